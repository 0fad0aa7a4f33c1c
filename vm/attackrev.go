package vm

import (
	"math"

	"github.com/betzac/betzac/legdefs"
)

// Reverse attack patterns: fast attack tests for the piece types whose
// captures are not plain leaps and rides ("exotic" types, see buildAttacks),
// found by looking backward from the target square instead of generating
// the moves of every enemy piece on the board.
//
// A pattern says where an attacker of one type may stand relative to the
// target and what the squares between must hold:
//
//   - revLeap: a fixed displacement (a leap, a lame or jumping leap, or a
//     chain of one-step legs that move through empty squares such as the
//     Xiangqi horse mafsW), with the squares that must be empty or
//     occupied on the way;
//   - revRide: a slide of up to max steps over empty squares;
//   - revHop: a hopper (a slide to a screen, then a capturing slide on in
//     the same direction: the cannon's cpR);
//   - revBent: a two-leg bent rider (the hook mover RmasR, the Capricorn
//     BmasB, the Griffon FyafsF): a non-capturing slide over empty squares,
//     a turn on an empty square, then a capturing slide in another
//     direction. Looking backward, each empty square behind the target on
//     the second leg's line is a possible turn; from it the attacker is
//     the first piece behind on the first leg's line.
//
// Each may carry the attacker's confinement region (the target must be in
// it) and region-move squares (the attacker must stand on a From square,
// the target be a To square). Types with any capture outside these shapes
// are left to attackedExotic's board scan.

type revLeap struct {
	off     int32   // target - attacker
	typ     uint8   // attacker type
	empty   []int32 // squares (from the attacker) that must be empty
	full    []int32 // squares (from the attacker) that must be occupied
	initial bool    // the attacker must be virgin
	// chain: the displacement (dx, dy) may be longer than the board's
	// guard band, so the attacker's square is checked on the board
	chain  bool
	dx, dy int32
	zoneMasks
}

type revRide struct {
	off int32 // one step, attacker toward target
	max int32
	typ uint8
	zoneMasks
}

type revHop struct {
	off        int32 // one step, attacker toward target
	max0, max1 int32 // range to the screen, range from the screen
	typ        uint8
	zoneMasks
}

// revBent is a bent rider seen from its target (see above).
type revBent struct {
	off0, off1 int32 // one step of the first and the second leg, attacker toward target
	max0, max1 int32 // their ranges
	typ        uint8
	royalOnly  bool // k without c: the target must be royal
	zoneMasks
}

// zoneMasks are the region conditions of a pattern; nil: none.
type zoneMasks struct {
	confine []bool // the target must be here
	from    []bool // the attacker must stand here
	to      []bool // the target must be here
	noCapt  uint64 // the target may not be of these types
	noHop   uint64 // a hopper's screen may not be of these types
}

func (z *zoneMasks) ok(a, target int, tv uint8) bool {
	return (z.confine == nil || z.confine[target]) && (z.from == nil || z.from[a]) && (z.to == nil || z.to[target]) &&
		z.noCapt>>(tv&typeMask)&1 == 0
}

// revTable is the reverse patterns of one attacking colour.
type revTable struct {
	leaps []revLeap
	rides []revRide
	hops  []revHop
	bents []revBent
}

// buildReverse builds the reverse patterns of the exotic types, after
// buildAttacks. revScan is the exotic types it cannot describe.
func (t *tables) buildReverse() {
	if t.exotic == 0 {
		return
	}
	t.revScan = 0
	for c := 0; c < 2; c++ {
		rt := &revTable{}
		for i := range t.types {
			if t.exotic>>uint(i)&1 == 0 {
				continue
			}
			ty := &t.types[i]
			var zm zoneMasks
			if z := ty.zones; z != nil {
				zm = zoneMasks{confine: z.confine[c], noCapt: z.noCapt, noHop: z.noHop}
			}
			if !rt.add(uint8(i), &ty.col[c], zm) {
				t.revScan |= 1 << uint(i)
			}
			if ty.zones != nil {
				for k := range ty.zones.sets {
					set := &ty.zones.sets[k]
					zs := zm
					zs.from, zs.to = set.from[c], set.to[c]
					if !rt.add(uint8(i), &set.col[c], zs) {
						t.revScan |= 1 << uint(i)
					}
				}
			}
		}
		t.rev[c] = rt
	}
}

