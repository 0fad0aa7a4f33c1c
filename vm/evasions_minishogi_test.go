package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestCountEvasionsMinishogi: perft counts of minishogi positions in check, where
// CountLegal counts the moves that end the check (countEvasions): blocks
// and captures that may promote, a pinned blocker, drops. The want values
// are native Fairy-Stockfish's perft 1, 2 and 3 (no pawn in hand, so no
// pawn-drop mate where the two differ).
func TestCountEvasionsMinishogi(t *testing.T) {
	tests := []struct {
		name, fen string
		want      [3]uint64
	}{
		// rook c5 checks K c1: R a5 and S d4 take it (and may promote),
		// the gold blocks on c2
		{"captures that promote", "R1r2/3Sk/5/5/1GK2[] w - - 0 1", [3]uint64{9, 61, 1572}},
		// and a silver on d2 pinned by the bishop on e3
		{"pinned blocker", "R1r2/3Sk/4b/3S1/1GK2[] w - - 0 1", [3]uint64{8, 59, 1457}},
		{"bishop takes the checker", "4k/5/2r2/S4/B1KR1[] w - - 0 1", [3]uint64{4, 15, 193}},
		{"drops block", "4k/5/2r2/S4/B1KR1[SG] w - - 0 1", [3]uint64{6, 17, 717}},
	}
	prog := builtin(t, "minishogi")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, prog, tc.fen)
			for d := 1; d <= 3; d++ {
				if got := countLegalPerft(pos, d); got != tc.want[d-1] {
					t.Errorf("%s perft %d: %d, want %d", tc.fen, d, got, tc.want[d-1])
				}
			}
		})
	}
}

// countLegalPerft is perft with CountLegal at the last ply.
func countLegalPerft(pos *vm.Position, depth int) uint64 {
	if depth == 1 {
		n, _ := pos.CountLegal(nil)
		return uint64(n)
	}
	var n uint64
	for _, m := range pos.LegalMoves() {
		pos.Make(m)
		n += countLegalPerft(pos, depth-1)
		pos.Unmake(m)
	}
	return n
}
