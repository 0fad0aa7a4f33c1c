package vm

// setupLegality decides how this node tests legality and, in the fast
// mode, finds checks and pinned pieces.
func (p *Position) setupLegality() {
	t := p.t
	us := p.stm & 1 // 0 or 1: royalSq's index unchecked
	rs := p.royalSq[us]
	if rs < 0 && t.royalPromo {
		rs = p.soleRoyal(us)
	}
	p.inCheck = false
	p.hotAny = false
	p.evade = false
	p.bents.ok = false
	switch {
	case t.plan.legal == legalNone || rs == -1:
		p.lmode = lmAll
		return
	case rs >= 0 && t.plan.legal == legalFast && !p.bikjangNow:
		p.lmode = lmFast
	case t.plan.legal == legalBlast:
		p.lmode = lmAll // blastFilter tests each move (blast.go)
		return
	default:
		p.lmode = lmSlow
		return
	}
	ksq := int(rs)
	p.ksq = ksq
	them := us ^ 1
	p.pinStamp++
	p.anyPin = false
	if t.plan.raysOnly {
		p.inCheck = p.checksAndPins(ksq, them)
		return
	}
	exotic := t.plan.pins == pinsExotic
	if exotic {
		p.findBents(them) // bentcache.go
		// bent-check: the listed bent riders' checks found by bentListPins
		p.bents.checks = p.bents.ok && t.plan.uses&scBentCheck != 0
	}
	p.inCheck = p.checksAndPins(ksq, them)
	if t.plan.uses&scReach != 0 {
		p.findReach(them) // revreach.go
	}
	// with bentsOnly and the list made, bentListPins (in revPins below)
	// finds every exotic check: attackedExotic would return false
	if !p.inCheck && exotic && t.plan.uses&scHopCheck == 0 && !(t.bentsOnly && p.bents.checks) {
		p.inCheck = p.attackedExotic(ksq, them)
	}
	if bl := &p.bents; t.bentsOnly && bl.ok && bl.col == them && !t.rules.FlyingGeneral {
		p.bentsOnlyPins(ksq, them) // bentcache.go: revPins's part that applies
		p.bents.checks = false
	} else if t.plan.pins != pinsRays {
		p.revPins(ksq, them) // revpins.go
		p.bents.checks = false
	}
	if p.inCheck && t.plan.uses&scEvasions != 0 {
		p.markEvasions(ksq, them)
	} else if p.inCheck && t.plan.uses&scRevEvasions != 0 {
		p.markRevEvasions(ksq, them) // evasionsrev.go
	}
}

// "Needs no legality test", the one rule behind every shortcut that
// skips the test, in three forms for what the caller already knows:
// quietNode for the node, needsNoTest for a piece, unpinned for a
// non-royal piece of a quiet node; pinned is the pin mark they read.

// quietNode reports whether the node tests no plain move of an unpinned
// non-royal piece: no royal piece, or the fast mode out of check with no
// hot square (a square a move onto may open a hop check: revpins.go).
func (p *Position) quietNode() bool {
	return p.lmode == lmAll || p.lmode == lmFast && !p.inCheck && !p.hotAny
}

// needsNoTest reports whether a plain move of the piece on from (royal:
// it is, or becomes, a royal piece) is legal without a test: no royal
// piece, or a quiet node (quietNode) and a non-royal piece unpinned.
func (p *Position) needsNoTest(from int, royal bool) bool {
	return p.lmode == lmAll || p.lmode == lmFast && !p.inCheck && !p.hotAny && !royal && !p.pinned(from)
}

// unpinned is needsNoTest for a non-royal piece of a quiet node
// (countPieces, countEvasions' own test aside): anyPin says whether any
// piece is pinned at all.
func (p *Position) unpinned(from int) bool {
	return !p.anyPin || p.lmode == lmAll || !p.pinned(from)
}

