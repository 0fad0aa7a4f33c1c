package vm

// Make and Unmake: a move played on the board and taken back, with the
// hash, virginity, e.p. and royal squares kept up to date.

// touched lists the squares a move changes, into sq; it returns their number.
func touched(m *Move, sq *[7]int16) int {
	sq[0], sq[1] = m.From, m.To
	n := 2
	if m.Kind&KindCastle != 0 {
		sq[2], sq[3] = m.V[0], m.V[1]
		n = 4
	}
	for i := 0; i < int(m.NV); i++ {
		sq[n] = m.V[i]
		n++
	}
	if m.Kind&KindUnload != 0 {
		sq[n] = m.Unload
		n++
	}
	if m.Kind&KindWall != 0 {
		sq[n] = m.Wall
		n++
	}
	return n
}

// touchedPieces lists the squares m changes (touched) and what stands on
// them before it, into sq and pc; it returns their number.
func (p *Position) touchedPieces(m *Move, sq *[7]int16, pc *[7]uint8) int {
	n := touched(m, sq)
	for i := 0; i < n; i++ {
		pc[i] = p.board[sq[i]]
	}
	return n
}

// applyBoard changes the board for move m (not virginity, hash or state).
// It reports whether something was captured.
//
// An unload move (XBetza u) puts one victim back on m.Unload: the locust
// victim taken on that very square if there is one (so "cau", a capture
// undone at once, is a hop over an enemy, as the Interactive Diagram
// reads it), else the piece captured on the destination (udW swaps with
// a friend), else the last locust victim.
func (p *Position) applyBoard(m *Move) bool {
	b := p.board
	from, to := int(m.From), int(m.To)
	if m.Kind&KindDrop != 0 {
		b[to] = colourBit(p.stm) | (m.Promo - 1)
		return false
	}
	pc := b[from]
	if m.Kind&KindCastle != 0 {
		partner := b[m.V[0]]
		b[from] = 0
		b[m.V[0]] = 0
		b[to] = pc
		b[m.V[1]] = partner
		if m.Kind&KindWall != 0 {
			b[m.Wall] = guard
		}
		return false
	}
	captured := false
	var last, back uint8
	for i := 0; i < int(m.NV); i++ {
		if v := b[m.V[i]]; v != 0 {
			last = v
			if m.V[i] == m.Unload && m.Kind&KindUnload != 0 {
				back = v
			}
			captured = true
			b[m.V[i]] = 0
		}
	}
	if to != from && b[to] != 0 {
		captured = true
		if back == 0 {
			back = b[to]
		}
	}
	if back == 0 {
		back = last
	}
	b[from] = 0
	if m.Kind&KindUnload != 0 && back != 0 {
		b[m.Unload] = back
	}
	petrified := captured && p.t.petrify>>(pc&typeMask)&1 != 0 // petrify.go
	if m.Promo != 0 {
		pc = pc&colMask | (m.Promo - 1)
	}
	b[to] = pc
	if petrified {
		b[to] = guard
	}
	if m.Kind&KindWall != 0 {
		b[m.Wall] = guard
	}
	return captured
}

