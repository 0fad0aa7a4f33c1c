package vm

import "github.com/betzac/betzac/legdefs"

// Counting the Lion's two-step moves at perft's last ply (lion-count,
// plan.go). The Chu Shogi Lion's general moves (caK, cabK, mabK) and the
// Horned Falcon's and Soaring Eagle's (fcafW, fcabW, fmabW) are one-step
// legs with m and c rights only, of two shapes:
//   - a capture on the first step x, then one step to y: the move takes
//     x and ends on y (y the start, empty once the mover left it: igui).
//     Moves with different (x, y) differ, and none is a single-leg move
//     (apartFromSingle), so after the dedupe there is one per (x, y)
//     some general move reaches;
//   - a step to an empty square and back: the pass, one move however
//     many squares allow it (addMove's dedupe on the destination).
// countLion counts those pairs and the pass as addMove would list them,
// where the node needs no test of them: no royal piece (lmAll), or a
// quiet node with locust-free moves, the mover and its victims marked by
// no discovered line (locustFree). The Lion rules' filters remove
// nothing there (CountLegal counts only where lionsIdle).

// lionShape is a ptcol's general moves in the two shapes above, by
// first step.
type lionShape struct {
	firsts []lionFirst
	box    *lionBox // lion-box (lionbox.go); nil without it
}

// lionFirst is a first step: the second steps after a capture there, and
// whether a pass steps there (to an empty square and back).
type lionFirst struct {
	off     int32
	seconds []lionSecond
	pass    bool
}

// lionSecond is a second step, with the rights of every general move
// that takes it after the same first step.
type lionSecond struct {
	off        int32
	move, capt bool
}

// buildLionShape returns pc's general moves as a lionShape, or nil when
// one of them has another shape.
func buildLionShape(pc *ptcol) *lionShape {
	const plainBits = legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeFinal
	if len(pc.general) == 0 || pc.allCompiled {
		return nil
	}
	ls := &lionShape{}
	for i := range pc.general {
		gm := &pc.general[i]
		if len(gm.legs) != 2 || gm.initial || gm.compiled || gm.castleScan {
			return nil
		}
		l0, l1 := &gm.legs[0], &gm.legs[1]
		for _, l := range gm.legs {
			if l.rng != 1 || len(l.inter) > 0 || l.mode&^plainBits != 0 || l.wrap || l.ski || l.rest || l.iso {
				return nil
			}
		}
		home := l0.dx+l1.dx == 0 && l0.dy+l1.dy == 0
		switch {
		case l0.capt && !l0.move:
			ls.addSecond(l0.off, lionSecond{off: l1.off, move: l1.move, capt: l1.capt})
		case l0.move && !l0.capt && home && l1.move:
			ls.first(l0.off).pass = true
		default:
			return nil
		}
	}
	return ls
}

// first returns the first step off, added if new.
func (ls *lionShape) first(off int32) *lionFirst {
	k := 0
	for k < len(ls.firsts) && ls.firsts[k].off != off {
		k++
	}
	if k == len(ls.firsts) {
		ls.firsts = append(ls.firsts, lionFirst{off: off})
	}
	return &ls.firsts[k]
}

// addSecond adds the second step s after a capture on the first step
// off, its rights joined with those of the same steps already there.
func (ls *lionShape) addSecond(off int32, s lionSecond) {
	f := ls.first(off)
	for j := range f.seconds {
		if f.seconds[j].off == s.off {
			f.seconds[j].move = f.seconds[j].move || s.move
			f.seconds[j].capt = f.seconds[j].capt || s.capt
			return
		}
	}
	f.seconds = append(f.seconds, s)
}

// countLion returns the number of moves genGeneral lists for the piece
// with shape ls on from, and false (nothing counted) where a locust move
// would need a legality test.
func (p *Position) countLion(from int, ls *lionShape) (int, bool) {
	b := p.board
	tb := colourBit(p.stm ^ 1) // a guard square has both colour bits
	fast := p.lmode != lmAll   // marks read once a victim is found
	if ls.box != nil {
		if n, ok := p.lionBoxed(from, ls.box); ok {
			return n, true
		}
	}
	n := 0
	pass := false
	for i := range ls.firsts {
		f := &ls.firsts[i]
		x := from + int(f.off)
		if b[x] == 0 {
			pass = pass || f.pass
			continue
		}
		if b[x]&colMask != tb || len(f.seconds) == 0 {
			continue
		}
		if fast {
			if p.discStamp != p.pinStamp {
				p.markDisc()
			}
			if p.disc[from] == p.pinStamp || p.disc[x] == p.pinStamp {
				return 0, false
			}
		}
		for _, s := range f.seconds {
			y := x + int(s.off)
			w := b[y]
			if y == from {
				w = 0
			}
			switch {
			case w == 0 && s.move, w&colMask == tb && s.capt:
				n++
			}
		}
	}
	if pass {
		n++ // one pass however many squares allow it
	}
	return n, true
}

// markLionShapes sets each count-lion type's lionShape (ptcol.lion) where
// ok (plan.go), the type does not promote and its general moves fit, and
// reports whether any does.
func (t *tables) markLionShapes(ok bool) bool {
	any := false
	for i := range t.types {
		ty := &t.types[i]
		for c := range ty.col {
			pc := &ty.col[c]
			pc.lion = nil
			// one move per (x, y): none promotes (push would list a move
			// per choice)
			if ok && ty.gen == genCountLion && ty.zone[c] == nil && !ty.pr.leaving && !ty.pr.captureIn {
				pc.lion = buildLionShape(pc)
				any = any || pc.lion != nil
				if pc.lion != nil {
					t.buildLionBox(pc.lion)
				}
			}
		}
	}
	return any
}

// markLionLeaps gives the count kind countLionLeaps to the types whose
// moves genMoves would count by countFree and countLion alone, and
// reports whether any has it.
//
// Precondition of lion-leaps, for a type and colour: counted by genPiece
// (countGen) with a Lion shape (pc.lion: count-lion, never promoting), no
// special leg, hop or bent rider, no zone rules, and not royal (whose
// moves genMoves tests).
func (t *tables) markLionLeaps() bool {
	if shortcutsOff&scLionLeaps != 0 {
		return false
	}
	any := false
	for i := range t.types {
		ty := &t.types[i]
		for c := range ty.col {
			pc := &ty.col[c]
			if pc.count == countGen && pc.lion != nil && len(pc.special)+len(pc.hops)+len(pc.bents) == 0 &&
				ty.zones == nil && !ty.royal {
				pc.count = countLionLeaps
				any = true
			}
		}
	}
	return any
}

// countLionLeaps counts the unpinned piece on from (moves pc, count kind
// countLionLeaps) as genMoves would: its Lion moves by countLion, then
// its plain leaps and slides by countFree; where countLion cannot, by
// genPiece.
func (p *Position) countLionLeaps(from int, pc *ptcol) {
	if n, ok := p.countLion(from, pc.lion); ok {
		p.nCounted += n + p.countFree(from, pc)
		return
	}
	p.genPiece(from, pc.typ)
}
