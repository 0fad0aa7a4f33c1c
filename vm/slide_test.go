package vm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRide: ride yields each square up to and including the first that
// is not empty, within max steps, and stops when the loop breaks;
// firstBack and countRide walk the same line.
func TestRide(t *testing.T) {
	friend, enemy := colourBit(0)|1, colourBit(1)|1
	// squares 0..7: the guard, four empty, an enemy, empty, the guard
	b := []uint8{guard, 0, 0, 0, 0, enemy, 0, guard}
	type step struct {
		Sq int
		V  uint8
	}
	walk := func(from, off int, max int32, stop int) []step {
		var got []step
		for s, v := range ride(b, from, off, max) {
			got = append(got, step{s, v})
			if s == stop {
				break
			}
		}
		return got
	}
	rows := []struct {
		name            string
		from, off, stop int
		max             int32
		want            []step
	}{
		{"to the enemy", 1, 1, -1, 10, []step{{2, 0}, {3, 0}, {4, 0}, {5, enemy}}},
		{"max steps", 1, 1, -1, 2, []step{{2, 0}, {3, 0}}},
		{"to the guard", 5, 1, -1, 10, []step{{6, 0}, {7, guard}}},
		{"backward", 4, -1, -1, 10, []step{{3, 0}, {2, 0}, {1, 0}, {0, guard}}},
		{"break", 1, 1, 3, 10, []step{{2, 0}, {3, 0}}},
		{"no steps", 1, 1, -1, 0, nil},
	}
	for _, r := range rows {
		if diff := cmp.Diff(r.want, walk(r.from, r.off, r.max, r.stop)); diff != "" {
			t.Errorf("%s: ride (-want +got):\n%s", r.name, diff)
		}
	}
	// firstBack walks back along off: from 6 by +1 it looks at 5 first
	if s, k := firstBack(b, 6, 1, noLimit); s != 5 || k != 1 {
		t.Errorf("firstBack(6, 1) = %d, %d; want 5, 1", s, k)
	}
	if s, k := firstBack(b, 1, -1, noLimit); s != 5 || k != 4 {
		t.Errorf("firstBack(1, -1) = %d, %d; want 5, 4", s, k)
	}
	if s, k := firstBack(b, 1, -1, 2); s != 3 || k != 2 {
		t.Errorf("firstBack(1, -1, max 2) = %d, %d; want 3, 2 (the last looked at)", s, k)
	}
	b[2] = friend
	counts := []struct {
		name       string
		from       int
		move, capt bool
		want       int
	}{
		{"moves and captures", 2, true, true, 3},
		{"moves only", 2, true, false, 2},
		{"captures only", 2, false, true, 1},
		{"blocked by a friend", 1, true, true, 0},
	}
	for _, r := range counts {
		if got := countRide(b, r.from, 1, 10, r.move, r.capt, colourBit(1)); got != r.want {
			t.Errorf("%s: countRide = %d, want %d", r.name, got, r.want)
		}
	}
}

// TestGenKindOf: each combination of dedupe, dedupeSingle and zone rules
// takes its genMoves path.
func TestGenKindOf(t *testing.T) {
	z := &zoneType{}
	rows := []struct {
		name string
		ty   ptype
		want genKind
	}{
		{"plain", ptype{}, genCount},
		{"lion", ptype{dedupe: true}, genCountLion},
		{"zoned", ptype{zones: z}, genList},
		{"zoned lion", ptype{dedupe: true, zones: z}, genList},
		{"deduplicated", ptype{dedupe: true, dedupeSingle: true}, genCountDeduped},
		{"deduplicated, zoned", ptype{dedupe: true, dedupeSingle: true, zones: z}, genTested},
	}
	for _, r := range rows {
		if got := genKindOf(&r.ty); got != r.want {
			t.Errorf("%s: genKindOf = %d, want %d", r.name, got, r.want)
		}
	}
}
