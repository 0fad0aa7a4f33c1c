package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// TestDedupeOnlyWhereMovesMeet: a type is deduplicated only when two of
// its moves can reach one square. On a 9x10 board whose mailbox stride is
// 10 (no leap longer than one step, a guard band of 1), a rook's step of
// one rank and ten steps across have the same mailbox offset, but ten
// steps across leave the board: the Xiangqi and Janggi chariots and
// cannons never meet their own moves (each square is reached by one ray,
// a cannon's hop lands beyond the square its slide stops at). Worked out
// by hand: W and R both reach the next square (WR meets); D and a hop
// along the rank both reach two squares on (DpR meets); W and pR do not
// (a hop lands at least two squares on).
func TestDedupeOnlyWhereMovesMeet(t *testing.T) {
	const fen = "9/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
	tests := []struct {
		name, betza, want string
	}{
		{"rook", "R", ""},
		{"cannon", "mRcpR", ""},
		{"wazir rook", "WR", "M"},
		{"dabbaba hop", "DpR", "M"},
		{"wazir hop", "WpR", ""},
	}
	for _, tc := range tests {
		p := betza(t, 9, 10, fen, vmtest.BetzaPiece{Letter: "K", Betza: "W", Royal: true},
			vmtest.BetzaPiece{Letter: "M", Betza: tc.betza})
		if diff := cmp.Diff(tc.want, vm.DedupeTypes(position(t, p, fen))); diff != "" {
			t.Errorf("%s (%s): deduplicated types (-want +got):\n%s", tc.name, tc.betza, diff)
		}
	}
	for _, name := range []string{"xiangqi", "janggi"} {
		if got := vm.DedupeTypes(position(t, builtin(t, name), "")); got != "" {
			t.Errorf("%s: deduplicated types %q, want none", name, got)
		}
	}
}
