package vm

import "slices"

// genFilter: which general moves genGeneral walks from a square, by
// what their first step reaches (doc.go, "Moves").

// genFilter picks the general moves whose first leg can go on from the
// square it reaches (gmove.enter), so that genGeneral walks only those:
// of the Chu Shogi Lion's 72 two-step moves, the 64 that start with a
// capture wait for an enemy next to it. Moves are bits in table order.
type genFilter struct {
	ok     bool      // built: at most 128 general moves, some with a first step
	always [2]uint64 // the moves walked whatever their first square holds
	steps  []stepFilter
}

// stepFilter is one first step off of some general moves; live[v>>6]
// are those that go on from a square holding v.
type stepFilter struct {
	off  int32
	live [4][2]uint64
}

// buildGenFilter fills pc.filter from pc.general (compiled moves are
// generated apart, bents.go, and left out).
func (pc *ptcol) buildGenFilter() {
	f := genFilter{ok: len(pc.general) <= 128}
	var stepsBuf [16]stepFilter // room for most types' first steps: f.steps is made once, at the end
	steps := stepsBuf[:0]
	for i := range pc.general {
		gm := &pc.general[i]
		if !f.ok || gm.compiled {
			continue
		}
		w, bit := i/64, uint64(1)<<(i%64)
		if gm.step0 == 0 {
			f.always[w] |= bit
			continue
		}
		k := slices.IndexFunc(steps, func(s stepFilter) bool { return s.off == gm.step0 })
		if k < 0 {
			k = len(steps)
			steps = append(steps, stepFilter{off: gm.step0})
		}
		for c := range steps[k].live {
			if gm.enter>>c&1 != 0 {
				steps[k].live[c][w] |= bit
			}
		}
	}
	if len(steps) > 0 {
		f.steps = slices.Clone(steps)
	}
	f.ok = f.ok && len(f.steps) > 0 // else the filter would only cost time
	pc.filter = f
}

// setEnter fills gm.step0 and gm.enter for a move of colour c: where the
// first leg is one step that reads only the square it reaches (not o,
// ski, lame or jumping), enter has bit v>>6 set when nextLeg can go on
// from that square holding v (empty, a friend, an enemy; never the
// guard); any other first leg walks always (step0 0, every bit set: the
// mover's own square is read).
func (gm *gmove) setEnter(c int) {
	l := &gm.legs[0]
	gm.step0, gm.enter = 0, 0xF
	if l.rng != 1 || l.rest || l.off == 0 || l.wrap || l.ski || l.lame || l.jump || l.iso {
		return
	}
	var enter uint8
	if l.move || l.ep || l.curve {
		enter |= 1
	}
	if l.castle || l.relay || l.friend || l.hop {
		enter |= 1 << (colourBit(c) >> 6)
	}
	if l.capt || l.royalOnly || l.hop {
		enter |= 1 << (colourBit(c^1) >> 6)
	}
	gm.step0, gm.enter = l.off, enter
}

// mayEnter reports whether the first leg of gm from from can go on
// (setEnter): genGeneral and colAttacks skip the move without a call.
func (gm *gmove) mayEnter(b []uint8, from int) bool {
	return gm.enter>>(b[from+int(gm.step0)]>>6)&1 != 0
}
