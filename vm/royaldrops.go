package vm

import (
	"encoding/binary"
	"math/bits"
)

// Royal drops (legdefs.Rules.RoyalDrops, Sittuyin's setup): royal
// pieces in hand may be dropped too; a side's royal piece counts once it
// is on the board (zoneMade, royalDropped).

// genRoyalDrops adds the drops of the royal pieces the side to move has in
// hand.
func (p *Position) genRoyalDrops() {
	t := p.t
	us := p.stm
	for k := range t.types {
		if t.types[k].royal && p.hand[us][k] > 0 {
			p.dropType(k, k) // drops.go
		}
	}
}

// markAttacks sets p.attMap to 1 on the squares colour by attacks, 0
// elsewhere, from each of its pieces forward: attacked's answer for every
// square at once where no attacker is exotic (attacked then reads the
// attack rays, built from the same plain, slide and special capture legs).
func (p *Position) markAttacks(by int) {
	t := p.t
	b := p.board
	att := p.attMap
	clear(att)
	by &= 1
	for _, c := range t.scan {
		m := colourBytes(binary.LittleEndian.Uint64(b[c.start:]), by) & c.mask
		for m != 0 {
			from := int(c.start) + bits.TrailingZeros64(m)>>3
			m &= m - 1
			typ := b[from] & typeMask
			if near := t.attNear[by]; near != nil && near[from]>>typ&1 == 0 {
				continue // it cannot reach a royal's drop square
			}
			pc := &t.types[typ].col[by]
			for _, l := range pc.plain {
				if l.capt {
					att[from+int(l.off)] = 1
				}
			}
			for i := range pc.special {
				if l := &pc.special[i]; l.capt || l.royalOnly {
					att[from+int(l.off)] = 1
				}
			}
			for _, l := range pc.slides {
				if !l.capt {
					continue
				}
				for to := range ride(b, from, int(l.off), l.max) {
					att[to] = 1
				}
			}
		}
	}
}

// royalDropped sets royalSq after the side that just moved dropped a
// royal piece on to: initRoyals without its board scan.
func (p *Position) royalDropped(to int) {
	c := p.stm ^ 1
	if p.royalSq[c] == -1 && !p.t.royalPromo {
		p.royalSq[c] = int16(to) // its only royal piece
	} else {
		p.royalSq[c] = -2
	}
}

// buildAttNear precomputes, for markAttacks, per attacking colour and
// square, the types whose capture legs from there (blockers ignored) may
// end on a square where the other side may drop a royal piece; markAttacks
// skips the others. Only where royal drops are marked (scLoneRoyalDrop, no
// exotic attacker: the capture legs are the plain, special and slide ones).
func (t *tables) buildAttNear() {
	if !t.rules.RoyalDrops || t.plan.uses&scLoneRoyalDrop == 0 || t.plan.attack != attackRays {
		return
	}
	longest := int32(max(t.files, t.ranks))
	for by := 0; by < 2; by++ {
		region := make([]bool, t.size)
		for i := range t.types {
			if ty := &t.types[i]; ty.royal {
				for _, s := range t.squares {
					region[s] = region[s] || ty.dr.ok[by^1][s]
				}
			}
		}
		near := make([]uint64, t.size)
		for _, s := range t.squares {
			for i := range t.types {
				if t.types[i].col[by].capturesInto(int(s), region, longest) {
					near[s] |= 1 << uint(i)
				}
			}
		}
		t.attNear[by] = near
	}
}

// capturesInto reports whether a plain, special or slide capture leg of
// pc from from may end on a square of region, blockers ignored.
func (pc *ptcol) capturesInto(from int, region []bool, longest int32) bool {
	in := func(s int) bool { return s >= 0 && s < len(region) && region[s] }
	for _, l := range pc.plain {
		if l.capt && in(from+int(l.off)) {
			return true
		}
	}
	for i := range pc.special {
		if l := &pc.special[i]; (l.capt || l.royalOnly) && in(from+int(l.off)) {
			return true
		}
	}
	for _, l := range pc.slides {
		for k := int32(1); l.capt && k <= min(l.max, longest); k++ {
			if in(from + int(k*l.off)) {
				return true
			}
		}
	}
	return false
}