// pinned reports whether the fast mode marked the piece on sq pinned to
// its royal piece in this node.
func (p *Position) pinned(sq int) bool {
	return p.pin[sq] == p.pinStamp
}

// markPin marks the piece on sq pinned (pinned), and the node as one
// with a pin (anyPin): every pin mark goes through it, so that a node
// without one skips the pin tests (unpinned, countSwar).
func (p *Position) markPin(sq int) {
	p.pin[sq] = p.pinStamp
	p.anyPin = true
}

// checksAndPins walks each attack ray of colour them backward from the
// royal square ksq once: it reports whether a simple attacker gives check
// (attacked without its exotic part) and marks in p.pin the pieces of the
// side to move that stand alone between ksq and a rider of that ray.
func (p *Position) checksAndPins(ksq, them int) bool {
	t := p.t
	if n := len(p.undo); t.rideMemo && n > 0 {
		return p.memoChecks(ksq, them, &p.undo[n-1]) // ridememo.go
	}
	b := p.board
	ub, tb := colourBit(them^1), colourBit(them)
	at := &t.attAt[them][ksq] // attacksat.go
	rays, leaps := at.rays, at.leaps
	check := p.leapChecks(ksq, them, at)
	for i := leaps; i < len(rays); i++ {
		r := &rays[i]
		off := int(r.off)
		s := ksq - off
		v := b[s]
		if v != 0 {
			if v&colMask != ub {
				if v&colMask == tb && r.mask1>>(v&typeMask)&1 != 0 {
					check = true
				}
				continue
			}
		} else {
			var k int32
			s, v, k = slideBack(b, s, off)
			if v&colMask == tb {
				if r.maskN>>(v&typeMask)&1 != 0 && (r.maxK == 0 || k <= r.maxK) {
					check = true
				}
				continue
			}
			if v&colMask != ub {
				continue
			}
		}
		p.pinBehind1(s, off, ksq, r, tb)
	}
	return check
}

// leapChecks reports whether an attack leap of colour them (at: its rays
// on ksq) gives check to the royal on ksq.
func (p *Position) leapChecks(ksq, them int, at *sqRays) bool {
	if at.box != nil && !p.leapsNear(ksq, them, at.box) { // leapchecks.go
		return false
	}
	b := p.board
	tb := colourBit(them)
	for i := range at.rays[:at.leaps] {
		r := &at.rays[i]
		if v := b[ksq-int(r.off)]; v&colMask == tb && r.mask1>>(v&typeMask)&1 != 0 {
			return true
		}
	}
	return false
}

// pinBehind1 marks the piece on cand pinned if a rider of ray r (colour
// bit tb) stands next behind it, within r's range of ksq.
func (p *Position) pinBehind1(cand, off, ksq int, r *attRay, tb uint8) {
	b := p.board
	s := cand - off
	for b[s] == 0 {
		s -= off
	}
	v := b[s]
	if v&colMask != tb || r.maskN>>(v&typeMask)&1 == 0 {
		return
	}
	if r.maxK != 0 && int32((ksq-s)/off) > r.maxK {
		return
	}
	p.markPin(cand)
}

// markEvasions finds the pieces of colour them that give check to the
// royal on ksq and, when there is one, marks in p.block the squares
// where a move of another piece ends the check: the checker's and those
// between. Only for simple attackers (scEvasions), each found on
// an attack ray: an unpinned piece's plain move is then legal if and
// only if it ends on a marked square (it cannot open a line, and it
// blocks or takes no second checker).
func (p *Position) markEvasions(ksq, them int) {
	t := p.t
	b := p.board
	tb := colourBit(them)
	n, first := 0, -1
	for i := range t.att[them] {
		r := &t.att[them][i]
		off := int(r.off)
		s := ksq - off
		v := b[s]
		if v == 0 {
			if r.maskN == 0 {
				continue
			}
			var k int32
			s, v, k = slideBack(b, s, off)
			if v&colMask != tb || r.maskN>>(v&typeMask)&1 == 0 || r.maxK != 0 && k > r.maxK {
				continue
			}
		} else if v&colMask != tb || r.mask1>>(v&typeMask)&1 == 0 {
			continue
		}
		if s == first {
			continue // the same checker seen by another ray
		}
		n++
		first = s
		for q := ksq - off; ; q -= off {
			p.block[q] = p.pinStamp
			if q == s {
				break
			}
		}
	}
	p.evade, p.checkers = true, n
}

