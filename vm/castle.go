package vm

// Castling: the O atom's castling legs interpreted in the table (the royal
// piece moves by the next leg's step, the partner lands beside it), and
// Chess960 castling (Program.Castling960), generated apart from the table.

// tryCastle handles a castling leg (mode 8) of the royal of type typ on
// from that reached the friendly piece on x: it must be virgin and stand on the board's edge in the
// leg's direction (one square in for jO). The royal moves by the next
// leg's step; the partner lands on the square the royal passed next to
// its destination.
func (p *Position) tryCastle(from, typ int, gm *gmove, x int) {
	t := p.t
	l := &gm.legs[0]
	if len(gm.legs) < 2 || !p.virgin[x] {
		return
	}
	if t.rules.CastlingPartners != "" {
		p.tryCastleWith(from, typ, gm, x)
		return
	}
	if !t.partnerEdge(x, l) {
		return
	}
	kto := from + int(gm.legs[1].off)
	pto := kto - int(l.off)
	if kto < 0 || kto >= t.size || t.sqFile[kto] < 0 || t.sqFile[pto] < 0 {
		return
	}
	b := p.board
	if (b[kto] != 0 && kto != x && kto != from) || (b[pto] != 0 && pto != x && pto != from) {
		return
	}
	m := Move{From: int16(from), To: int16(kto), Kind: KindCastle}
	m.V[0], m.V[1] = int16(x), int16(pto)
	p.addMove(m, &t.types[typ])
}

// partnerEdge reports whether a castling partner on x stands where the
// castling leg l needs it: on the board's edge in l's direction (one
// square in for jO).
func (t *tables) partnerEdge(x int, l *cleg) bool {
	f, r := int(t.sqFile[x]), int(t.sqRank[x])
	in := 0
	if l.inner {
		in = 1
	}
	switch {
	case t.hole != nil && !l.wrap:
		return t.castleEdge(x, int(l.off), in) // holes.go
	case l.dx > 0 && f != t.files-1-in, l.dx < 0 && f != in:
		return false
	case l.dx == 0 && l.dy > 0 && r != t.ranks-1-in, l.dx == 0 && l.dy < 0 && r != in:
		return false
	}
	return true
}

// castle-gate (buildPlan): a castleScan move whose royal has a piece
// next to it on the castling line can castle only with that piece
// (castleFrom stops there), so where that square is not one partnerEdge
// accepts, genGeneral skips the move (castleGated) before castleFrom and
// tryCastle. In the opening, where a bishop or queen stands beside the
// king, this skips both castling walks of every node.

// buildCastleGates sets gmove.castleNext for the castleScan moves of
// every type when on (no holes, whose edges castleEdge reads from the
// partner, and no CastlingPartners, whose partners stand anywhere) and
// reports on.
func (t *tables) buildCastleGates(on bool) bool {
	if !on {
		return false
	}
	any := false
	for i := range t.types {
		for c := range t.types[i].col {
			for j := range t.types[i].col[c].general {
				gm := &t.types[i].col[c].general[j]
				if !gm.castleScan {
					continue
				}
				any = true
				gm.castleNext = make([]bool, t.size)
				for _, s := range t.squares {
					x := int(s) + int(gm.legs[0].off)
					gm.castleNext[s] = x >= 0 && x < t.size && t.sqFile[x] >= 0 && t.partnerEdge(x, &gm.legs[0])
				}
			}
			t.markCastleGates(&t.types[i].col[c])
		}
	}
	return any
}

// A castleGate is a gated castling move's first step and castleNext.
type castleGate struct {
	off  int32
	next []bool
}

// markCastleGates fills pc.castleGates where every general move of pc
// is an initial castling move with a gate (castleNext): castlesShut then
// tells without genGeneral's walk that it would generate nothing.
func (t *tables) markCastleGates(pc *ptcol) {
	var gs []castleGate
	for j := range pc.general {
		gm := &pc.general[j]
		if !gm.castleScan || !gm.initial || gm.castleNext == nil {
			return
		}
		gs = append(gs, castleGate{off: gm.legs[0].off, next: gm.castleNext})
	}
	pc.castleGates = gs
}

