package vm

import "github.com/betzac/betzac/legdefs"

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
	for i := range pc.bents {
		bm := &pc.bents[i]
		turn := from
		for k0 := int32(0); k0 < bm.max0; k0++ {
			if turn += int(bm.off0); b[turn] != 0 {
				break
			}
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
	p.nCounted += n
}

// genBent generates the moves of bent move bm of the piece of type ty on
// from, through addSimple (bent riders are deduplicated: two paths may
// reach one square).
func (p *Position) genBent(from int, ty *ptype, bm *bentMove) {
	b := p.board
	them := colourBit(p.stm ^ 1)
	off0, off1 := int(bm.off0), int(bm.off1)
	turn := from
	for k0 := int32(0); k0 < bm.max0; k0++ {
		turn += off0
		if b[turn] != 0 {
			return
		}
		to := turn
		for k1 := int32(0); k1 < bm.max1; k1++ {
			to += off1
			v := b[to]
			if mayEnd(v, them, bm.move, bm.capt) {
				p.addSimple(from, to, ty)
			}
			if v != 0 {
				break
			}
		}
	}
}
