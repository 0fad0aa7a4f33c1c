package vm

import (
	"encoding/binary"
	"iter"
	"math/bits"
	"slices"
)

// LegalMoves returns the legal moves of the side to move, in generation
// order (piece by piece over the board, each piece's moves in table order).
func (p *Position) LegalMoves() []Move {
	return p.AppendLegal(make([]Move, 0, 64))
}

// AppendLegal appends the legal moves of the side to move to buf and
// returns the extended slice. It does not allocate if buf has room.
func (p *Position) AppendLegal(buf []Move) []Move {
	counting := p.counting
	p.counting = false // a nested call (dropMates) lists every move
	out := p.appendLegal(buf)
	p.counting = counting
	return out
}

// CountLegal returns the number of legal moves, the moves of perft's last
// ply, and buf emptied (grown if it had to) for the next call. Where
// nothing after generation looks at the list (plan.bulk: no filters), the
// plain moves that need no legality test are counted, not written.
func (p *Position) CountLegal(buf []Move) (int, []Move) {
	buf = buf[:0]
	if !p.t.plan.bulk || p.t.plan.bulkLion && !p.lionsIdle() {
		out := p.AppendLegal(buf)
		return len(out), out[:0]
	}
	p.counting, p.nCounted = true, 0
	if !p.t.plan.countNode {
		out := p.appendLegal(buf)
		p.counting = false
		return p.nCounted + len(out), out[:0]
	}
	// appendLegal's path for a count where count-node holds (plan.go),
	// written out: its call and its tests of the rules the plan rules out
	// were a tenth of a chushogi leaf's instructions
	p.out = buf
	p.setupLegality()
	if p.quietNode() {
		p.countPiecesNear() // near.go
	} else if p.countsEvasions() {
		p.countEvasions() // evasions.go
	} else {
		p.genPieces()
	}
	p.bents.ok = false
	out := p.out
	p.out, p.counting = nil, false
	return p.nCounted + len(out), out[:0]
}

// appendLegal is AppendLegal: the game-end tests, legality set up for
// the node, generation (counting where CountLegal asks), then the plan's
// filters on the finished list (plan.go).
func (p *Position) appendLegal(buf []Move) []Move {
	p.out = buf
	flagReply := false
	if p.t.nodeEnds {
		over, reply := p.nodeOver()
		if over {
			p.out = nil
			return buf // the game has ended
		}
		flagReply = reply
	}
	p.setupLegality()
	if !p.t.dropFirst || !p.onlyDrops() { // mustdrop.go: else drops only
		if p.counting && p.quietNode() {
			p.countPieces()
		} else if p.counting && p.countsEvasions() {
			p.countEvasions() // evasions.go
		} else {
			p.genPieces()
		}
		if p.t.rules.Hand.Drops {
			p.genDrops() // drops.go
		}
		if p.t.zoneEnd {
			p.zoneNodeEnd() // zones.go
		}
	}
	p.bents.ok = false // generation is over (bentcache.go)
	out := p.out
	p.out = nil
	// counting (CountLegal, plan.bulk), the plan has no filters, or only
	// the Lion rules', which remove nothing at this node (lionsIdle, as
	// for the moves counted; listing: lion-idle); no call either where it
	// has none
	if p.counting || len(p.t.plan.filters) == 0 || p.t.plan.idleLion && p.lionsIdle() {
		return out
	}
	return p.runFilters(buf, out, flagReply) // plan.go
}

// hasNodeEnds reports whether one of the rules nodeOver looks at is on.
func (t *tables) hasNodeEnds() bool {
	return t.zoneNode || t.rules.BareKing != "" || t.baring != 0 || t.gameEndOn
}

// nodeOver reports whether a rule ends the game at the node before any
// move is generated (over), and whether the flag rule's reply is due
// (gameOver). appendLegal asks only where t.nodeEnds (hasNodeEnds).
func (p *Position) nodeOver() (over, flagReply bool) {
	if p.t.zoneNode && p.zoneNodeStart() { // zones.go
		return true, false
	}
	if p.t.rules.BareKing != "" && p.bareKingOver() || p.t.baring != 0 && p.baringOver() { // bareking.go, baring.go
		return true, false
	}
	if p.t.gameEndOn { // gameend.go
		return p.gameOver()
	}
	return false, false
}

// genPieces generates the moves of each piece of the side to move, in
// board order, but for those whose only moves steps-blocked finds none;
// it lists the others of those alone (stepsListed).
func (p *Position) genPieces() {
	pcOf := &p.t.pcOf
	for from := range p.ownPieces() {
		v := p.board[from]
		if pc := pcOf[v]; pc.steps.only { // stepsblocked.go
			if p.stepsBlocked(from, pc) {
				continue
			}
			if p.stepsListed(from, pc) {
				p.listSteps(from, pc, pc.ty)
				continue
			}
		}
		p.genPiece(from, int(v&typeMask))
	}
}