// castlesShut reports whether genGeneral would generate no move of pc
// from from because of pc.castleGates: the royal has moved, or a piece
// that cannot be the partner stands next to it on every castling line
// (castleGated).
func (p *Position) castlesShut(from int, pc *ptcol) bool {
	if pc.castleGates == nil {
		return false
	}
	if !p.virgin[from] {
		return true
	}
	for _, g := range pc.castleGates {
		if p.board[from+int(g.off)] == 0 || g.next[from] {
			return false
		}
	}
	return true
}

// tryCastleWith is tryCastle with CastlingPartners: the virgin partner
// x, of a partner type, may stand anywhere; every square from the
// outermost to the innermost of the royal's and the partner's origins
// and destinations must be empty but those two origins.
func (p *Position) tryCastleWith(from, typ int, gm *gmove, x int) {
	t := p.t
	b := p.board
	if t.partnerMask>>(b[x]&typeMask)&1 == 0 {
		return
	}
	kto := from + int(gm.legs[1].off)
	pto := kto - int(gm.legs[0].off)
	if kto < 0 || kto >= t.size || t.sqFile[kto] < 0 || t.sqFile[pto] < 0 {
		return
	}
	lo, hi := min(from, x, kto, pto), max(from, x, kto, pto)
	step := int(gm.legs[0].off)
	if step < 0 {
		step = -step
	}
	for s := lo; s <= hi; s += step {
		if b[s] != 0 && s != from && s != x {
			return
		}
	}
	m := Move{From: int16(from), To: int16(kto), Kind: KindCastle}
	m.V[0], m.V[1] = int16(x), int16(pto)
	p.addMove(m, &t.types[typ])
}

// gen960 generates Chess960 castling for the virgin royal on from.
func (p *Position) gen960(from int) {
	t := p.t
	b := p.board
	us := colourBit(p.stm)
	kf, kr := int(t.sqFile[from]), int(t.sqRank[from])
	if t.files < 5 {
		return
	}
	for f := 0; f < t.files; f++ {
		if f == kf {
			continue
		}
		s := t.sq(f, kr)
		v := b[s]
		if v&colMask != us || t.partnerMask>>(v&typeMask)&1 == 0 || !p.virgin[s] {
			continue
		}
		kdf, rdf := 2, 3
		if f > kf {
			kdf, rdf = t.files-2, t.files-3
		}
		kto, rto := t.sq(kdf, kr), t.sq(rdf, kr)
		ok := true
		for _, seg := range [2][2]int{{kf, kdf}, {f, rdf}} {
			lo, hi := min(seg[0], seg[1]), max(seg[0], seg[1])
			for g := lo; g <= hi; g++ {
				q := t.sq(g, kr)
				if b[q] != 0 && q != from && q != s {
					ok = false
				}
			}
		}
		if !ok {
			continue
		}
		m := Move{From: int16(from), To: int16(kto), Kind: KindCastle}
		m.V[0], m.V[1] = int16(s), int16(rto)
		p.addMove(m, &t.types[b[from]&typeMask])
	}
}

// castlePartners finds the O-atom castling partners: the non-royal types
// that stand, in the start position, where a royal's castling legs look
// for their partner (the edge of the board, or one square in for jO), and
// which side castles with an inner piece (castleIn).
func (t *tables) castlePartners() {
	if t.rules.CastlingPartners != "" {
		t.partnerMask = t.lettersMask(t.rules.CastlingPartners) // placement.go
		return
	}
	for _, s := range t.squares {
		v := t.startBoard[s]
		if v == 0 || t.castleRoyal>>(v&typeMask)&1 == 0 {
			continue
		}
		c := 0
		if v&blackBit != 0 {
			c = 1
		}
		for _, gm := range t.types[v&typeMask].col[c].general {
			l := &gm.legs[0]
			if !l.castle {
				continue
			}
			in := 0
			if l.inner {
				in = 1
			}
			if l.dy == 0 && l.dx > 0 {
				t.castleIn[0] = in
			} else if l.dy == 0 && l.dx < 0 {
				t.castleIn[1] = in
			}
			x := int(s)
			for t.sqFile[x+int(l.off)] >= 0 {
				x += int(l.off)
			}
			x -= in * int(l.off)
			if w := t.startBoard[x]; w != 0 && x != int(s) && w&colMask == v&colMask && !t.types[w&typeMask].royal {
				t.partnerMask |= 1 << uint(w&typeMask)
			}
		}
	}
}

