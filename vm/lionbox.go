package vm

// Lion-box: countLion reads the 5×5 box round a Lion-shaped piece (as
// leap-box reads it, leapbox.go) and, where no enemy piece stands on a
// first step that a capture may start, counts only the pass (one move if
// a pass steps to an empty square), without walking its first steps.

// lionBox is a lionShape's first steps as masks of the three ranks of
// the 5×5 box round the piece that they reach (byte dx of rank dy - 1:
// bit 6): those with second steps after a capture, and those a pass
// steps to.
type lionBox struct {
	capt, pass [3]uint64
}

// buildLionBox sets ls.box.
//
// Precondition of lion-box, for a Lion shape: every first step at most
// one file and one rank away; and leap-box's guard band of two, narrower
// than half a rank, so that an offset names one file and rank and the
// box's words lie inside the mailbox.
func (t *tables) buildLionBox(ls *lionShape) {
	if shortcutsOff&scLionBox != 0 || t.gb < 2 || 2*t.gb >= t.stride {
		return
	}
	var bx lionBox
	for _, f := range ls.firsts {
		dx, dy, in := boxAt(f.off, int32(t.stride))
		if !in || dy == 0 || dy == 4 {
			return
		}
		if len(f.seconds) > 0 {
			bx.capt[dy-1] |= 0x40 << (8 * dx)
		}
		if f.pass {
			bx.pass[dy-1] |= 0x40 << (8 * dx)
		}
	}
	ls.box = &bx
	t.plan.uses |= scLionBox
}

// lionBoxed returns countLion's count for the piece on from whose first
// steps are bx, and true, where no enemy piece stands on a first step a
// capture may start; false otherwise.
func (p *Position) lionBoxed(from int, bx *lionBox) (int, bool) {
	b := p.board
	s := p.t.stride
	at := from - s - 2
	// an enemy piece has both colour bits (6, 7) once the mover's is
	// flipped (colourBytes without its branch); an empty square has
	// neither: bit 6 of each byte
	flip := uint64(highBytes) >> uint(p.stm&1^1)
	var capt, pass uint64
	_ = b[at : at+2*s+8] // the three words, each checked no more (word8)
	rank := func(r int) {
		w := word8(b, at+r*s)
		v := w ^ flip
		capt |= v & (v >> 1) & bx.capt[r]
		pass |= ^(w | w>>1) & bx.pass[r]
	}
	rank(0)
	rank(1)
	rank(2)
	if capt != 0 {
		return 0, false
	}
	return min(int(pass), 1), true
}
