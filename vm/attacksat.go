package vm

import (
	"math/bits"
	"slices"
)

// The attack rays per target square (scRaysAt): attacked and
// checksAndPins read, for a target, only the rays whose first square
// back from it is on the board. A ray whose first square is off the
// board or a hole reads the guard there, which no colour test accepts
// and which ends a ride: it can find no attacker and no pin, so leaving
// it out changes no answer. Near the edges, where royal pieces mostly
// stand, this drops up to half of the leaps (a knight's and a king's
// steps from a corner) and of the rides.

// sqRays is the attack rays of one colour looked along from one target:
// rays, the leaps first (their number leaps), then the rides, as tables.att.
type sqRays struct {
	rays  []attRay
	leaps int
	box   *[5]uint64 // leap-checks reads it round the target (leapchecks.go)
}

// buildRaysAt builds t.attAt from t.att: for each mailbox index, the
// rays whose first square back is on the board; every ray where the
// shortcut is off, or where the index is itself off the board. A square
// that keeps every ray shares att's slice; the others share one list per
// edge class (ridesat.go) or, without classes, one array, counted first
// (a slice each was a tenth of chushogi's tables, issue 31).
func (t *tables) buildRaysAt(on bool) {
	for c := range t.att {
		all, leaps := t.att[c], t.attLeaps[c]
		at := make([]sqRays, t.size)
		for sq := range at {
			at[sq] = sqRays{rays: all, leaps: leaps}
		}
		var classBuf [32]sqRays // room for most boards' edge classes (25 with a guard band of 2)
		if byClass := t.raysByClass(classBuf[:0], all, leaps); on && byClass != nil {
			for i, s := range t.squares {
				at[s] = byClass[t.edgeClass[i]]
			}
		} else if on {
			t.raysPerSquare(at, all, leaps)
		}
		t.attAt[c] = at
	}
}

// raysByClass returns each edge class's rays (keptRays from its
// representative), in buf's array where it has room (buildRaysAt copies
// them to each square), or nil where edge classes do not apply to the
// rays.
// The classes that keep the same rays share one list: a class's rays
// differ from its neighbour's only where a ray's first square is off the
// board from one and not the other (Chu Shogi's 50 lists were 37 KB).
// The lists share one array: one allocation, not a span per list size
// (Chu Shogi's 24 lists were 5 size classes, ~3 fresh pages).
func (t *tables) raysByClass(buf []sqRays, all []attRay, leaps int) []sqRays {
	if t.edgeReps == nil || len(all) > 64 {
		return nil
	}
	for _, r := range all {
		if !t.inBoxOff(r.off) {
			return nil
		}
	}
	var keptBuf [32]uint64
	kept := keptBuf[:0] // kept[i]: the rays edge class i keeps, one bit each
	for _, s := range t.edgeReps {
		kept = append(kept, t.raysKept(int(s), all))
	}
	rays := make([]attRay, 0, keptTotal(kept, len(all)))
	byClass := slices.Grow(buf[:0], len(t.edgeReps))[:len(t.edgeReps)]
	for c, k := range kept {
		if i := slices.Index(kept, k); i < c {
			byClass[c] = byClass[i]
		} else {
			byClass[c], rays = keptRays(rays, k, all, leaps)
		}
	}
	return byClass
}

// keptTotal is how many rays keptRays appends for the distinct entries of
// kept, of n rays.
func keptTotal(kept []uint64, n int) int {
	total := 0
	for c, k := range kept {
		if m := bits.OnesCount64(k); m < n && slices.Index(kept, k) == c {
			total += m
		}
	}
	return total
}

// raysKept returns the rays of all (at most 64) that start on the board
// from sq, one bit each.
func (t *tables) raysKept(sq int, all []attRay) uint64 {
	var k uint64
	for i, r := range all {
		if t.rayStarts(sq, r) {
			k |= 1 << i
		}
	}
	return k
}

// keptRays returns the rays of all that kept marks (raysKept): all
// itself where it marks every ray, else a list appended to rays, which
// it returns grown.
func keptRays(rays []attRay, kept uint64, all []attRay, leaps int) (sqRays, []attRay) {
	if bits.OnesCount64(kept) == len(all) {
		return sqRays{rays: all, leaps: leaps}, rays
	}
	start := len(rays)
	for i, r := range all {
		if kept>>i&1 != 0 {
			rays = append(rays, r)
		}
	}
	list := rays[start:len(rays):len(rays)]
	return sqRays{rays: list, leaps: bits.OnesCount64(kept & (1<<leaps - 1))}, rays
}

// raysPerSquare is buildRaysAt square by square, the squares that drop
// some rays sharing one array.
func (t *tables) raysPerSquare(at []sqRays, all []attRay, leaps int) {
	// room for a square that keeps every ray before it is dropped
	buf := make([]attRay, 0, t.raysAtSize(all, true)+len(all))
	for sq := range at {
		if t.sqFile[sq] < 0 {
			continue
		}
		start, n := len(buf), 0
		for i, r := range all {
			if t.rayStarts(sq, r) {
				buf = append(buf, r)
				if i < leaps {
					n++
				}
			}
		}
		if len(buf)-start < len(all) {
			at[sq] = sqRays{rays: buf[start:len(buf):len(buf)], leaps: n}
		} else {
			buf = buf[:start]
		}
	}
}

// raysAtSize is how many rays of all buildRaysAt keeps on the squares
// that drop some.
func (t *tables) raysAtSize(all []attRay, on bool) int {
	total := 0
	for sq := 0; on && sq < t.size; sq++ {
		if t.sqFile[sq] < 0 {
			continue
		}
		k := 0
		for _, r := range all {
			if t.rayStarts(sq, r) {
				k++
			}
		}
		if k < len(all) {
			total += k
		}
	}
	return total
}

// rayStarts reports whether ray r's first square back from sq is on the
// board.
func (t *tables) rayStarts(sq int, r attRay) bool {
	from := sq - int(r.off)
	return from >= 0 && from < t.size && t.sqFile[from] >= 0
}
