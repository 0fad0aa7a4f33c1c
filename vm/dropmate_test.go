package vm_test

import "testing"

// TestCountLegalDropMate: a pawn drop that mates is not a legal move in
// minishogi (uchifuzume), counted or listed; the no-mate test runs only
// where the drop gives check (dropChecks). Native Fairy-Stockfish's perft
// 1 counts such a drop (it scores the mate as lost instead), so each want
// is its count minus the mating drops, worked out by hand.
func TestCountLegalDropMate(t *testing.T) {
	tests := []struct {
		name, fen string
		want      int
	}{
		// FSF 26: P@e4 checks k e5, whose d5 holds its rook, d4 and e4
		// the gold e3 guards, and nothing else takes e4: mate, 25
		{"pawn drop mates", "2brk/5/4G/K4/5[P] w - - 0 1", 25},
		// FSF 26: without the rook the king escapes to d5, P@e4 stays
		{"pawn drop checks", "2b1k/5/4G/K4/5[P] w - - 0 1", 26},
		// FSF 26, the same as the first with the colours swapped: P@a2
		// mates K a1, 25
		{"pawn drop mates (gote)", "5/4k/g4/5/KRB2[p] b - - 0 1", 25},
	}
	prog := builtin(t, "minishogi")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, prog, tc.fen)
			n, _ := pos.CountLegal(nil)
			if l := len(pos.LegalMoves()); n != tc.want || l != tc.want {
				t.Errorf("%s: CountLegal %d, LegalMoves %d, want %d", tc.fen, n, l, tc.want)
			}
		})
	}
}
