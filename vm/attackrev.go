package vm

import (
	"cmp"
	"slices"

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
	dx0, dy0   int32 // the same as (dx, dy)
	dx1, dy1   int32
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
	leaps []revLeap // sorted by off
	rides []revRide // sorted by off
	hops  []revHop  // sorted by off
	bents []revBent
	// the leaps of each displacement, and the rides and hops of each
	// direction, so that the test reads each square and walks each line
	// once however many types share it (Janggi: 53 patterns, 24 squares
	// and 8 lines)
	leapSets []revLeapSet
	lines    []revLine
	// lame: the leaps with squares that must be empty or occupied, the
	// only ones leapPins marks
	lame []int32
	// the bent riders' paths by type (bentcache.go): bentOf[typ] for
	// the types in bentMask, nil for the others
	bentOf   [maxTypes]*bentType
	bentMask uint64
	bentPats []uint64 // each type's square value in every byte
}

// revLeapSet is the leaps leaps[lo:hi], all of displacement off, by
// attackers of the types in types.
type revLeapSet struct {
	off    int32
	types  uint64
	lo, hi int32
}

// revLine is the rides rides[rlo:rhi] and the hops hops[hlo:hhi] of step
// off; rideTypes are the rides' types. reach1 is how far back from the
// target a rider or a hurdle can stand (the longest ride, or a hop's
// longest range from its screen), reach0 how far behind the hurdle a
// hopper can: the walks stop there (a Janggi palace diagonal is 2 long,
// the board's diagonal 9).
type revLine struct {
	off            int32
	rideTypes      uint64
	rlo, rhi       int32
	hlo, hhi       int32
	reach0, reach1 int32
}

// group sorts the patterns and builds leapSets and lines.
func (rt *revTable) group() {
	slices.SortStableFunc(rt.leaps, func(a, b revLeap) int { return cmp.Compare(a.off, b.off) })
	slices.SortStableFunc(rt.rides, func(a, b revRide) int { return cmp.Compare(a.off, b.off) })
	slices.SortStableFunc(rt.hops, func(a, b revHop) int { return cmp.Compare(a.off, b.off) })
	for i := range rt.leaps {
		r := &rt.leaps[i]
		if n := len(rt.leapSets); n == 0 || rt.leapSets[n-1].off != r.off {
			rt.leapSets = append(rt.leapSets, revLeapSet{off: r.off, lo: int32(i)})
		}
		g := &rt.leapSets[len(rt.leapSets)-1]
		g.types |= 1 << r.typ
		g.hi = int32(i + 1)
		if len(r.empty)+len(r.full) > 0 {
			rt.lame = append(rt.lame, int32(i))
		}
	}
	line := func(off int32) *revLine {
		for i := range rt.lines {
			if rt.lines[i].off == off {
				return &rt.lines[i]
			}
		}
		rt.lines = append(rt.lines, revLine{off: off})
		return &rt.lines[len(rt.lines)-1]
	}
	for i := range rt.rides {
		l := line(rt.rides[i].off)
		if l.rhi == 0 {
			l.rlo = int32(i)
		}
		l.rhi = int32(i + 1)
		l.rideTypes |= 1 << rt.rides[i].typ
		l.reach1 = max(l.reach1, rt.rides[i].max)
	}
	for i := range rt.hops {
		l := line(rt.hops[i].off)
		if l.hhi == 0 {
			l.hlo = int32(i)
		}
		l.hhi = int32(i + 1)
		l.reach1 = max(l.reach1, rt.hops[i].max1)
		l.reach0 = max(l.reach0, rt.hops[i].max0)
	}
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
		rt.group()
		t.buildBentTypes(rt, c) // bentcache.go
		t.rev[c] = rt
	}
	t.bentList = !t.anyUnload()
}

