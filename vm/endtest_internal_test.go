package vm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEndTestIsMayEnd: a leap or slide's endTest (endTestOf), which
// genMoves and the counts read, says what mayEnd says with the enemy's
// colour bit, for either colour, every pair of rights and every kind of
// square content: empty, the guard (off the board, a wall or a hole), a
// piece of either side.
func TestEndTestIsMayEnd(t *testing.T) {
	contents := []uint8{0, guard, whiteBit, whiteBit | 5, blackBit, blackBit | typeMask}
	for c := range 2 {
		for _, rights := range [][2]bool{{true, true}, {true, false}, {false, true}, {false, false}} {
			move, capt := rights[0], rights[1]
			e := endTestOf(c, move, capt)
			var want, got []bool
			for _, v := range contents {
				want = append(want, mayEnd(v, colourBit(c^1), move, capt))
				got = append(got, v&e.mask == e.want)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("colour %d move %v capt %v: endTest (-mayEnd +endTest) on %v:\n%s", c, move, capt, contents, diff)
			}
		}
	}
}
