package vm

// Pins for the exotic attackers: the fast legality path (legal.go) for
// variants whose every attacker is a simple leap or ride or has a reverse
// attack pattern (attackrev.go). setupLegality marks, once per node, the
// squares a move of the side to move may not leave (p.pin) or reach
// (p.hot) without being tried on the board; any other move of a
// non-royal piece out of check is legal. The marks may be too many, never
// too few: range limits (but a hopper's range after its screen) and zone
// conditions of the patterns are ignored.
//
//   - Rides of exotic types pin as simple rides do.
//   - A lame leap (the Xiangqi horse) is unblocked when a piece leaves a
//     square it must pass; a jumping leap is completed when one arrives
//     on a square it must jump over.
//   - A hopper along a line from the royal square, whose pieces are P1,
//     P2, P3 from the royal piece outward, checks when the second piece
//     is a hopper and the first within its range after the screen (max1)
//     of the royal. Leaving P1 may make P2 or P3 the second piece (P3
//     only if P2 is within max1), leaving P2 may make P3 the second (only
//     if P1 is within max1); arriving before P1 (within max1) makes P1
//     the second. When the hopper may
//     not hop over some types, capturing P1 changes what the screen is.
//   - A bent rider (hook mover, Capricorn, Griffon) is only blocked by
//     arrivals; leaving the first piece on its second leg's line when a
//     rider stands behind one of the turn squares that opens, or a piece
//     between a turn square and a rider on the first leg's line, opens
//     a path.
//   - The flying general: a piece between the two royal pieces is pinned.

// fastRev reports whether every exotic type of the tables has reverse
// patterns: the fast legality path then applies (with revPins).
func (t *tables) fastRev() bool {
	return t.exotic != 0 && t.revScan == 0 && t.rev[0] != nil && t.rev[1] != nil
}

// revPins marks the pins and hot squares of the attackers of colour them
// that have reverse patterns, and of the flying-general rule, around the
// royal square ksq.
func (p *Position) revPins(ksq, them int) {
	rt := p.t.rev[them]
	if rt != nil {
		leaps, lines := p.reachParts(ksq, them) // revreach.go
		// each walk only where rt has its patterns (a call saved per
		// node: Griffon's rt has bent riders alone)
		if lines && len(rt.rides) > 0 {
			p.ridePins(ksq, them, rt)
		}
		if lines && len(rt.hops) > 0 {
			p.hopPins(ksq, them, rt)
		}
		if lines && len(rt.bents) > 0 {
			p.bentPins(ksq, them, rt)
		}
		if leaps && len(rt.lame) > 0 {
			p.leapPins(ksq, them, rt)
		}
	}
	if p.t.rules.FlyingGeneral {
		p.generalPins(ksq, them)
	}
}

// isType reports whether square value v is a piece of colour bit cb and
// type typ.
func isType(v, cb, typ uint8) bool { return v&colMask == cb && v&typeMask == typ }

// pinBehind marks the piece on the first occupied square back from sq
// along off (within max) if it is a friend with an enemy of type typ
// behind it (within max of sq).
func (p *Position) pinBehind(sq, off int, max int32, ub, tb, typ uint8) {
	b := p.board
	s, k := firstBack(b, sq, off, max)
	if b[s]&colMask != ub || k >= max {
		return
	}
	s2, _ := firstBack(b, s, off, max-k)
	if isType(b[s2], tb, typ) {
		p.markPin(s)
	}
}

func (p *Position) ridePins(ksq, them int, rt *revTable) {
	ub, tb := colourBit(them^1), colourBit(them)
	for i := range rt.rides {
		r := &rt.rides[i]
		p.pinBehind(ksq, int(r.off), r.max, ub, tb, r.typ)
	}
}

func (p *Position) leapPins(ksq, them int, rt *revTable) {
	t := p.t
	b := p.board
	tb := colourBit(them)
	for _, i := range rt.lame {
		r := &rt.leaps[i]
		a := ksq - int(r.off)
		if a < 0 || a >= len(b) || r.chain && (int32(t.sqFile[a])+r.dx != int32(t.sqFile[ksq]) || int32(t.sqRank[a])+r.dy != int32(t.sqRank[ksq])) {
			continue
		}
		if !isType(b[a], tb, r.typ) {
			continue
		}
		for _, o := range r.empty {
			p.markPin(a + int(o))
		}
		for _, o := range r.full {
			p.hot[a+int(o)] = p.pinStamp
			p.hotAny = true
		}
	}
}