// ownPieces yields the square of each piece of the side to move, in
// board order: the scan chunks (eight squares a word) read one at a
// time, so a chunk's pieces are the ones there before any is yielded.
// countPieces walks them itself, to count a swar type's at once.
func (p *Position) ownPieces() iter.Seq[int] {
	return func(yield func(int) bool) {
		us := p.stm & 1
		b := p.board
		for _, c := range p.t.scan {
			m := colourBytes(binary.LittleEndian.Uint64(b[c.start:]), us) & c.mask
			for ; m != 0; m &= m - 1 {
				if !yield(int(c.start) + bits.TrailingZeros64(m)>>3) {
					return
				}
			}
		}
	}
}

// InCheck reports whether a royal piece of the side to move is attacked.
func (p *Position) InCheck() bool {
	us := p.stm
	if p.t.blast.on {
		return !p.blastRoyalSafe(us) // blast.go
	}
	rs := p.royalSq[us]
	if rs >= 0 {
		return p.attacked(int(rs), us^1)
	}
	if rs == -1 {
		return false
	}
	return !p.royalsSafe(us)
}

// genPiece generates the moves of the piece of type typ on from.
func (p *Position) genPiece(from, typ int) {
	t := p.t
	ty := &t.types[typ]
	p.genMoves(from, typ, &ty.col[p.stm])
	if ty.zones != nil {
		p.genZoned(from, typ, ty) // confine.go
	}
	if t.rules.Castling960 && ty.royal && p.virgin[from] {
		p.gen960(from)
	}
}

// passFree reports whether the squares a lame leap l from from passes
// over are empty.
func (p *Position) passFree(from int, l *cleg) bool {
	for _, io := range l.inter {
		if p.board[from+int(io)] != 0 {
			return false
		}
	}
	return true
}

// promoZone returns where a move of ty from from ends in its promotion
// zone: ty's zone, or every square when it may promote wherever it goes
// (promotion.go).
func (p *Position) promoZone(from int, ty *ptype) []bool {
	us := p.stm
	if (ty.pr.leaving || ty.pr.captureIn) && ty.pr.inZone[us][from] {
		return p.t.hr.everywhere
	}
	return ty.zone[us]
}

// mayEnd reports whether a plain leap or slide (move m, capture c) may
// end on a square holding v: empty if it moves, an enemy (them) if it
// captures.
func mayEnd(v, them uint8, m, c bool) bool {
	return v == 0 && m || v&colMask == them && c
}

// genMoves generates the moves pc of the piece of type typ on from.
// It is long because it is the hot loop of move generation: the plain
// moves and slides are written out twice (listed by listSteps when no
// legality test is needed, else through addSimple), and a call per move
// would cost perft time.
func (p *Position) genMoves(from, typ int, pc *ptcol) {
	t := p.t
	ty := &t.types[typ]
	us := p.stm
	b := p.board
	themBit := colourBit(us ^ 1)
	p.pieceStart = len(p.out)
	if ty.dedupe {
		p.stamp++
	}
	gen := ty.gen // plan.go
	if !p.needsNoTest(from, ty.royal) {
		gen = genTested
	}
	free := gen <= genList // the moves need no test, listed or counted
	counted := false
	switch {
	case gen == genCountDeduped && p.counting:
		counted = true
		p.countDeduped(from, pc, p.promoZone(from, ty), ty) // bents.go
	case gen <= genList:
		if p.counting && gen != genList {
			zone := p.promoZone(from, ty)
			p.countPlain(from, pc, zone, ty)
			if len(pc.special) > 0 {
				p.countSpecial(from, themBit, pc, zone, ty)
			}
			goto hops
		}
		if !pc.steps.only && p.stepsBlocked(from, pc) { // stepsblocked.go; genPieces looked at an only's
			break
		}
		p.listSteps(from, pc, ty)
	default: // genCountDeduped listing, genTested
		if !pc.steps.only && p.stepsBlocked(from, pc) {
			break
		}
		for _, l := range pc.plain {
			to := from + int(l.off)
			if b[to]&l.end.mask == l.end.want {
				p.addSimple(from, to, ty)
			}
		}
		for _, l := range pc.slides {
			for to, v := range ride(b, from, int(l.off), l.max) {
				if v&l.end.mask == l.end.want {
					p.addSimple(from, to, ty)
				}
			}
		}
	}
	for i := range pc.special {
		p.genSpecial(from, ty, &pc.special[i], free)
	}
hops:
	for i := range pc.hops {
		p.genHop(from, typ, ty, &pc.hops[i], free) // hops.go
	}
	for i := 0; i < len(pc.bents) && !counted; i++ {
		p.genBent(from, ty, &pc.bents[i]) // bents.go
	}
	if len(pc.general) > 0 && !pc.allCompiled {
		if pc.lion != nil && p.counting && gen == genCountLion {
			if n, ok := p.countLion(from, pc.lion); ok { // lioncount.go
				p.nCounted += n
				return
			}
		}
		p.genGeneral(from, typ, pc)
	}
}