// add adds the capturing moves of pc; it reports false if some capture has
// a shape it cannot describe.
func (rt *revTable) add(typ uint8, pc *ptcol, z zoneMasks) bool {
	for _, l := range pc.plain {
		if l.capt {
			rt.leaps = append(rt.leaps, revLeap{off: l.off, typ: typ, zoneMasks: z})
		}
	}
	for _, l := range pc.slides {
		if l.capt {
			rt.rides = append(rt.rides, revRide{off: l.off, max: l.max, typ: typ, zoneMasks: z})
		}
	}
	for i := range pc.special {
		l := &pc.special[i]
		if !l.capt && !l.royalOnly {
			continue
		}
		r := revLeap{off: l.off, typ: typ, initial: l.initial, chain: l.chain, dx: l.dx, dy: l.dy, zoneMasks: z}
		if l.lame {
			r.empty = l.inter
		}
		if l.jump {
			r.full = l.inter
		}
		rt.leaps = append(rt.leaps, r)
	}
	for _, h := range pc.hops {
		if h.capt {
			rt.hops = append(rt.hops, revHop{off: h.off, max0: h.max0, max1: h.max1, typ: typ, zoneMasks: z})
		}
	}
	ok := true
	for i := range pc.general {
		if !rt.addGeneral(typ, &pc.general[i], z) {
			ok = false
		}
	}
	return ok
}

// plainLegBits are the mode bits a one-step leg may have and still be
// described by a revLeap.
const plainLegBits = legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeFinal | legdefs.ModeInitial | legdefs.ModeEP

func (rt *revTable) addGeneral(typ uint8, gm *gmove, z zoneMasks) bool {
	legs := gm.legs
	last := &legs[len(legs)-1]
	if legs[0].castle {
		return true // castling never captures
	}
	for k := range legs {
		if legs[k].relay {
			return false // what it attacks depends on its friends
		}
	}
	if !last.capt && !last.royalOnly {
		// no capture at the end; a capture on the way (locust) would
		// need the scan
		for k := range legs[:len(legs)-1] {
			if legs[k].capt || legs[k].royalOnly || legs[k].friend {
				return false
			}
		}
		return true
	}
	for k := range legs {
		if legs[k].rest || legs[k].ski || legs[k].unload || legs[k].iso || legs[k].wrap || legs[k].curve {
			return false
		}
	}
	// a chain of one-step legs through empty squares
	chain := true
	for k := range legs {
		l := &legs[k]
		if l.rng != 1 || l.mode&^int32(plainLegBits) != 0 || k < len(legs)-1 && (l.mode&int32(legdefs.ModeMove) == 0 || l.capt || l.royalOnly) {
			chain = false
		}
	}
	if chain {
		r := revLeap{typ: typ, initial: gm.initial, chain: true, zoneMasks: z}
		var at int32
		for k := range legs {
			at += legs[k].off
			r.dx += legs[k].dx
			r.dy += legs[k].dy
			if k < len(legs)-1 && at != 0 {
				r.empty = append(r.empty, at)
			}
		}
		if at == 0 {
			return false
		}
		r.off = at
		rt.leaps = append(rt.leaps, r)
		return true
	}
	// a hopper: slide to a screen, then slide on and capture
	if len(legs) == 2 && !gm.initial {
		a, b := &legs[0], &legs[1]
		if a.off == b.off && a.hop && !a.move && !a.capt && !a.royalOnly && !a.lame && !a.jump && !a.friend &&
			!b.hop && !b.lame && !b.jump && !b.friend && b.mode&^int32(plainLegBits|legdefs.ModeRoyalOnly) == 0 {
			rt.hops = append(rt.hops, revHop{off: a.off, max0: a.rng, max1: b.rng, typ: typ, zoneMasks: z})
			return true
		}
	}
	// a bent rider: slide over empty squares, turn, slide on and capture
	if len(legs) == 2 {
		a, b := &legs[0], &legs[1]
		const firstBits = legdefs.ModeMove | legdefs.ModeToggle // not i: left to the scan
		const lastBits = plainLegBits | legdefs.ModeRoyalOnly | legdefs.ModeToggle
		// b not antiparallel to a: the second leg never crosses the
		// attacker's own square, which the generator sees as empty
		if a.move && a.mode&^int32(firstBits) == 0 && a.rng >= 1 &&
			b.mode&^int32(lastBits) == 0 && b.rng >= 1 && !antiparallel(a.dx, a.dy, b.dx, b.dy) {
			rt.bents = append(rt.bents, revBent{off0: a.off, off1: b.off, max0: a.rng, max1: b.rng, typ: typ,
				royalOnly: !b.capt, zoneMasks: z})
			return true
		}
	}
	return false
}

