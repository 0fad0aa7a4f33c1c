package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// TestScanCoversSquares: countPieces's word-at-a-time scan visits every
// on-board square once, in order, and reads inside the mailbox, on boards
// from 1x1 (where a chunk must start before its square) to 12x12, with
// holes.
func TestScanCoversSquares(t *testing.T) {
	tests := []struct {
		name  string
		files int
		ranks int
		fen   string
		betza string
	}{
		{"1x1", 1, 1, "M", "W"},
		{"1x2", 1, 2, "1/M", "W"},
		{"3x1", 3, 1, "M2", "R"},
		{"8x8 knight", 8, 8, "8/8/8/8/8/8/8/M7", "N"},
		{"10x8 with a zebra's guard band", 10, 8, "10/10/10/10/10/10/10/M9", "Z"},
		{"12x12", 12, 12, "12/12/12/12/12/12/12/12/12/12/12/M11", "K"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := betza(t, tc.files, tc.ranks, tc.fen+" w - - 0 1", vmtest.BetzaPiece{Letter: "M", Betza: tc.betza})
			scan, squares := vm.ScanSquares(position(t, p, ""))
			if diff := cmp.Diff(squares, scan); diff != "" {
				t.Errorf("scan (-squares +scan):\n%s", diff)
			}
		})
	}
	p := holeProgram(t, "R", "4/1*2/4/1M2 w - - 0 1", "b3")
	scan, squares := vm.ScanSquares(position(t, p, ""))
	if diff := cmp.Diff(squares, scan); diff != "" {
		t.Errorf("4x4 with a hole: scan (-squares +scan):\n%s", diff)
	}
}
