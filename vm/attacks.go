package vm

import "slices"

// The precomputed attack rays: the capture directions of the types whose
// captures are simple leaps and rides, looked along backward from a target.

// attRay is one direction in which pieces of some types attack.
// An attacker of colour c on a square a with capture step o attacks
// a+k*o; looking backward from a target t, the attacker stands on t-k*o.
type attRay struct {
	off   int32
	maxK  int32  // the largest distance for maskN; 0 = unlimited
	mask1 uint64 // types that attack along off at distance 1
	maskN uint64 // types that attack along off at distance >= 2
	bit   uint64 // a ride's bit where ride-memo is on (ridememo.go)
}

// buildAttacks collects, for each attacking colour, the capture directions
// of the types whose captures are simple leaps and rides.
func (t *tables) buildAttacks() {
	t.allSimple = true
	for i := range t.types {
		if !t.types[i].simple {
			t.exotic |= 1 << uint(i)
			t.allSimple = false
		}
	}
	for c := 0; c < 2; c++ {
		var rays []attRay
		add := func(off int32, typ int, k1, kn bool, maxK int32) {
			rays = addRay(rays, off, typ, k1, kn, maxK)
		}
		longest := int32(max(t.files, t.ranks))
		for i := range t.types {
			ty := &t.types[i]
			if !ty.simple {
				continue
			}
			pc := &ty.col[c]
			for _, l := range pc.plain {
				if l.capt {
					add(l.off, i, true, false, 0)
				}
			}
			for _, l := range pc.special {
				if l.capt || l.royalOnly {
					add(l.off, i, true, false, 0)
				}
			}
			for _, l := range pc.slides {
				if l.capt {
					mk := l.max
					if mk >= longest {
						mk = 0
					}
					add(l.off, i, true, l.max > 1, mk)
				}
			}
		}
		t.att[c], t.attLeaps[c] = leapsFirst(rays)
	}
}

// addRay adds to rays that type typ attacks along off at distance 1
// (k1) and further (kn, up to maxK, 0 unlimited): to the ray of that
// step, or a new one.
func addRay(rays []attRay, off int32, typ int, k1, kn bool, maxK int32) []attRay {
	for j := range rays {
		r := &rays[j]
		if r.off == off && (!kn || r.maskN == 0 || r.maxK == maxK) {
			if k1 {
				r.mask1 |= 1 << uint(typ)
			}
			if kn {
				r.maskN |= 1 << uint(typ)
				r.maxK = maxK
			}
			return rays
		}
	}
	r := attRay{off: off, maxK: maxK}
	if k1 {
		r.mask1 = 1 << uint(typ)
	}
	if kn {
		r.maskN = 1 << uint(typ)
	}
	return append(rays, r)
}

// leapsFirst returns rays with the leaps (maskN 0) first, then the rides,
// each in their order, and the number of leaps. It moves them in rays'
// own array (a copy was 4 KB of Chu Shogi's start-up, issue 31).
func leapsFirst(rays []attRay) ([]attRay, int) {
	slices.SortStableFunc(rays, func(a, b attRay) int { return rideRank(a) - rideRank(b) })
	leaps := 0
	for _, r := range rays {
		if r.maskN == 0 {
			leaps++
		}
	}
	return rays, leaps
}

// rideRank is 0 for a leap (maskN 0), 1 for a ride.
func rideRank(r attRay) int {
	if r.maskN == 0 {
		return 0
	}
	return 1
}
