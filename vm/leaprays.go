package vm

import "slices"

// leap-rays (buildPlan): the plain capturing leaps of an exotic type
// (the Griffon's F step, the Rhino's W step, both also the first leg of
// their bent rides) join the attack rays, and its reverse patterns lose
// them. A plain leap captures on one square whatever stands elsewhere,
// as the simple types' leaps on the rays do, so checksAndPins and
// attacked find it there for nothing (a mask bit on a ray they read
// anyway) instead of revAttacked testing one more displacement per node.
// Only types whose every capture revAttacked describes (not revScan's)
// and without zone rules (whose masks a ray cannot carry) move.

// leapRayTypes returns the exotic types whose plain capturing leaps
// leap-rays may move to the attack rays.
func (t *tables) leapRayTypes() uint64 {
	var types uint64
	for i := range t.types {
		ty := &t.types[i]
		if t.exotic>>uint(i)&1 == 0 || t.revScan>>uint(i)&1 != 0 || ty.zones != nil {
			continue
		}
		for c := range ty.col {
			for _, l := range ty.col[c].plain {
				if l.capt {
					types |= 1 << uint(i)
				}
			}
		}
	}
	return types
}

// leapsToRays moves the plain capturing leaps of types from the reverse
// patterns to the attack rays (before buildReach and buildRaysAt read
// them). A pattern of one of these types with the displacement of such a
// leap and no condition goes, whichever leg it came from: the ray finds
// the same attacks.
func (t *tables) leapsToRays(types uint64) {
	for c := range 2 {
		rays := slices.Clone(t.att[c])
		var offs [maxTypes][]int32
		for i := range t.types {
			if types>>uint(i)&1 == 0 {
				continue
			}
			for _, l := range t.types[i].col[c].plain {
				if l.capt {
					rays = addRay(rays, l.off, i, true, false, 0)
					offs[i] = append(offs[i], l.off)
				}
			}
		}
		t.att[c], t.attLeaps[c] = leapsFirst(rays)
		rt := t.rev[c]
		if rt == nil {
			continue
		}
		rt.leaps = slices.DeleteFunc(rt.leaps, func(r revLeap) bool {
			return types>>r.typ&1 != 0 && slices.Contains(offs[r.typ], r.off) && !r.initial && !r.chain &&
				len(r.empty)+len(r.full) == 0 && r.zoneMasks.none()
		})
		rt.leapSets, rt.lines, rt.lame = nil, nil, nil
		rt.group()
	}
}

// none reports whether z has no condition.
func (z *zoneMasks) none() bool {
	return z.confine == nil && z.from == nil && z.to == nil && z.noCapt == 0 && z.noHop == 0
}
