package vm

// Marked evasions where some attackers have reverse patterns (Xiangqi's
// horse and cannon, Janggi's pieces: rev-evasions, buildPlan). A move of
// an unpinned non-royal piece onto a square that is not hot opens no
// attack (revpins.go), so in check by one piece it is legal if and only if
// it ends that piece's check: it takes the checker or stands on a square
// its attack passes. For a lame leap these are the squares that must be
// empty; for a rider the squares between it and the royal; for a hopper
// (which hops exactly one screen) the empty squares between it and the
// royal, on either side of its screen: a second screen, or a new one in
// front of the old, ends the hop. Taking the screen does not (the taker
// becomes the screen; where the screen's type matters, Janggi, hopPins
// made it hot), and moving the screen away is a move of a pinned piece.

// markRevEvasions is markEvasions where the plan takes rev-evasions: the
// simple attackers' rays, then the checks by reverse patterns. With one
// checker in all the node keeps p.evade and its marks; with several (a
// single move may end two checks at once: a block on a cannon's line that
// also blocks a chariot) or none found, it clears p.evade, and each move
// is tried on the board.
func (p *Position) markRevEvasions(ksq, them int) {
	p.markEvasions(ksq, them)
	n := p.checkers + p.markRevCheckers(ksq, them)
	p.checkers = n
	p.evade = n == 1
}

// markRevCheckers marks in p.block the squares where a move ends the check
// of each attack on ksq by a reverse pattern of colour them, and returns
// how many there are (a piece attacking by two patterns counts twice). A
// leap that must jump over pieces is counted as two: leaving, not
// arriving, ends it.
func (p *Position) markRevCheckers(ksq, them int) int {
	rt := p.t.rev[them]
	b := p.board
	tb := colourBit(them)
	stamp := p.pinStamp
	n := 0
	leaps, lines := p.reachParts(ksq, them) // revreach.go
	for i := range rt.leaps {
		if !leaps {
			break
		}
		r := &rt.leaps[i]
		a := ksq - int(r.off)
		if uint(a) >= uint(len(b)) || b[a]&colMask != tb || !p.revLeapAttacks(r, a, ksq) {
			continue
		}
		if len(r.full) > 0 {
			return 2
		}
		n++
		p.block[a] = stamp
		for _, o := range r.empty {
			p.block[a+int(o)] = stamp
		}
	}
	if !lines {
		return n
	}
	for i := range rt.rides {
		r := &rt.rides[i]
		off := int(r.off)
		s, k := firstBack(b, ksq, off, r.max)
		if !isType(b[s], tb, r.typ) || k > r.max || !r.ok(s, ksq, b[ksq]) {
			continue
		}
		n++
		p.markLine(ksq, s, off, -1)
	}
	for i := range rt.hops {
		r := &rt.hops[i]
		off := int(r.off)
		h, k1 := firstBack(b, ksq, off, r.max1)
		if v := b[h]; v == 0 || v == guard || r.noHop>>(v&typeMask)&1 != 0 {
			continue
		}
		s, k0 := firstBack(b, h, off, r.max0)
		if !isType(b[s], tb, r.typ) || k1 > r.max1 || k0 > r.max0 || !r.ok(s, ksq, b[ksq]) {
			continue
		}
		n++
		p.markLine(ksq, s, off, h)
	}
	return n
}

// markLine marks in p.block the squares from ksq-off back to s, the
// checker's, all but skip.
func (p *Position) markLine(ksq, s, off, skip int) {
	for q := ksq - off; ; q -= off {
		if q != skip {
			p.block[q] = p.pinStamp
		}
		if q == s {
			return
		}
	}
}