func (p *Position) hopPins(ksq, them int, rt *revTable) {
	b := p.board
	tb := colourBit(them)
	for i := range rt.hops {
		r := &rt.hops[i]
		off := int(r.off)
		s1, k1 := firstBack(b, ksq, off, noLimit)
		if b[s1] == guard {
			continue
		}
		s2, k2 := firstBack(b, s1, off, noLimit)
		s3 := s2
		if b[s2] != guard {
			s3, _ = firstBack(b, s2, off, noLimit)
		}
		h1, h2, h3 := isType(b[s1], tb, r.typ), isType(b[s2], tb, r.typ), isType(b[s3], tb, r.typ)
		if h2 && p.t.plan.uses&scHopCheck != 0 && k1 <= r.max1 && k2 <= r.max0 && r.noHop>>(b[s1]&typeMask)&1 == 0 && r.ok(s2, ksq, b[ksq]) {
			p.inCheck = true // revAttacked's hop test (scHopCheck)
		}
		// leaving P1 makes P2 a screen, which checks only within max1
		// of the royal; leaving P2 makes P1 the screen of P3
		if h2 || h3 && k1+k2 <= r.max1 {
			p.markPin(s1)
		}
		if h3 && k1 <= r.max1 {
			p.markPin(s2)
		}
		if h2 && r.noHop != 0 {
			// a capture on the screen changes its type: it may become
			// one the hopper can hop over (Janggi's cannon)
			p.hot[s1] = p.pinStamp
			p.hotAny = true
		}
		if h1 {
			s := ksq - off
			for k := int32(1); k < k1 && k <= r.max1; k++ {
				p.hot[s] = p.pinStamp
				p.hotAny = true
				s -= off
			}
		}
	}
}

func (p *Position) bentPins(ksq, them int, rt *revTable) {
	b := p.board
	ub, tb := colourBit(them^1), colourBit(them)
	if bl := &p.bents; bl.ok && bl.col == them {
		p.bentListPins(ksq, rt, ub) // bentcache.go
		return
	}
	for i := range rt.bents {
		r := &rt.bents[i]
		off0, off1 := int(r.off0), int(r.off1)
		turn := ksq - off1
		k1 := int32(1)
		for ; k1 <= r.max1 && b[turn] == 0; k1++ {
			p.pinBehind(turn, off0, r.max0, ub, tb, r.typ)
			turn -= off1
		}
		if k1 <= r.max1 && b[turn]&colMask == ub && p.opensBent(turn, k1, r, tb) {
			p.markPin(turn)
		}
	}
}

// opensBent reports whether a bent rider of r's type (colour bit tb)
// attacks the royal once the friend on s, the first piece on r's second
// leg's line k1 squares back from the royal, leaves: s and the empty
// squares behind it become turn squares. An enemy on s stays an obstacle
// (a capture there puts the capturer on it) and arrivals only block.
func (p *Position) opensBent(s int, k1 int32, r *revBent, tb uint8) bool {
	b := p.board
	off0, off1 := int(r.off0), int(r.off1)
	v := b[s]
	b[s] = 0
	found := false
	for turn := s; k1 <= r.max1 && b[turn] == 0; k1++ {
		a, _ := firstBack(b, turn, off0, r.max0)
		if isType(b[a], tb, r.typ) {
			found = true
			break
		}
		turn -= off1
	}
	b[s] = v
	return found
}

// generalPins marks a friend standing alone between the two royal pieces
// (flyinggeneral.go).
func (p *Position) generalPins(ksq, them int) {
	b := p.board
	ub, tb := colourBit(them^1), colourBit(them)
	for _, off := range [4]int{1, -1, p.t.stride, -p.t.stride} {
		s, _ := firstBack(b, ksq, off, noLimit)
		if b[s]&colMask != ub {
			continue
		}
		s2, _ := firstBack(b, s, off, noLimit)
		if v := b[s2]; v&colMask == tb && p.t.types[v&typeMask].royal {
			p.markPin(s)
		}
	}
}