// antiparallel reports whether (bx, by) points back along (ax, ay).
func antiparallel(ax, ay, bx, by int32) bool {
	return ax*by == ay*bx && ax*bx+ay*by < 0
}

// revAttacked reports whether a piece of colour by attacks sq by one of
// the reverse patterns. It is long because it runs on every check test of
// the variants that have such attackers, and its four loops (leaps,
// rides, hops, bent riders) are kept in one frame.
func (p *Position) revAttacked(sq int, by int) bool {
	t := p.t
	rt := t.rev[by]
	b := p.board
	tb := colourBit(by)
	for i := range rt.leaps {
		r := &rt.leaps[i]
		a := sq - int(r.off)
		if uint(a) >= uint(len(b)) {
			continue // a chain's displacement may leave the mailbox
		}
		if v := b[a]; v&colMask != tb || v&typeMask != r.typ {
			continue
		}
		if r.chain && (int32(t.sqFile[a])+r.dx != int32(t.sqFile[sq]) || int32(t.sqRank[a])+r.dy != int32(t.sqRank[sq])) {
			continue
		}
		if !r.ok(a, sq, b[sq]) || (r.initial && !p.virgin[a]) {
			continue
		}
		blocked := false
		for _, o := range r.empty {
			if b[a+int(o)] != 0 {
				blocked = true
				break
			}
		}
		for _, o := range r.full {
			if b[a+int(o)] == 0 {
				blocked = true
				break
			}
		}
		if !blocked {
			return true
		}
	}
	for i := range rt.rides {
		r := &rt.rides[i]
		s, _ := firstBack(b, sq, int(r.off), r.max)
		if v := b[s]; v&colMask == tb && v&typeMask == r.typ && r.ok(s, sq, b[sq]) {
			return true
		}
	}
	for i := range rt.hops {
		r := &rt.hops[i]
		h, k1 := firstBack(b, sq, int(r.off), noLimit) // the hurdle
		if b[h] == guard || k1 > r.max1 || r.noHop>>(b[h]&typeMask)&1 != 0 {
			continue
		}
		s, k0 := firstBack(b, h, int(r.off), noLimit)
		if v := b[s]; v&colMask == tb && v&typeMask == r.typ && k0 <= r.max0 && r.ok(s, sq, b[sq]) {
			return true
		}
	}
	for i := range rt.bents {
		r := &rt.bents[i]
		if r.royalOnly && !t.types[b[sq]&typeMask].royal {
			continue
		}
		off0, off1 := int(r.off0), int(r.off1)
		// turn: each empty square behind the target on the second leg
		turn := sq - off1
		for k1 := int32(1); k1 <= r.max1 && b[turn] == 0; k1++ {
			s, _ := firstBack(b, turn, off0, r.max0)
			if v := b[s]; v&colMask == tb && v&typeMask == r.typ && r.ok(s, sq, b[sq]) {
				return true
			}
			turn -= off1
		}
	}
	return false
}

// noLimit is a firstBack limit never reached: the walk stops at a piece
// or at the guard ring.
const noLimit = math.MaxInt32

// firstBack walks from sq back along off and returns the first square
// that is not empty, or the last one looked at if all max of them are,
// and how many squares it looked at.
func firstBack(b []uint8, sq, off int, max int32) (int, int32) {
	s, k := sq-off, int32(1)
	for b[s] == 0 && k < max {
		s -= off
		k++
	}
	return s, k
}
