package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
)

// pawnStrike makes Chu Shogi's Pawn, type 0, the counter-strike type:
// lionsNear then cannot keep a byte's type bits alone (an empty square
// and the guard keep type 0 too) and compares whole bytes. A Pawn moves
// one square, so two Pawns may trade only when next to each other.
const pawnStrike = `
name: pawnstrike
inherit: chushogi
counter-strike: P
protected-lion: I
`

// TestLionsNear: lionsIdle's answer from the positions of the
// counter-strike pieces, by the type-bits pattern (Chu Shogi's Lions, no
// counter-strike type 0) and the whole-byte one (pawnStrike).
func TestLionsNear(t *testing.T) {
	chu, pawns := builtin(t, "chushogi"), fromYAML(t, pawnStrike)
	tests := []struct {
		name string
		pos  *vm.Position
		idle bool
	}{
		{"Lions on e4 and e6", position(t, chu, "6k5/12/12/12/12/5s6/4n7/3gp7/4N7/12/12/6K5 w - - 0 1"), false},
		{"Lions on e4 and e7", position(t, chu, "6k5/12/12/12/12/4n7/5s6/3gp7/4N7/12/12/6K5 w - - 0 1"), true},
		{"Pawns on e4 and e5", position(t, pawns, "6k5/12/12/12/12/12/12/4p7/4P7/12/12/6K5 w - - 0 1"), false},
		{"Pawns on e4 and e6", position(t, pawns, "6k5/12/12/12/12/12/4p7/12/4P7/12/12/6K5 w - - 0 1"), true},
		{"Pawns on e4 and f6", position(t, pawns, "6k5/12/12/12/12/12/5p6/12/4P7/12/12/6K5 w - - 0 1"), true},
		{"Pawns on e4 and f5", position(t, pawns, "6k5/12/12/12/12/12/12/5p6/4P7/12/12/6K5 w - - 0 1"), false},
	}
	for _, tt := range tests {
		if got := vm.LionsIdle(tt.pos); got != tt.idle {
			t.Errorf("%s: lionsIdle %v, want %v", tt.name, got, tt.idle)
		}
	}
}
