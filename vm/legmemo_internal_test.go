package vm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSharedLegsAsCompiled: on every built-in, each move of each type, for
// each colour, has from compiledLegs (shared by the moves with the same
// legs once turned) the legs compileLegs works out for it alone; and
// Chu Shogi's general moves share them (72 arrays for 306 moves).
func TestSharedLegsAsCompiled(t *testing.T) {
	for name, tb := range builtinTables(t) {
		for i, pt := range tb.prog.Pieces {
			for _, m := range tb.prog.Table.Moves(pt.Offset) {
				for _, s := range []int32{1, -1} {
					if d := cmp.Diff(tb.compileLegs(m, s), tb.compiledLegs(m, s), cmp.AllowUnexported(cleg{})); d != "" {
						t.Errorf("%s: type %s, move %v, turned by %d (-alone +shared):\n%s", name, tb.letters[i], m, s, d)
					}
				}
			}
		}
		if name != "chushogi" {
			continue
		}
		arrays, general := map[*cleg]bool{}, 0
		for i := range tb.types {
			for c := range tb.types[i].col {
				for _, gm := range tb.types[i].col[c].general {
					arrays[&gm.legs[0]] = true
					general++
				}
			}
		}
		if len(arrays) != 72 || general != 306 {
			t.Errorf("chushogi: %d arrays of legs for %d general moves; want 72 for 306", len(arrays), general)
		}
	}
}
