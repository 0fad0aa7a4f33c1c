package vm

import (
	"slices"

	"github.com/betzac/betzac/legdefs"
)

// Bent riders compiled from their two legs (the hook mover's masR, the
// Capricorn's masB, the Griffon's yafsF): a slide over empty squares (at
// least one step), a turn on an empty square, then a slide that moves or
// captures, walked by a loop of their own as nextLeg would walk the legs.
// The move stays in ptcol.general too, marked compiled: the notation's
// path tracer and the attack tests read it there; genMoves skips it.

// bentMove is one compiled bent rider move.
type bentMove struct {
	off0, off1 int32 // one step of each leg, for this colour
	max0, max1 int32
	move, capt bool
}

// bentGroup is the bent moves of a piece that share their first leg
// (off0, max0): the hook mover turns both ways off each rook ray. The
// counting paths walk the first leg once for them all.
type bentGroup struct {
	off0, max0 int32
	turns      []bentMove
}

// addBent adds bm to pc.bents and to its group in pc.bentGroups.
func addBent(pc *ptcol, bm bentMove) {
	pc.bents = append(pc.bents, bm)
	i := slices.IndexFunc(pc.bentGroups, func(g bentGroup) bool { return g.off0 == bm.off0 && g.max0 == bm.max0 })
	if i < 0 {
		i = len(pc.bentGroups)
		pc.bentGroups = append(pc.bentGroups, bentGroup{off0: bm.off0, max0: bm.max0})
	}
	pc.bentGroups[i].turns = append(pc.bentGroups[i].turns, bm)
}

// bentLeap returns the two-leg move m as a bentMove if it is one: a first
// leg that only moves, a second that moves or captures, not back along
// the first (which would cross the mover's own square).
func (t *tables) bentLeap(m legdefs.Move, s int32) (bentMove, bool) {
	if len(m) != 2 {
		return bentMove{}, false
	}
	a, b := m[0].Mode&^legdefs.ModeToggle, m[1].Mode&^(legdefs.ModeFinal|legdefs.ModeToggle)
	if a != legdefs.ModeMove || b == 0 || b&^(legdefs.ModeMove|legdefs.ModeCapture) != 0 ||
		antiparallel(m[0].DX, m[0].DY, m[1].DX, m[1].DY) {
		return bentMove{}, false
	}
	steps, rest := m.Steps(t.files, t.ranks)
	if rest[1] || m[0].Ski() || m[1].Ski() || steps[0] < 1 || steps[1] < 1 {
		return bentMove{}, false
	}
	off := func(l legdefs.Leg) int32 { return s*l.DY*int32(t.stride) + s*l.DX }
	return bentMove{off0: off(m[0]), off1: off(m[1]), max0: steps[0], max1: steps[1],
		move: b&legdefs.ModeMove != 0, capt: b&legdefs.ModeCapture != 0}, true
}

// countDeduped counts the plain leaps, slides and bent rides of a free
// piece (genMoves's free) of a deduplicated type without zone rules at
// perft's last ply: each destination once (p.seen), those in zone
// through push, which may promote. genMoves's other moves of the piece
// follow, deduplicated against these.
func (p *Position) countDeduped(from int, pc *ptcol, zone []bool, ty *ptype) {
	b, seen, st := p.board, p.seen, p.stamp
	them := colourBit(p.stm ^ 1)
	if pc.disjoint && zone == nil {
		p.nCounted += p.countFree(from, pc) + p.countBents(from, pc, them)
		return
	}
	// the walks written out, not ride: through ride the Hook mover's
	// perft took 2.3 % more instructions
	n := 0
	count := func(to int) {
		if seen[to] == st {
			return
		}
		seen[to] = st
		if zone != nil && zone[to] {
			p.push(Move{From: int16(from), To: int16(to)}, ty)
			return
		}
		n++
	}
	for _, l := range pc.plain {
		if to := from + int(l.off); mayEnd(b[to], them, l.move, l.capt) {
			count(to)
		}
	}
	for _, l := range pc.slides {
		to := from
		for k := int32(0); k < l.max; k++ {
			to += int(l.off)
			v := b[to]
			if mayEnd(v, them, l.move, l.capt) {
				count(to)
			}
			if v != 0 {
				break
			}
		}
	}
	for i := range pc.bentGroups {
		g := &pc.bentGroups[i]
		turn := from
		for k0 := int32(0); k0 < g.max0; k0++ {
			if turn += int(g.off0); b[turn] != 0 {
				break
			}
			for j := range g.turns {
				bm := &g.turns[j]
				to := turn
				for k1 := int32(0); k1 < bm.max1; k1++ {
					to += int(bm.off1)
					v := b[to]
					if mayEnd(v, them, bm.move, bm.capt) {
						count(to)
					}
					if v != 0 {
						break
					}
				}
			}
		}
	}
	p.nCounted += n
}

// countFreeBents is genMoves for an unpinned piece of kind
// countFreeBents at perft's last ply (plan.go, onlyBents) but for
// bentLeaps (countOne takes countBentLeaps): counted by
// countFree and countBents where no two paths meet and none promotes
// (countDeduped's first case, without its call), else its destinations
// start a new p.seen stamp and are counted by countDeduped.
func (p *Position) countFreeBents(from int, pc *ptcol) {
	zone := p.promoZone(from, pc.ty)
	if pc.disjoint && zone == nil {
		p.nCounted += p.countFree(from, pc) + p.countBents(from, pc, colourBit(p.stm^1))
		return
	}
	p.pieceStart = len(p.out)
	p.stamp++
	p.countDeduped(from, pc, zone, pc.ty)
}