// Make plays move m, which must be legal (or at least pseudo-legal) in
// the position; Unmake(m) takes it back. Make records what Unmake needs on
// an internal stack, so moves must be unmade in reverse order.
// It is long because it is the hot path of every search: each rule it
// serves is one guarded line, and splitting it would add calls per move.
func (p *Position) Make(m Move) {
	if p.t.plan.make == makePlain && m.Kind&^KindEPRights == 0 && m.NV == 0 && m.Gate == 0 && m.From != m.To {
		p.makePlain(&m)
		return
	}
	u := p.newUndo()
	u.nodeState = p.nodeState
	p.newID() // ridememo.go
	n := touched(&m, &u.sq)
	u.n = uint8(n)
	b := p.board
	for i := 0; i < n; i++ {
		s := u.sq[i]
		u.pc[i], u.vg[i] = b[s], p.virgin[s]
	}
	mover := b[m.From]
	var csSq int16
	if p.t.csMask != 0 {
		csSq = p.strikeSquare(&m) // counterstrike.go
		if p.t.csTrack {
			p.csSave(u) // lionsquares.go
		}
	}
	if p.t.bentTrack {
		p.bentSave(u, true) // bentkeep.go
	}
	captured := p.applyBoard(&m)
	h := p.hash
	t := p.t
	for i := 0; i < n; i++ {
		s := u.sq[i]
		dupl := false
		for j := 0; j < i; j++ {
			if u.sq[j] == s {
				dupl = true
				break
			}
		}
		if dupl {
			continue
		}
		if old, nw := u.pc[i], b[s]; old != nw {
			h ^= t.pieceKey(old, int(s)) ^ t.pieceKey(nw, int(s))
		}
		if u.vg[i] && !isPass(&m) { // a pass keeps initial moves (stalematepass.go)
			h ^= t.zVirgin[s]
			p.virgin[s] = false
		}
	}
	if t.initRegion != nil {
		h = p.regionVirgin(int(m.To), h) // initial.go
	}
	if m.Kind&KindWall != 0 {
		h = p.wallMade(&m, u, h) // walls.go
	}
	us := p.stm
	// a quiet move of the mover's own piece changes no hand
	if t.hands && (captured || n != 2 || m.Kind&KindDrop != 0 || m.Gate != 0 || mover&colMask != colourBit(us)) {
		h = p.makeHand(&m, u, h) // drops.go
		if m.Kind&KindDrop != 0 {
			mover = colourBit(us) | (m.Promo - 1)
		}
	}
	if p.royalSq[us] == m.From {
		p.royalSq[us] = m.To
	}
	if t.royalPromo && m.Promo != 0 {
		p.royalSq[us] = -2 // the royal count may have changed: setupLegality looks
	}
	if m.Kind&KindUnload != 0 {
		p.royalUnloaded(int(m.Unload))
	}
	p.royalTaken(us ^ 1)
	if captured && t.blast.on && m.Kind&KindCastle == 0 {
		h = p.blastMake(int(m.To), u, h) // blast.go
	}
	if m.Kind&KindCastle != 0 && t.rules.OppositeCastling {
		h = p.oppositeCastled(&m, u, h) // oppcastle.go
	}
	// e.p.
	if p.ep.n > 0 {
		h ^= t.zEP[p.ep.first]
	}
	if m.Kind&KindEPRights != 0 && m.EPN > 0 && m.Promo == 0 {
		// a move that promotes makes none (legdefs doc.go)
		p.ep = epState{first: m.EPFirst, step: m.EPStep, n: m.EPN, victim: m.To}
		h ^= t.zEP[p.ep.first]
	} else {
		p.ep = epState{}
	}
	if t.csMask != 0 {
		h = p.lionMade(csSq, h) // counterstrike.go
		if t.csTrack {
			p.csMoved(u, n) // lionsquares.go
		}
	}
	if t.bentTrack {
		p.bentMoved(u, n) // bentkeep.go
	}
	if p.ck.on != 0 && p.keptTouched(u.sq[:n], u.pc[:n]) { // chunkkeep.go
		if t.chunkTrack {
			p.chunkMoved(u.sq[:n])
		}
		if t.nb.on {
			p.nearMoved(u.sq[:n], u.pc[:n], false) // nearkeep.go
		}
	}
	p.endMove(captured || p.clockResets(&m, mover, us), h) // clock.go
	if t.zoneMake {
		p.zoneMade(&m) // zones.go
	}
}

// newUndo returns a fresh record on top of the undo stack. A record
// popped by Unmake is reused: only the fields some moves leave unset are
// cleared (hd.n, blasted, plain; duck is read only for a wall move, which
// sets it).
func (p *Position) newUndo() *undoRec {
	n := len(p.undo)
	if n == cap(p.undo) {
		p.undo = append(p.undo, undoRec{})
	} else {
		p.undo = p.undo[:n+1]
	}
	u := &p.undo[n]
	u.hd.n, u.blasted, u.plain = 0, false, false
	return u
}

