package vm_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestIronWhy: a capture of an iron piece is refused with the rule's
// name (ironpawns: the pawns
// are iron). Worked out by hand: the white queen on d1 sees the black
// pawn on d7 up the open file; the white pawn on e2 sees the black one on d3.
func TestIronWhy(t *testing.T) {
	tests := []struct {
		name, fen, move, reason string
	}{
		{"queen takes an iron pawn", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1", "d1d7",
			"not legal: the piece on d7 is iron and cannot be captured (iron)"},
		{"pawn takes an iron pawn", "4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1", "e2d3",
			"not legal: the piece on d3 is iron and cannot be captured (iron)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, builtin(t, "ironpawns"), tc.fen)
			_, err := pos.ParseMove(tc.move)
			var me *vm.MoveError
			if !errors.As(err, &me) {
				t.Fatalf("ParseMove(%q) = %v, want a *MoveError", tc.move, err)
			}
			if d := cmp.Diff(tc.reason, me.Reason); d != "" {
				t.Errorf("ParseMove(%q) reason (-want +got):\n%s", tc.move, d)
			}
		})
	}
}