// countBents counts the bent rides of pc from from, each path once:
// countDeduped where no two paths end on one square (ptcol.disjoint).
func (p *Position) countBents(from int, pc *ptcol, them uint8) int {
	// the first leg written out, not ride: through ride the Griffon's
	// perft took 0.9 % more instructions
	b := p.board
	n := 0
	for i := range pc.bentGroups {
		g := &pc.bentGroups[i]
		turn := from
		for k0 := int32(0); k0 < g.max0; k0++ {
			if turn += int(g.off0); b[turn] != 0 {
				break
			}
			for j := range g.turns {
				bm := &g.turns[j]
				n += countRide(b, turn, int(bm.off1), bm.max1, bm.move, bm.capt, them)
			}
		}
	}
	return n
}

// bent-leaps: where a bent rider's plain leaps are exactly the one-step
// first legs of its bent rides (the Griffon: F, then on as a Rook),
// countFree's leaps and countBents's first steps read the same squares:
// countBentLeaps reads each once, counting a leap onto it where it is
// empty or an enemy and turning there where it is empty.

// markBentLeaps sets pc.bentLeaps (a countFreeBents piece, marked by
// markCountPiece; noPromo: its type never promotes) and reports it: pc
// is disjoint, has no slides, every bent group's first leg is one step,
// and its plain leaps, each moving and capturing, are those steps, one
// each.
func markBentLeaps(pc *ptcol, noPromo bool) bool {
	pc.bentLeaps = false
	if shortcutsOff&scBentLeaps != 0 || !noPromo || !pc.disjoint || len(pc.slides) > 0 || len(pc.plain) != len(pc.bentGroups) {
		return false
	}
	for _, g := range pc.bentGroups {
		if g.max0 != 1 || !slices.ContainsFunc(pc.plain, func(l plainLeap) bool { return l.off == g.off0 && l.move && l.capt }) {
			return false
		}
	}
	pc.bentLeaps = true
	return true
}

// countBentLeaps is countFree plus countBents for a bentLeaps piece: its
// groups from from (bentsAt) whose first step and turns' first squares
// are on the board.
func (p *Position) countBentLeaps(from int, pc *ptcol, them uint8) int {
	b := p.board
	ub := colourBit(p.stm)
	n := 0
	groups := pc.bentsAt[from]
	for i := range groups {
		g := &groups[i]
		turn := from + int(g.off0)
		if v := b[turn]; v != 0 {
			if v&ub == 0 {
				n++ // an enemy (the guard has both colour bits)
			}
			continue
		}
		n++ // the leap onto the empty first step
		for j := range g.turns {
			bm := &g.turns[j]
			n += countRide(b, turn, int(bm.off1), bm.max1, bm.move, bm.capt, them)
		}
	}
	return n
}

// markDisjoint sets pc.disjoint where pc's moves are plain leaps, slides
// and bent rides (no other moves to deduplicate against) and no two of
// their paths end on one square from any square of the empty board
// (pieces only take destinations away).
func (t *tables) markDisjoint(pc *ptcol) {
	if len(pc.special) > 0 || len(pc.hops) > 0 || !pc.allCompiled || len(pc.bents) == 0 {
		return
	}
	on := func(s int) bool { return t.sqFile[s] >= 0 }
	hit := make([]int, t.size)
	for _, from := range t.squares {
		f := int(from)
		stamp := f + 1
		dup := false
		reach := func(s int) {
			dup = dup || hit[s] == stamp
			hit[s] = stamp
		}
		for _, l := range pc.plain {
			if s := f + int(l.off); on(s) {
				reach(s)
			}
		}
		for _, l := range pc.slides {
			for s, k := f+int(l.off), int32(0); k < l.max && on(s); s, k = s+int(l.off), k+1 {
				reach(s)
			}
		}
		for i := range pc.bents {
			bm := &pc.bents[i]
			for turn, k0 := f+int(bm.off0), int32(0); k0 < bm.max0 && on(turn); turn, k0 = turn+int(bm.off0), k0+1 {
				for s, k1 := turn+int(bm.off1), int32(0); k1 < bm.max1 && on(s); s, k1 = s+int(bm.off1), k1+1 {
					reach(s)
				}
			}
		}
		if dup {
			return
		}
	}
	pc.disjoint = true
}

// genBent generates the moves of bent move bm of the piece of type ty on
// from, through addSimple (bent riders are deduplicated: two paths may
// reach one square).
func (p *Position) genBent(from int, ty *ptype, bm *bentMove) {
	b := p.board
	them := colourBit(p.stm ^ 1)
	for turn, v := range ride(b, from, int(bm.off0), bm.max0) {
		if v != 0 {
			continue // the first leg's last square
		}
		for to, v := range ride(b, turn, int(bm.off1), bm.max1) {
			if mayEnd(v, them, bm.move, bm.capt) {
				p.addSimple(from, to, ty)
			}
		}
	}
}