// makePlain is Make for a move from one square to another that may
// capture there, promote and make e.p. rights, and does nothing else (no
// victim elsewhere, castling, e.p. capture, drop, gate or wall), where no
// rule makes Make do more (plan.make, plan.go).
//
// Precondition of its royalTaken (plain-royal): the board changes on from,
// emptied, and to, where the mover of the side to move now stands, so the
// enemy's single royal is taken where its square is to, and only there.
func (p *Position) makePlain(m *Move) {
	t := p.t
	b := p.board
	from, to := int(m.From), int(m.To)
	mover, victim := b[from], b[to]
	u := p.newUndo()
	u.nodeState = p.nodeState
	p.newID() // ridememo.go
	u.n, u.plain = 2, true
	u.sq[0], u.sq[1] = m.From, m.To
	u.pc[0], u.pc[1] = mover, victim
	nw := mover
	if m.Promo != 0 {
		nw = mover&colMask | (m.Promo - 1)
	}
	if t.bentTrack {
		p.bentSave(u, t.bentTouches(mover, victim, nw)) // bentkeep.go
	}
	if t.csTrack {
		p.csSave(u)
		b[from], b[to] = 0, nw
		// csMoved(u, 2) with its first test written out: b[from] is now
		// empty (csSide 0) and b[to] holds nw
		if side := &t.csSide; side[mover]|side[victim]|side[nw] != 0 {
			keptMovedPlain(&p.cs, side, m.From, m.To, mover, victim, nw) // keptsquares.go
		}
	} else {
		b[from], b[to] = 0, nw
	}
	if t.bentTrack && u.bkSaved {
		p.bentMoved(u, 2)
	}
	if (mover|victim)&p.ck.on != 0 { // chunkkeep.go: a side kept
		if t.chunkTrack {
			p.chunkMovedPlain(from, to, nw, victim)
		}
		if t.nb.on {
			p.nearSet(from, mover, 0) // nearkeep.go
			p.nearSet(to, victim, nw)
		}
	}
	h := p.hash
	if t.lazyKeys == nil { // keyless tables' piece keys are all 0 (buildZobrist)
		h ^= t.plainKeys(mover, victim, nw, from, to)
	}
	if !t.noVirgin { // virgin.go: else none virgin, and u.vg false
		vg := p.virgin
		u.vg[0], u.vg[1] = vg[from], vg[to]
		if vg[from] {
			h ^= t.zVirgin[from]
			vg[from] = false
		}
		if vg[to] {
			h ^= t.zVirgin[to]
			vg[to] = false
		}
	}
	us := p.stm
	if p.royalSq[us] == m.From {
		p.royalSq[us] = m.To
	}
	if t.royalPromo && m.Promo != 0 {
		p.royalSq[us] = -2 // as Make
	}
	if p.royalSq[us^1] == m.To { // royalTaken (plain-royal)
		p.royalSq[us^1] = -1
	}
	if p.ep.n > 0 {
		h ^= t.zEP[p.ep.first]
		p.ep = epState{}
	}
	if m.Kind == KindEPRights && m.EPN > 0 && m.Promo == 0 { // as Make
		p.ep = epState{first: m.EPFirst, step: m.EPStep, n: m.EPN, victim: m.To}
		h ^= t.zEP[p.ep.first]
	}
	if t.csMask != 0 && p.lion|int16(victim) != 0 { // else the square stays none
		h = p.plainLion(mover, victim, m.To, h) // counterstrike.go
	}
	p.endMove(victim != 0 || p.plainResets(m, &t.types[mover&typeMask], mover, us), h) // clock.go
}

// plainKeys is pieceKey's part of makePlain's hash change: the keys of
// mover leaving from, of nw (mover, or what it promotes to) arriving on
// to, and of victim (0: none) taken there. Precondition: mover and nw are
// pieces and victim is 0 or a piece (never the guard: no plain move ends
// on a wall), so that pieceKey's tests of the empty square and the wall
// come down to victim's emptiness. pieceKey's index is written out here:
// a call per key put plainKeys over the inliner's budget (chushogi
// perft 4 +0.7 % instructions).
func (t *tables) plainKeys(mover, victim, nw uint8, from, to int) uint64 {
	z, n := t.zPiece, len(t.types)
	h := z[(int(mover>>7)*n+int(mover&typeMask))*t.zStride+from] ^ z[(int(nw>>7)*n+int(nw&typeMask))*t.zStride+to]
	if victim != 0 {
		h ^= z[(int(victim>>7)*n+int(victim&typeMask))*t.zStride+to]
	}
	return h
}

