package vm_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestInitialRegion checks initial-region, as in Fairy-Stockfish: a pawn
// that comes back to its second rank (sideways, back, or dropped on its
// first rank and stepping up) may double-step again. After each move the
// hash is the one recomputed from scratch; the position made by the moves
// and the one read from its FEN have the same moves and hash; unmaking
// restores the position.
func TestInitialRegion(t *testing.T) {
	tests := []struct{ variant, moves, want string }{
		{"pawnsideways", "e2e3 a7a6 e3f3 a6a5 d2e2 b7b6", "e2e4"},
		// a pawnback pawn steps back to e2 and may double-step again
		// (Fairy-Stockfish 1.1.12 lists e2e4 here)
		{"pawnback", "e2e3 a7a6 e3e2 a6a5", "e2e4"},
		{"pawnback", "e2e4 e7e5 d2d3 d7d6 d3d2 d6d7", "d2d4"},
		// a chessgi pawn dropped on f1 steps to f2 and may double-step
		{"chessgi", "e2e4 d7d5 e4d5 a7a6 f2f4 a6a5 f4f5 a5a4 f1e2 b7b6 P@f1 b6b5 f1f2 c7c6", "f2f4"},
		// a chessgi pawn dropped on its second rank, in its initial region
		// and where the start has a pawn: virgin once, its key once
		{"chessgi", "e2e4 d7d5 e4d5 a7a6 P@e2 a6a5", "e2e4"},
	}
	for _, tt := range tests {
		t.Run(tt.variant+" "+tt.moves, func(t *testing.T) {
			prog := builtin(t, tt.variant)
			pos := position(t, prog, "")
			start, startHash := pos.FEN(), pos.Hash()
			var played []vm.Move
			for _, s := range strings.Fields(tt.moves) {
				m, err := pos.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				pos.Make(m)
				played = append(played, m)
				if pos.Hash() != pos.HashFromScratch() {
					t.Fatalf("after %d moves of %s: incremental hash differs from scratch", len(played), tt.moves)
				}
			}
			if got := moveStrings(pos); !slices.Contains(got, tt.want) {
				t.Errorf("after %s: %s missing from %v", tt.moves, tt.want, got)
			}
			q := position(t, prog, pos.FEN())
			if diff := cmp.Diff(moveStrings(q), moveStrings(pos)); diff != "" {
				t.Errorf("%s: moves after Make differ from the FEN's (-fen +made):\n%s", pos.FEN(), diff)
			}
			if pos.Hash() != q.Hash() {
				t.Errorf("%s: hash after Make %x, from the FEN %x", pos.FEN(), pos.Hash(), q.Hash())
			}
			for i := len(played) - 1; i >= 0; i-- {
				pos.Unmake(played[i])
			}
			if pos.FEN() != start || pos.Hash() != startHash {
				t.Errorf("after unmaking: %s (hash %x), want %s (%x)", pos.FEN(), pos.Hash(), start, startHash)
			}
		})
	}
}
