package vm

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// leapsFirst moves the leaps before the rides in rays' own array, each in
// its order, as copying the leaps and then the rides out did.
func TestLeapsFirstInPlace(t *testing.T) {
	leap := func(off int32) attRay { return attRay{off: off, mask1: 1} }
	ride := func(off int32) attRay { return attRay{off: off, mask1: 1, maskN: 2} }
	for _, rays := range [][]attRay{
		nil,
		{leap(1)},
		{ride(1), leap(2)},
		{ride(3), leap(1), ride(2), ride(-1), leap(-2), leap(5), ride(7)},
		slices.Concat(slices.Repeat([]attRay{ride(9), leap(4), ride(8), leap(3)}, 12), []attRay{leap(-7)}),
	} {
		var want []attRay
		for _, rides := range []bool{false, true} {
			for _, r := range rays {
				if r.maskN != 0 == rides {
					want = append(want, r)
				}
			}
		}
		wantLeaps := len(rays) - len(slices.DeleteFunc(slices.Clone(rays), func(r attRay) bool { return r.maskN == 0 }))
		in := slices.Clone(rays)
		got, leaps := leapsFirst(in)
		if d := cmp.Diff(want, got, cmp.AllowUnexported(attRay{})); d != "" || leaps != wantLeaps {
			t.Errorf("%v: leaps %d, want %d (-copied +in place):\n%s", rays, leaps, wantLeaps, d)
		}
		if len(in) > 0 && &got[0] != &in[0] {
			t.Errorf("%v: leapsFirst copied the rays", rays)
		}
	}
}