// endMove ends Make and makePlain: the halfmove clock (reset: back to 0),
// the move number, the side to move and the hash h, sealed with the side.
func (p *Position) endMove(reset bool, h uint64) {
	if reset {
		p.half = 0
	} else {
		p.half++
	}
	if p.stm == 1 {
		p.full++
	}
	p.stm ^= 1
	p.reachOn = false // revreach.go
	p.hash = h ^ p.t.zSide
}

// royalTaken forgets colour c's single royal square if a move took the
// piece.
func (p *Position) royalTaken(c int) {
	if rs := p.royalSq[c]; rs >= 0 && p.board[rs]&colMask != colourBit(c) {
		p.royalSq[c] = -1
	}
}

// royalUnloaded follows a side's single royal piece that an unload move
// put on square u (a swap with the king).
func (p *Position) royalUnloaded(u int) {
	b := p.board
	for c := 0; c < 2; c++ {
		rs := p.royalSq[c]
		if rs < 0 || b[rs] == 0 || b[rs]&colMask == colourBit(c) && p.t.types[b[rs]&typeMask].royal {
			continue
		}
		if v := b[u]; v&colMask == colourBit(c) && p.t.types[v&typeMask].royal {
			p.royalSq[c] = int16(u)
		}
	}
}

// Unmake takes back move m, the last move made.
func (p *Position) Unmake(m Move) {
	top := len(p.undo) - 1
	u := &p.undo[top]
	if u.plain {
		p.unmakeTwo(u, 0) // makePlain's: the board after adds no side (the mover's is u.pc[0]'s)
	} else {
		p.unmakeBoard(&m, u)
	}
	p.nodeState = u.nodeState
	if p.t.csTrack {
		p.cs = u.cs
	}
	if p.t.bentTrack && u.bkSaved {
		p.bk = u.bk
	}
	p.stm ^= 1
	p.reachOn = false
	p.undo = p.undo[:top]
	if p.t.zoneMake {
		p.zoneUnmade() // zones.go
	}
}

// unmakeBoard is Unmake's part on the board (and hands, walls, blasts)
// for a record Make's general path wrote.
func (p *Position) unmakeBoard(m *Move, u *undoRec) {
	if m.Kind&KindWall != 0 {
		p.wallUnmade(u) // walls.go
	}
	if u.hd.n > 0 {
		p.unmakeHand(u) // drops.go
	}
	if u.blasted {
		p.blastUnmake() // blast.go
	}
	if u.n == 2 { // drops, gating
		p.unmakeTwo(u, p.board[u.sq[0]]|p.board[u.sq[1]])
		return
	}
	kept := p.ck.on != 0 && p.keptTouched(u.sq[:u.n], u.pc[:u.n]) // chunkkeep.go
	if kept && p.t.nb.on {
		p.nearMoved(u.sq[:u.n], u.pc[:u.n], true) // nearkeep.go
	}
	for i := int(u.n) - 1; i >= 0; i-- {
		s := u.sq[i]
		p.board[s], p.virgin[s] = u.pc[i], u.vg[i]
	}
	if kept && p.t.chunkTrack {
		p.chunkMoved(u.sq[:u.n]) // chunkkeep.go
	}
}

// unmakeTwo is Unmake's part on the board for a record of two squares;
// after is the board's contents on them before the take-back (or'ed),
// which with the old contents says whether a kept side was touched
// (keptTouched2, chunkkeep.go). For makePlain's records (u.plain: no
// wall, hand or blast) after is 0: the board held nothing and a piece of
// u.pc[0]'s side.
func (p *Position) unmakeTwo(u *undoRec, after uint8) {
	s0, s1 := u.sq[0], u.sq[1]
	kept := (u.pc[0]|u.pc[1]|after)&p.ck.on != 0
	if kept && p.t.nb.on {
		p.nearMoved(u.sq[:2], u.pc[:2], true) // nearkeep.go
	}
	b := p.board
	b[s1], b[s0] = u.pc[1], u.pc[0]
	if !p.t.noVirgin { // virgin.go: else none virgin before nor after
		vg := p.virgin
		vg[s1], vg[s0] = u.vg[1], u.vg[0]
	}
	if kept && p.t.chunkTrack {
		p.chunkMoved(u.sq[:2]) // chunkkeep.go
	}
}
