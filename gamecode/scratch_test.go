package gamecode

import (
	"fmt"
	"testing"
)

// TestScratchReused: a request run from a Prefix reuses the working
// storage (scopes, frames, value stack) of the requests before it, so
// its allocations do not grow with the depth of its calls: a sub of 8
// parameters calling itself 40 deep costs about what one call does. Before
// the storage was kept, every level grew its scope afresh.
func TestScratchReused(t *testing.T) {
	allocs := map[int]float64{}
	for _, depth := range []int{1, 40} {
		p := mover("")
		p.PreGame += `
sub Deep n a b c d e f g:
if > #n 0:
set k - #n 1;
gosub Deep #k 1 2 3 4 5 6 7;
endif;
endsub;`
		p.PostMoveWhite = fmt.Sprintf("gosub Deep %d 0 0 0 0 0 0 0; ", depth) + p.PostMoveWhite
		prog, err := Compile(p)
		if err != nil {
			t.Fatal(err)
		}
		pre := prog.Prefix([]string{"e2-e4", "e7-e5"}, Switches{})
		if _, _, err := pre.NextMove("g1-f3"); err != nil {
			t.Fatal(err)
		}
		allocs[depth] = testing.AllocsPerRun(50, func() {
			if _, _, err := pre.NextMove("g1-f3"); err != nil {
				t.Fatal(err)
			}
		})
	}
	if allocs[40] > allocs[1]+10 {
		t.Errorf("allocations per request: %v at depth 1, %v at depth 40", allocs[1], allocs[40])
	}
}
