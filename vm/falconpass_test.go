package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestFalconPass: Chu Shogi's Horned Falcon (+H) and Soaring Eagle (+D)
// may pass (jitto) by stepping to an empty square ahead (the Eagle:
// diagonally ahead) and back, fmabW and fmabF, as HaChu, shogiops and
// XBoard's Chu rules page (BsbRf(WD(cW-W)(mcW-bW))) have it. Worked by hand:
// the pass is one move however many empty squares allow it, none when
// those squares are occupied (a capture there is igui, not a pass), and
// none when it would leave the King in check.
func TestFalconPass(t *testing.T) {
	p := builtin(t, "chushogi")
	for _, c := range []struct {
		name, fen string
		passes    int
	}{
		{"eagle, both diagonals empty", "k11/12/12/12/12/12/5+D6/12/12/12/12/11K w - - 0 1", 1},
		{"eagle, one diagonal own", "k11/12/12/12/12/4P7/5+D6/12/12/12/12/11K w - - 0 1", 1},
		{"eagle, both diagonals own, the square ahead empty", "k11/12/12/12/12/4P1P5/5+D6/12/12/12/12/11K w - - 0 1", 0},
		{"eagle, both diagonals enemy (igui only)", "k11/12/12/12/12/4p1p5/5+D6/12/12/12/12/11K w - - 0 1", 0},
		{"falcon, ahead empty", "k11/12/12/12/12/12/5+H6/12/12/12/12/11K w - - 0 1", 1},
		{"falcon, ahead own", "k11/12/12/12/12/5P6/5+H6/12/12/12/12/11K w - - 0 1", 0},
		{"falcon, King in check", "k11/12/12/12/12/12/r4+H6/12/12/12/12/K11 w - - 0 1", 0},
		{"black falcon passes towards rank 1", "k11/12/12/12/12/12/5+h6/12/12/12/12/11K b - - 0 1", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			pos, err := vm.NewPosition(p, c.fen)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, m := range moveStrings(pos) {
				if m == "f6f6" {
					n++
				}
			}
			if n != c.passes {
				t.Errorf("%d passes f6f6, want %d; moves %v", n, c.passes, moveStrings(pos))
			}
		})
	}
}
