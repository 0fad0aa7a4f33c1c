package vm

import "github.com/betzac/betzac/legdefs"

// Hoppers compiled from their two legs: the cannon's cpR, the
// grasshopper's gQ. A slide over empty squares to the first piece (the
// screen, within max0 steps), then on in the same direction up to max1
// steps, moving to empty squares and capturing an enemy, as nextLeg would
// walk the two legs; the screen may not be of a type the piece cannot hop
// over (cannot.go).

// hopMove is one compiled hopper move.
type hopMove struct {
	off        int32 // one step, for this colour
	dx, dy     int32 // the same step in files and ranks
	max0, max1 int32
	move, capt bool
}

// hopLeap returns the two-leg move m as a hopMove if it is one: a first
// leg that only hops, a second that moves or captures in the same
// direction with a range of its own.
func (t *tables) hopLeap(m legdefs.Move, s int32) (hopMove, bool) {
	if len(m) != 2 || m[0].DX != m[1].DX || m[0].DY != m[1].DY {
		return hopMove{}, false
	}
	a, b := m[0].Mode, m[1].Mode&^legdefs.ModeFinal
	if a&legdefs.ModeHop == 0 || a&^(legdefs.ModeHop|legdefs.ModeToggle) != 0 ||
		b == 0 || b&^(legdefs.ModeMove|legdefs.ModeCapture) != 0 {
		return hopMove{}, false
	}
	steps, rest := m.Steps(t.files, t.ranks)
	if rest[1] || m[0].Ski() {
		return hopMove{}, false
	}
	off := s*m[0].DY*int32(t.stride) + s*m[0].DX
	return hopMove{off: off, dx: s * m[0].DX, dy: s * m[0].DY, max0: steps[0], max1: steps[1], move: b&legdefs.ModeMove != 0, capt: b&legdefs.ModeCapture != 0}, true
}

// screen returns the square of h's screen from from, or -1 if there is
// none a piece of type typ may hop over.
func (p *Position) screen(from, typ int, h *hopMove) int {
	// written out, not firstBack: the Grasshopper's perft spends a tenth
	// of its time here, and firstBack cost it 0.9 % more instructions
	b := p.board
	off := int(h.off)
	s := from
	for k := int32(1); ; k++ {
		s += off
		if b[s] != 0 {
			break
		}
		if k >= h.max0 {
			return -1
		}
	}
	if b[s] == guard || p.cannotHop(typ, b[s]) {
		return -1
	}
	return s
}

// genHop generates the moves of hop h of the piece of type typ on from;
// free as in genSpecial.
func (p *Position) genHop(from, typ int, ty *ptype, h *hopMove, free bool) {
	s := p.screen(from, typ, h)
	if s < 0 {
		return
	}
	// written out, not ride: through ride Xiangqi's perft took 0.3 %
	// more instructions (genHop 6.7 % more)
	b := p.board
	off := int(h.off)
	them := colourBit(p.stm ^ 1)
	for k := int32(0); k < h.max1; k++ {
		s += off
		v := b[s]
		if mayEnd(v, them, h.move, h.capt) {
			if free {
				p.push(Move{From: int16(from), To: int16(s)}, ty)
			} else {
				p.addSimple(from, s, ty)
			}
		}
		if v != 0 {
			return
		}
	}
}

// countHops is countPieces for a free hopper of type typ whose moves pc
// are hops only (ptcol.countHops): it counts the moves of its hops, but
// for captures of the types in noCapt (screen leaves out the screens it
// may not hop over).
func (p *Position) countHops(from, typ int, pc *ptcol, themBit uint8, noCapt uint64) {
	b := p.board
	n := 0
	for i := range pc.hops {
		h := &pc.hops[i]
		s := p.screen(from, typ, h)
		if s < 0 {
			continue
		}
		// the landing walk written out, not ride or countRide: through
		// them the Grasshopper's perft took 0.7 % or 2.7 % more instructions
		for k := int32(0); k < h.max1; k++ {
			s += int(h.off)
			v := b[s]
			if v == 0 {
				if h.move {
					n++
				}
				continue
			}
			if h.capt && v&colMask == themBit && noCapt>>(v&typeMask)&1 == 0 {
				n++
			}
			break
		}
	}
	p.nCounted += n
}

