package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestVirginAgain checks that a pawn back on its second rank may
// double-step after Make, as from a FEN of the position and as in
// Fairy-Stockfish (initial-region): the position made by moves and the one
// read from its FEN have the same moves and hash.
func TestVirginAgain(t *testing.T) {
	tests := []struct {
		variant string
		moves   []string
		want    string // a move legal only if the piece is virgin again
	}{
		// a pawnback pawn steps back to e2 and may double-step again
		// (Fairy-Stockfish 1.1.12 lists e2e4 here)
		{"pawnback", []string{"e2e3", "a7a6", "e3e2", "a6a5"}, "e2e4"},
		// a chessgi pawn dropped on f1 steps to f2 and may double-step
		{"chessgi", []string{"e2e4", "d7d5", "e4d5", "a7a6", "f2f4", "a6a5", "f4f5", "a5a4", "f1e2", "b7b6", "P@f1", "b6b5", "f1f2", "c7c6"}, "f2f4"},
	}
	for _, tc := range tests {
		t.Run(tc.variant, func(t *testing.T) {
			prog := builtin(t, tc.variant)
			p := position(t, prog, prog.Start)
			for _, s := range tc.moves {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				p.Make(m)
			}
			q := position(t, prog, p.FEN())
			if diff := cmp.Diff(moveStrings(q), moveStrings(p)); diff != "" {
				t.Errorf("%s: moves after Make differ from the FEN's (-fen +made):\n%s", p.FEN(), diff)
			}
			if p.Hash() != q.Hash() {
				t.Errorf("%s: hash after Make %x, from the FEN %x", p.FEN(), p.Hash(), q.Hash())
			}
			if _, err := p.ParseMove(tc.want); err != nil {
				t.Errorf("%s: %v", tc.want, err)
			}
		})
	}
}