// attacked reports whether a piece of colour by could capture on sq.
func (p *Position) attacked(sq int, by int) bool {
	return p.attackedBy(sq, by, true)
}

// attackedBy is attacked; without exotic, by the attack rays alone (the
// simple attackers: royal-memo), where the plan reads them.
func (p *Position) attackedBy(sq int, by int, exotic bool) bool {
	t := p.t
	if t.plan.attack == attackAll {
		return p.attackedExotic(sq, by)
	}
	b := p.board
	tb := colourBit(by)
	at := &t.attAt[by][sq] // attacksat.go
	rays, leaps := at.rays, at.leaps
	for i := range rays[:leaps] {
		r := &rays[i]
		if v := b[sq-int(r.off)]; v&colMask == tb && r.mask1>>(v&typeMask)&1 != 0 {
			return true
		}
	}
	for i := leaps; i < len(rays); i++ {
		r := &rays[i]
		off := int(r.off)
		s := sq - off
		v := b[s]
		if v != 0 {
			if v&colMask == tb && r.mask1>>(v&typeMask)&1 != 0 {
				return true
			}
			continue
		}
		var k int32
		_, v, k = slideBack(b, s, off)
		if v&colMask == tb && r.maskN>>(v&typeMask)&1 != 0 && (r.maxK == 0 || k <= r.maxK) {
			return true
		}
	}
	// the plan's attackRev or attackGen (attackAll returned above) is
	// an exotic type: read here as the mask, 3 % fewer instructions in
	// attacked (Minishogi) than t.plan.attack != attackRays
	return exotic && t.exotic != 0 && p.exoticAttacked(sq, by)
}

// exoticAttacked is attacked's test of the exotic attackers, where the
// plan reads the attack rays for the others.
func (p *Position) exoticAttacked(sq int, by int) bool {
	if bl := &p.bents; p.t.bentsOnly && bl.ok && bl.col == by {
		return p.bentsOnlyAttacked(sq, by) // bentcache.go
	}
	return p.attackedExotic(sq, by)
}

// attackedExotic runs the moves of every piece of colour by whose type has
// multi-leg or exotic captures, looking for one that captures on sq.
func (p *Position) attackedExotic(sq int, by int) bool {
	t := p.t
	scan := t.exotic
	if t.plan.attack == attackAll {
		scan = ^uint64(0)
	} else if t.rev[by] != nil {
		if p.revAttacked(sq, by) { // attackrev.go
			return true
		}
		if scan = t.revScan; scan == 0 {
			return false
		}
	}
	tb := colourBit(by)
	for _, s := range t.squares {
		v := p.board[s]
		if v&colMask != tb || scan>>(v&typeMask)&1 == 0 {
			continue
		}
		if p.pieceAttacks(int(s), int(v&typeMask), by, sq) {
			return true
		}
	}
	return false
}

// pieceAttacks reports whether the piece of type typ and colour col on
// from could capture on target (ignoring e.p. and castling).
func (p *Position) pieceAttacks(from, typ, col, target int) bool {
	ty := &p.t.types[typ]
	if ty.zones != nil {
		return p.zonedAttacks(from, typ, col, target, ty) // confine.go
	}
	return p.colAttacks(from, typ, col, target, &ty.col[col])
}

