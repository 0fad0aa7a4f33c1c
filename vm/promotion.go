package vm

// Shogi-style promotion and immobility.
//
// A piece's Promotion may be optional (the piece may decline: two moves,
// one without and one per promotion choice) and may count moves that
// start in the zone (Leaving: moving within or out of it), or only those
// of them that capture (CaptureInside, Chu Shogi: a non-capture promotes
// only when it enters the zone). With
// Program.Hand.ImmobilityIllegal a move may not end where the moving piece
// could never move again (legdefs.Rules.Hand.ImmobilityIllegal): such a
// square is "stuck" for the type, and a move that could promote there
// must promote.
//
// ptype.zone stays the table genPiece's fast path tests: it marks the
// squares where push must look, which for these pieces are the promotion
// zone and the stuck squares. promoRule.inZone is the zone itself.

// promoRule is the shogi-style promotion and immobility data of a type.
type promoRule struct {
	special  bool // push must call promoFirst: optional, leaving or stuck squares
	optional bool // Promotion.Optional
	leaving  bool // Promotion.Leaving
	// captureIn: Promotion.CaptureInside; then a move that starts and
	// ends in the zone promotes only if it captures
	captureIn bool
	inZone    [2][]bool // the promotion zone per colour and square; nil: none
	stuck     [2][]bool // squares it could never move from, per colour; nil: none
}

// startIn returns the squares from which every move of colour c may
// promote wherever it ends (Leaving or CaptureInside: the zone's), or nil.
func (pr *promoRule) startIn(c int) []bool {
	if pr.leaving || pr.captureIn {
		return pr.inZone[c]
	}
	return nil
}

// promoFirst runs before push's promotion loop for a special type: it
// pushes the move without promotion when that is allowed (outside the
// zone, or an optional promotion) and does not end on a stuck square, and
// reports whether the promotions follow.
func (p *Position) promoFirst(m Move, ty *ptype) bool {
	c := p.stm
	in := p.mayPromote(&m, ty)
	stuck := ty.pr.stuck[c] != nil && ty.pr.stuck[c][m.To]
	if (!in || ty.pr.optional) && !stuck {
		m.Promo = 0
		// royal extinction deferred the legality test of a move that may
		// promote to a royal type (legal.go): test it unpromoted now
		if !p.t.rules.RoyalExtinction || p.lmode == lmAll || !p.dupleDeferred(&m) || p.legalBoard(&m) {
			p.out = append(p.out, m)
		}
	}
	return in
}

// mayPromote reports whether m, a move of a ty piece by the side to move,
// may promote: it ends in the zone, or starts there and the type promotes
// leaving; with CaptureInside a move that starts in the zone may promote
// only if it captures, wherever it ends.
func (p *Position) mayPromote(m *Move, ty *ptype) bool {
	z := ty.pr.inZone[p.stm]
	if z == nil {
		z = ty.zone[p.stm]
	}
	if z == nil || m.Kind&KindCastle != 0 || p.epUnpromoted(m) {
		return false
	}
	if ty.pr.captureIn && z[m.From] {
		return p.captures(m)
	}
	return z[m.To] || ty.pr.leaving && z[m.From]
}

// epUnpromoted reports whether m is an e.p. capture that may not promote
// (Program.NoEPPromotion).
func (p *Position) epUnpromoted(m *Move) bool {
	return m.Kind&KindEP != 0 && p.t.rules.NoEPPromotion
}

// buildPromo fills every type's promoRule; with ImmobilityIllegal it
// finds the stuck squares by generating the piece's moves alone on an
// empty board.
func (t *tables) buildPromo() {
	var scratch *Position
	if t.rules.Hand.ImmobilityIllegal {
		scratch = &Position{t: t}
		scratch.alloc()
		for i := range scratch.board {
			scratch.board[i] = guard
		}
		for _, s := range t.squares {
			scratch.board[s] = 0
		}
		scratch.lmode = lmAll
		scratch.royalSq = [2]int16{-1, -1}
	}
	for i := range t.types {
		ty := &t.types[i]
		pr := &ty.pr
		if ty.promo != nil {
			pr.optional, pr.leaving = ty.promo.Optional, ty.promo.Leaving
			pr.captureIn = ty.promo.CaptureInside
			pr.inZone = ty.zone
		}
		if scratch != nil {
			for c := 0; c < 2; c++ {
				var st []bool
				for _, s := range t.squares {
					if scratch.stuckOn(int(s), i, c) {
						if st == nil {
							st = make([]bool, t.size)
						}
						st[s] = true
					}
				}
				pr.stuck[c] = st
			}
		}
		pr.special = pr.optional || pr.leaving || pr.captureIn || pr.stuck[0] != nil || pr.stuck[1] != nil
		if !pr.special {
			continue
		}
		for c := 0; c < 2; c++ {
			ty.zone[c] = t.zoneOrStuck(pr.inZone[c], pr.stuck[c])
		}
	}
}

// zoneOrStuck returns the squares of zone or of stuck (nil: none), zone
// itself where stuck is nil (no zone is written once made): both are
// false off the board.
func (t *tables) zoneOrStuck(zone, stuck []bool) []bool {
	if stuck == nil && zone != nil {
		return zone
	}
	z := make([]bool, t.size)
	copy(z, zone)
	if stuck != nil {
		for _, s := range t.squares {
			z[s] = z[s] || stuck[s]
		}
	}
	return z
}

// stuckOn reports, on the empty scratch board p, whether a piece of type
// k and colour c on s could never move again: it has no move there alone,
// nor beside one friendly piece anywhere, its screen (a hopper, which
// Fairy-Stockfish's immobility test lets move as a slider).
func (p *Position) stuckOn(s, k, c int) bool {
	p.stm = c
	own := colourBit(c) | uint8(k)
	p.board[s] = own
	defer func() { p.board[s] = 0 }()
	p.out = p.out[:0]
	p.genPiece(s, k)
	if len(p.out) > 0 {
		return false
	}
	for _, x := range p.t.squares {
		if int(x) == s {
			continue
		}
		p.board[x] = own
		p.out = p.out[:0]
		p.genPiece(s, k)
		p.board[x] = 0
		if len(p.out) > 0 {
			return false
		}
	}
	return true
}

// promoSuffix is the notation of a promotion from type from to type to:
// "+" for a promotion to from's +X form and "-" back from it (as
// Fairy-Stockfish writes shogi promotions and Kyoto demotions), else the
// lower-case letter of to without a "~" mark ("q").
func (t *tables) promoSuffix(from, to int) string {
	fl, tl := t.letters[from], t.letters[to]
	switch {
	case tl == "+"+fl:
		return "+"
	case fl == "+"+tl:
		return "-"
	}
	if n := len(tl); n > 1 && tl[n-1] == '~' {
		tl = tl[:n-1]
	}
	return lower(tl)
}

// captures reports whether m, a move of the side to move not yet made,
// captures an enemy piece (on its destination or as a locust victim).
func (p *Position) captures(m *Move) bool {
	them := colourBit(p.stm ^ 1)
	if m.Kind&KindCastle != 0 {
		return false
	}
	for i := 0; i < int(m.NV); i++ {
		if p.board[m.V[i]]&colMask == them {
			return true
		}
	}
	return m.To != m.From && p.board[m.To]&colMask == them
}

// capturesFromZone reports whether m starts in the mover's promotion zone
// and captures (Promotion.CaptureInside: such a move may promote wherever
// it ends).
func (p *Position) capturesFromZone(m *Move, ty *ptype) bool {
	z := ty.pr.inZone[p.stm]
	return z != nil && z[m.From] && p.captures(m)
}