// castlerTypes returns the mask of the types whose castling the FEN's
// castling rights govern: the royal types that castle (all royal types
// with Castling960), or, when no royal type castles, the non-royal types
// with O legs (Fairy-Stockfish's castlingKingPiece, a commoner in
// Extinction Chess). A non-royal castler is never tested for attacks.
func (t *tables) castlerTypes() uint64 {
	var royal, other uint64
	for i := range t.types {
		ty := &t.types[i]
		switch {
		case ty.royal && (ty.castles || t.rules.Castling960):
			royal |= 1 << uint(i)
		case !ty.royal && ty.castles:
			other |= 1 << uint(i)
		}
	}
	if royal != 0 {
		return royal
	}
	return other
}

// sideRight reports whether the unmoved castling royal on king has its
// castling right on side (1 towards the last file, -1 towards file a):
// an unmoved partner where its castling finds one (the edge, one in for
// jO, or with CastlingPartners anywhere on that side).
func (p *Position) sideRight(king, side int) bool {
	t := p.t
	kf, kr := int(t.sqFile[king]), int(t.sqRank[king])
	c := 0
	if p.board[king]&colMask != colourBit(0) {
		c = 1
	}
	in := t.castleIn[0]
	if side < 0 {
		in = t.castleIn[1]
	}
	f := t.castleFile(kf, kr, side, in) // holes.go
	ok := func(f int) bool { s := t.sq(f, kr); return p.isPartnerOf(c, s) && p.virgin[s] }
	if t.rules.CastlingPartners != "" {
		for f != kf && !ok(f) { // the partner anywhere on the royal's side
			f -= side
		}
	}
	return f != kf && ok(f)
}

// legalCastle tests a castling move: the royal may not start, pass or land
// on an attacked square, nor, with the flying-general rule, pass a square
// facing an enemy royal (Fairy-Stockfish's castling test).
func (p *Position) legalCastle(m *Move) bool {
	if p.lmode == lmAll {
		return true
	}
	them := p.stm ^ 1
	from, to := int(m.From), int(m.To)
	if p.lmode == lmFast {
		if p.inCheck {
			return false
		}
		if p.t.plan.uses&scCastleLift != 0 {
			return p.castleSafe(m)
		}
	} else if p.attacked(from, them) {
		return false
	}
	if from != to {
		step := p.castleStep(from, to)
		b := p.board
		pc := b[from]
		for s := from + step; s != to; s += step {
			old := b[s]
			b[from], b[s] = 0, pc
			bad := p.attacked(s, them) || p.t.rules.FlyingGeneral && p.facesEnemyRoyal(s, p.stm) // flyinggeneral.go
			b[from], b[s] = pc, old
			if bad {
				return false
			}
		}
	}
	return p.legalAfter(m)
}

// castleStep is the step of a castling royal from from towards to.
func (p *Position) castleStep(from, to int) int {
	t := p.t
	if t.sqFile[to] == t.sqFile[from] {
		if t.sqRank[to] < t.sqRank[from] {
			return -t.stride
		}
		return t.stride
	}
	if t.sqFile[to] < t.sqFile[from] {
		return -1
	}
	return 1
}

// castleSafe is legalCastle in the fast mode when attacked never reads
// the square it tests (scCastleLift, plan.go), the royal not in check: so the
// royal is lifted off its square and not put on each square it passes,
// and the move is made on the board only where the last test reads it,
// without legalAfter's general undo.
func (p *Position) castleSafe(m *Move) bool {
	them := p.stm ^ 1
	from, to, x, pto := int(m.From), int(m.To), int(m.V[0]), int(m.V[1])
	b := p.board
	royal, partner := b[from], b[x]
	oldTo, oldPto := b[to], b[pto]
	b[from] = 0
	ok := true
	if from != to {
		step := p.castleStep(from, to)
		for s := from + step; s != to && ok; s += step {
			ok = !p.attacked(s, them)
		}
	}
	if ok {
		b[x] = 0
		b[to] = royal
		b[pto] = partner
		ok = !p.attacked(to, them)
		b[pto] = oldPto
		b[to] = oldTo
		b[x] = partner
	}
	b[from] = royal
	return ok
}