// genGeneral generates the general moves of pc (those interpreted leg by
// leg) of the piece of type typ on from.
func (p *Position) genGeneral(from, typ int, pc *ptcol) {
	b := p.board
	ready := false
	if !pc.filter.ok {
		for i := range pc.general {
			gm := &pc.general[i]
			if gm.initial && !p.virgin[from] || gm.compiled || p.castleGated(gm, from) {
				continue
			}
			p.walkGeneral(gm, from, typ, &ready)
		}
		return
	}
	live := pc.filter.always
	for i := range pc.filter.steps {
		st := &pc.filter.steps[i]
		c := b[from+int(st.off)] >> 6
		live[0] |= st.live[c][0]
		live[1] |= st.live[c][1]
	}
	for w, m := range live {
		for ; m != 0; m &= m - 1 {
			gm := &pc.general[w*64+bits.TrailingZeros64(m)]
			if gm.initial && !p.virgin[from] || p.castleGated(gm, from) {
				continue
			}
			p.walkGeneral(gm, from, typ, &ready)
		}
	}
}

// castleGated reports whether castle-gate skips the castling move gm of
// the royal on from: the piece beside it on the castling line cannot be
// its partner (castle.go).
func (p *Position) castleGated(gm *gmove, from int) bool {
	g := gm.castleNext
	return g != nil && p.board[from+int(gm.legs[0].off)] != 0 && !g[from]
}

// walkGeneral generates the moves of the general move gm of the piece of
// type typ on from: a castleScan move from its partner (castleFrom),
// any other leg by leg, the interpreter's state set up on first use
// (*ready).
func (p *Position) walkGeneral(gm *gmove, from, typ int, ready *bool) {
	if gm.castleScan {
		if partner := p.castleFrom(from, &gm.legs[0]); partner >= 0 {
			p.tryCastle(from, typ, gm, partner)
		}
		return
	}
	gs := &p.gsGen
	if !*ready {
		us := p.stm
		*gs = genState{col: us, us: colourBit(us), them: colourBit(us ^ 1), from: from, typ: typ, unload: -1}
		*ready = true
	}
	gs.nv, gs.unload, gs.epSet = 0, -1, false
	p.nextLeg(gs, gm, 0, from, 0)
}

// castleFrom is nextLeg for a castleScan move's first leg l from from:
// the square of the first piece l reaches if it is a virgin friend (the
// partner tryCastle tests), else -1. A first leg takes one step at least
// (legdefs' Steps), as firstBack looks at one square at least.
func (p *Position) castleFrom(from int, l *cleg) int {
	x, _ := firstBack(p.board, from, -int(l.off), l.rng) // the first piece ahead
	if p.board[x]&colMask != colourBit(p.stm) || !p.virgin[x] {
		return -1 // an enemy, the guard, or none in range (empty)
	}
	return x
}