// mixedHops reports whether a piece of type ty, moves pc, has hops and
// beside them only plain leaps, slides and special leaps (the Xiangqi
// cannon's mRcpR), none of which repeats another (not dedupe).
func mixedHops(ty *ptype, pc *ptcol) bool {
	return !ty.royal && !ty.dedupe && len(pc.hops) > 0 && len(pc.bents) == 0 && len(pc.general) == 0
}

// countMixed is countPieces for an unpinned piece of a countFreeMixed
// type: its leaps and slides as countFree, its special leaps as
// countSpecial, its hops as countHops (no promotion: markCountPiece).
func (p *Position) countMixed(from int, pc *ptcol) {
	p.nCounted += p.countFree(from, pc)
	them := colourBit(p.stm ^ 1)
	if len(pc.special) > 0 {
		p.countSpecial(from, them, pc, nil, pc.ty)
	}
	p.countHops(from, pc.typ, pc, them, 0)
}

// hopSlides reports whether the moves pc of a countFreeMixed type are
// slides and hops alone, the i-th hop along the i-th slide's line, each
// slide open (it moves, to the board's edge) and each hop's screen
// sought as far: then the slide's first piece is the hop's screen, and
// countHopSlides walks each line once (the Xiangqi cannon's mRcpR).
func (t *tables) hopSlides(pc *ptcol) bool {
	if len(pc.plain) != 0 || len(pc.special) != 0 || len(pc.slides) != len(pc.hops) {
		return false
	}
	longest := int32(max(t.files, t.ranks))
	for i, l := range pc.slides {
		if h := &pc.hops[i]; !l.open || h.off != l.off || h.max0 < longest {
			return false
		}
	}
	return true
}

// countHopSlides is countMixed for a countHopSlides type: along each
// line the slide's empty squares and its end, then the hop beyond the
// first piece as countHops walks it.
func (p *Position) countHopSlides(from int, pc *ptcol) {
	b := p.board
	them := colourBit(p.stm ^ 1)
	typ := pc.typ
	n := 0
	for i := range pc.slides {
		l := &pc.slides[i]
		h := &pc.hops[i]
		off := int(l.off)
		s := from + off
		for b[s] == 0 {
			n++
			s += off
		}
		v := b[s]
		if v&l.end.mask == l.end.want {
			n++
		}
		if v == guard || p.cannotHop(typ, v) {
			continue
		}
		for k := int32(0); k < h.max1; k++ {
			s += off
			v := b[s]
			if v == 0 {
				if h.move {
					n++
				}
				continue
			}
			if h.capt && v&colMask == them {
				n++
			}
			break
		}
	}
	p.nCounted += n
}

// hopReaches reports whether hop h of the piece of type typ on from
// reaches to (its rights aside).
func (p *Position) hopReaches(from, typ int, h *hopMove, to int) bool {
	s := p.screen(from, typ, h)
	if s < 0 {
		return false
	}
	for s := range ride(p.board, s, int(h.off), h.max1) {
		if s == to {
			return true
		}
	}
	return false
}

// hopsCollide reports whether a hop of step h may reach a square another
// move of the type reaches (stepOf: displacement reached -> the step
// that reaches it, vec{} for several). A slide or leap in the same step
// stops at the first piece and the hop lands beyond it, so only other
// steps, or another hop of the same step, collide.
func (t *tables) hopsCollide(hops []hopMove, stepOf *vecGrid[vec]) bool {
	for i, h := range hops {
		for _, g := range hops[:i] {
			if g.off == h.off {
				return true
			}
		}
		step := vec{h.dx, h.dy}
		for k := int32(2); k <= t.raySteps(h.dx, h.dy, 0); k++ {
			if st, ok := stepOf.get(vec{k * h.dx, k * h.dy}); ok && st != step {
				return true
			}
		}
	}
	return false
}