// colAttacks is pieceAttacks for the moves pc.
func (p *Position) colAttacks(from, typ, col, target int, pc *ptcol) bool {
	b := p.board
	for _, l := range pc.plain {
		if l.capt && from+int(l.off) == target {
			return true
		}
	}
	for _, l := range pc.slides {
		if !l.capt {
			continue
		}
		for to := range ride(b, from, int(l.off), l.max) {
			if to == target {
				return true
			}
		}
	}
	for i := range pc.special {
		l := &pc.special[i]
		if from+int(l.off) != target || !(l.capt || l.royalOnly) || (l.initial && !p.virgin[from]) {
			continue
		}
		blocked := false
		for _, io := range l.inter {
			occ := b[from+int(io)] != 0
			if (l.lame && occ) || (l.jump && !occ) {
				blocked = true
			}
		}
		if !blocked {
			return true
		}
	}
	for i := range pc.hops {
		if pc.hops[i].capt && p.hopReaches(from, typ, &pc.hops[i], target) {
			return true
		}
	}
	if len(pc.general) == 0 {
		return false
	}
	gs := &p.gsAtt
	*gs = genState{col: col, us: colourBit(col), them: colourBit(col ^ 1), from: from, typ: typ, unload: -1, attack: true, target: target}
	for i := range pc.general {
		gm := &pc.general[i]
		if gm.initial && !p.virgin[from] || !gm.mayEnter(b, from) {
			continue
		}
		gs.nv = 0
		p.nextLeg(gs, gm, 0, from, 0)
		if gs.found {
			return true
		}
	}
	return false
}

// legalSimple tests a move whose only effect is from -> to (capturing on
// to).
func (p *Position) legalSimple(m *Move, ty *ptype) bool {
	if p.t.rules.Makpong && ty.royal && p.makpongIllegal(m) {
		return false
	}
	switch p.lmode {
	case lmAll:
		return true
	case lmFast:
		from, to := int(m.From), int(m.To)
		if ty.royal {
			b := p.board
			pc, old := b[from], b[to]
			b[from] = 0
			b[to] = pc
			ok := !p.attacked(to, p.stm^1) && !(p.t.rules.FlyingGeneral && p.facesEnemyRoyal(to, p.stm))
			b[to] = old
			b[from] = pc
			return ok
		}
		if !p.inCheck && !p.pinned(from) && p.hot[to] != p.pinStamp {
			return true
		}
		if p.evade && !p.pinned(from) && p.hot[to] != p.pinStamp {
			return p.checkers == 1 && p.block[to] == p.pinStamp
		}
	}
	return p.legalAfter(m)
}

// legalAfter plays m on the board only and tests the mover's royal pieces,
// unless the test waits for the promotion choice (dupleDeferred).
func (p *Position) legalAfter(m *Move) bool {
	if (p.t.rules.DupleCheck || p.t.rules.RoyalExtinction) && p.dupleDeferred(m) {
		return true // push tests each promotion choice
	}
	return p.legalBoard(m)
}