// dedupeInduced removes repeated moves: a piece may make the same move
// on its own and when a relay leg of another piece induces it, or be
// induced by two pieces.
func dedupeInduced(ms []Move) []Move {
	out := ms[:0]
	for _, m := range ms {
		if !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	return out
}

// addSimple adds a from-to move (capturing what stands on to, if
// anything), after the dedupe, legality and promotion steps.
func (p *Position) addSimple(from, to int, ty *ptype) {
	if ty.dedupe {
		if p.seen[to] == p.stamp {
			return
		}
		p.seen[to] = p.stamp
	}
	if ty.zones != nil && p.outsideConfine(to, ty) {
		return // confine.go drops it: no need to test it
	}
	m := Move{From: int16(from), To: int16(to)}
	if !p.legalSimple(&m, ty) {
		return
	}
	p.push(m, ty)
}

// push appends m, expanded to one move per promotion choice if it ends in
// the mover's promotion zone.
func (p *Position) push(m Move, ty *ptype) {
	if z := ty.zone[p.stm]; z != nil && m.Kind&KindCastle == 0 && (z[m.To] || ty.pr.leaving && ty.pr.inZone[p.stm][m.From] || ty.pr.captureIn && p.capturesFromZone(&m, ty)) && !p.epUnpromoted(&m) {
		if ty.pr.special && !p.promoFirst(m, ty) { // promotion.go
			return
		}
		for _, k := range ty.choices(p.stm) {
			if ty.promoLimit != nil && !p.promoAllowed(int(k), ty) {
				continue
			}
			m.Promo = k + 1
			// the legality test before push saw the unpromoted mover: a
			// royal it becomes (a coregal queen) must not be capturable
			// (under duple check or royal extinction every choice: see
			// dupleDeferred)
			if p.t.royalPromo && (p.t.types[k].royal || p.t.rules.DupleCheck || p.t.rules.RoyalExtinction) && p.lmode != lmAll && !p.legalAfter(&m) {
				continue
			}
			p.out = append(p.out, m)
		}
		return
	}
	if p.counting && ty.gen == genCount {
		p.nCounted++ // CountLegal: nothing looks at this type's list
		return
	}
	p.out = append(p.out, m)
}

// promoAllowed reports whether the side to move may promote to type k
// under the mover's promotion limit (Promotion.Limit): it has fewer than
// the limit of them on the board (an X~ counting as X: promolimit.go).
func (p *Position) promoAllowed(k int, ty *ptype) bool {
	lim := ty.promoLimit[k]
	if lim < 0 {
		return true
	}
	ub, as := colourBit(p.stm), p.t.limitAs[k]
	n := 0
	for _, s := range p.t.squares {
		if v := p.board[s]; v != 0 && v&colMask == ub && p.t.limitAs[v&typeMask] == as {
			if n++; n >= lim {
				return false
			}
		}
	}
	return n < lim
}

// genSpecial generates a single-leg leap with rights beyond m and c.
//
// free says the piece may move anywhere without exposing a royal piece
// (see genPiece): plain results then skip the legality test.
func (p *Position) genSpecial(from int, ty *ptype, l *cleg, free bool) {
	if l.initial && !p.virgin[from] {
		return
	}
	b := p.board
	if l.lame { // first: a chain leap's squares passed keep it on the board
		for _, io := range l.inter {
			if b[from+int(io)] != 0 {
				return
			}
		}
	}
	to := from + int(l.off)
	v := b[to]
	if v == guard {
		return
	}
	if l.jump {
		for _, io := range l.inter {
			if b[from+int(io)] == 0 {
				return
			}
		}
	}
	us := colourBit(p.stm)
	var m Move
	switch {
	case v == 0:
		if l.move {
			m = Move{From: int16(from), To: int16(to)}
			if l.epRights && len(l.inter) > 0 {
				m.Kind = KindEPRights
				m.EPFirst = int16(from + int(l.inter[0]))
				m.EPStep = int16(l.inter[0])
				if len(l.inter) > 1 {
					m.EPStep = int16(l.inter[1] - l.inter[0])
				}
				m.EPN = uint8(len(l.inter))
			}
		} else if l.ep && p.isEP(to) {
			m = Move{From: int16(from), To: int16(to), Kind: KindEP, NV: 1}
			m.V[0] = p.ep.victim
		} else {
			return
		}
	case v&colMask == us:
		if !l.friend || p.t.types[v&typeMask].royal {
			return
		}
		m = Move{From: int16(from), To: int16(to)}
	default:
		if !l.capt && !(l.royalOnly && p.t.types[v&typeMask].royal) {
			return
		}
		m = Move{From: int16(from), To: int16(to)}
	}
	if free && m.Kind&KindEP == 0 {
		p.push(m, ty)
		return
	}
	p.addMove(m, ty)
}

// isEP reports whether sq is one of the current e.p. squares.
func (p *Position) isEP(sq int) bool {
	e := &p.ep
	if e.n == 0 {
		return false
	}
	if int(e.first) == sq {
		return true
	}
	s := int(e.first)
	for k := 1; k < int(e.n); k++ {
		s += int(e.step)
		if s == sq {
			return true
		}
	}
	return false
}

// addMove adds a move of any kind after dedupe, legality and promotion.
func (p *Position) addMove(m Move, ty *ptype) {
	if ty.dedupe && p.inducing == 0 { // induced moves: see dedupeInduced
		if m.Kind&^KindEPRights == 0 && m.NV == 0 {
			if p.seen[m.To] == p.stamp {
				return
			}
			p.seen[m.To] = p.stamp
		} else {
			for i := p.pieceStart; i < len(p.out); i++ {
				o := p.out[i]
				o.Promo = 0
				if o == m {
					return
				}
			}
		}
	}
	if ty.zones != nil && p.outsideConfine(int(m.To), ty) {
		return
	}
	var ok bool
	switch {
	case m.Kind&KindCastle != 0:
		ok = p.legalCastle(&m)
	case m.Kind&^KindEPRights == 0 && m.NV == 0:
		ok = p.legalSimple(&m, ty)
	default:
		ok = p.lmode == lmAll || p.locustFree(&m, ty) || p.legalAfter(&m)
	}
	if ok {
		p.push(m, ty)
	}
}