// hopsOnly reports whether every pattern of rt is a hop.
func (rt *revTable) hopsOnly() bool {
	return len(rt.leaps) == 0 && len(rt.rides) == 0 && len(rt.bents) == 0
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
			rt.bents = append(rt.bents, revBent{off0: a.off, off1: b.off, dx0: a.dx, dy0: a.dy, dx1: b.dx, dy1: b.dy,
				max0: a.rng, max1: b.rng, typ: typ, royalOnly: !b.capt, zoneMasks: z})
			return true
		}
	}
	return false
}

// readsNoTarget reports whether revAttacked's answer for a square does
// not depend on what stands on it: no pattern's attacker is barred from
// capturing some types (noCapt) and no bent rider captures royal pieces
// only (the generator's attack mode, revScan, is left out by fastRev).
func (rt *revTable) readsNoTarget() bool {
	for i := range rt.leaps {
		if rt.leaps[i].noCapt != 0 {
			return false
		}
	}
	for i := range rt.rides {
		if rt.rides[i].noCapt != 0 {
			return false
		}
	}
	for i := range rt.hops {
		if rt.hops[i].noCapt != 0 {
			return false
		}
	}
	for i := range rt.bents {
		if rt.bents[i].noCapt != 0 || rt.bents[i].royalOnly {
			return false
		}
	}
	return true
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
	leaps, lines := p.reachParts(sq, by) // revreach.go
	if !leaps {
		goto lines
	}
	for i := range rt.leapSets {
		g := &rt.leapSets[i]
		a := sq - int(g.off)
		if uint(a) >= uint(len(b)) {
			continue // a chain's displacement may leave the mailbox
		}
		if v := b[a]; v&colMask != tb || g.types>>(v&typeMask)&1 == 0 {
			continue
		}
		for j := g.lo; j < g.hi; j++ {
			if p.revLeapAttacks(&rt.leaps[j], a, sq) {
				return true
			}
		}
	}
lines:
	if !lines {
		return false
	}
	for i := range rt.lines {
		l := &rt.lines[i]
		off := int(l.off)
		s, k := firstBack(b, sq, off, l.reach1) // the first piece: a rider or a hurdle
		v := b[s]
		if v&colMask == tb && l.rideTypes>>(v&typeMask)&1 != 0 {
			for j := l.rlo; j < l.rhi; j++ {
				if r := &rt.rides[j]; v&typeMask == r.typ && k <= r.max && r.ok(s, sq, b[sq]) {
					return true
				}
			}
		}
		if l.hlo == l.hhi || v == guard || v == 0 {
			continue // no hurdle within reach
		}
		h, k1 := s, k
		s, k0 := firstBack(b, h, off, l.reach0)
		if v = b[s]; v&colMask != tb {
			continue
		}
		for j := l.hlo; j < l.hhi; j++ {
			r := &rt.hops[j]
			if v&typeMask == r.typ && k1 <= r.max1 && k0 <= r.max0 && r.noHop>>(b[h]&typeMask)&1 == 0 && r.ok(s, sq, b[sq]) {
				return true
			}
		}
	}
	if bl := &p.bents; bl.ok && bl.col == by {
		// with bl.checks, bentListPins finds the listed riders' checks
		return !bl.checks && p.bentListAttacks(sq, rt, tb) // bentcache.go
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

// revLeapAttacks reports whether the piece on a, of r's type and the
// attacking colour, attacks sq by the leap r.
func (p *Position) revLeapAttacks(r *revLeap, a, sq int) bool {
	t, b := p.t, p.board
	if b[a]&typeMask != r.typ {
		return false
	}
	if r.chain && (int32(t.sqFile[a])+r.dx != int32(t.sqFile[sq]) || int32(t.sqRank[a])+r.dy != int32(t.sqRank[sq])) {
		return false
	}
	if !r.ok(a, sq, b[sq]) || (r.initial && !p.virgin[a]) {
		return false
	}
	for _, o := range r.empty {
		if b[a+int(o)] != 0 {
			return false
		}
	}
	for _, o := range r.full {
		if b[a+int(o)] == 0 {
			return false
		}
	}
	return true
}