// legalBoard is legalAfter without the deferral.
func (p *Position) legalBoard(m *Move) bool {
	if p.t.rules.Makpong && p.makpongIllegal(m) {
		return false
	}
	var sq [7]int16
	var pc [7]uint8
	n := p.touchedPieces(m, &sq, &pc)
	b := p.board
	us := p.stm
	saved := p.royalSq
	before := 0
	if p.t.rules.DupleCheck {
		before = p.royalCount(us)
	}
	switch {
	case p.t.royalPromo && m.Promo != 0:
		p.royalSq[us] = -2 // it may promote to (or from) a royal type: test every royal
	case p.royalSq[us] == m.From:
		p.royalSq[us] = m.To
	case m.Promo != 0 && p.t.types[m.Promo-1].royal:
		p.royalSq[us] = -2 // a royal dropped (royal-drops) or promoted to: test every royal
	}
	p.applyBoard(m)
	if m.Kind&KindUnload != 0 {
		p.royalUnloaded(int(m.Unload))
	}
	var ok bool
	switch rs := p.royalSq[us]; {
	case p.t.plan.uses&scLoneExtinction != 0 && rs >= 0:
		ok = !p.attacked(int(rs), us^1) // a lone royal piece must be safe
	case p.t.rules.RoyalExtinction:
		ok = p.extinctionSafe(us) // extinction.go
	case p.t.rules.DupleCheck && (before >= 2 || before == 1 && m.Promo != 0 && p.t.types[m.Promo-1].royal):
		// duple check: several royals (counting one just promoted to)
		// may not all be capturable; one alone must be safe
		ok = p.someRoyalSafe(us)
	default:
		ok = p.royalsSafe(us)
	}
	if ok && (p.t.rules.FlyingGeneral || p.bikjangNow) && p.generalsFace(us) {
		ok = false // flyinggeneral.go, bikjang.go
	}
	for i := n - 1; i >= 0; i-- {
		b[sq[i]] = pc[i]
	}
	p.royalSq = saved
	return ok
}

// royalsSafe reports whether no royal piece of colour c can be captured.
func (p *Position) royalsSafe(c int) bool {
	if p.t.blast.on {
		return p.blastRoyalSafe(c) // blast.go
	}
	rs := p.royalSq[c]
	if rs >= 0 {
		return !p.attacked(int(rs), c^1)
	}
	if rs == -1 {
		return true
	}
	t := p.t
	cb := colourBit(c)
	for _, s := range t.squares {
		v := p.board[s]
		if v&colMask == cb && t.types[v&typeMask].royal && p.attacked(int(s), c^1) {
			return false
		}
	}
	return true
}

// dupleDeferred reports whether the legality of m, a move without a
// promotion choice yet, depends on the choice: under duple check the mover
// must promote and may become royal; under royal extinction it may become
// royal, promotion optional or not. push then tests each choice (and
// promoFirst the move without promotion).
func (p *Position) dupleDeferred(m *Move) bool {
	if m.Promo != 0 || m.Kind&KindCastle != 0 {
		return false
	}
	ty := &p.t.types[p.board[m.From]&typeMask]
	if !p.mayPromote(m, ty) || ty.pr.optional && !p.t.rules.RoyalExtinction {
		return false
	}
	for _, k := range ty.choices(p.stm) {
		if p.t.types[k].royal {
			return true
		}
	}
	return false
}

// soleRoyal is setupLegality's look at the board where a promotion may
// have changed the number of colour c's royal pieces (tables.royalPromo,
// Position.royalSq unknown): with exactly one it becomes royalSq[c] and
// the node takes the fast path; else -2 keeps the slow one (even with
// none, where a promotion to a royal type must still be tested).
func (p *Position) soleRoyal(c int) int16 {
	t := p.t
	cb := colourBit(c)
	at := int16(-2)
	for _, s := range t.squares {
		if v := p.board[s]; v&colMask == cb && t.types[v&typeMask].royal {
			if at >= 0 {
				return -2
			}
			at = s
		}
	}
	if at >= 0 {
		p.royalSq[c] = at
	}
	return at
}

// royalCount returns the number of royal pieces of colour c.
func (p *Position) royalCount(c int) int {
	t := p.t
	cb := colourBit(c)
	n := 0
	for _, s := range t.squares {
		if v := p.board[s]; v&colMask == cb && t.types[v&typeMask].royal {
			n++
		}
	}
	return n
}

// someRoyalSafe reports whether some royal piece of colour c cannot be
// captured (duple check: Program.DupleCheck).
func (p *Position) someRoyalSafe(c int) bool {
	t := p.t
	cb := colourBit(c)
	for _, s := range t.squares {
		if v := p.board[s]; v&colMask == cb && t.types[v&typeMask].royal && !p.attacked(int(s), c^1) {
			return true
		}
	}
	return false
}
