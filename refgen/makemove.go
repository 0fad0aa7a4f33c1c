package refgen

// epCapture reports whether m is an e.p. capture: it ends on an empty e.p.
// square and its last victim is the piece that made it (Variant.NoEPPromotion).
func epCapture(p *position, m move) bool {
	n := len(m.victims)
	return n > 0 && m.victims[n-1] == p.epVictim && p.isEP(m.to) && p.at(m.to).isEmpty()
}

// attacked reports whether a piece of colour byWhite has a leg that may
// capture reaching one of targets (an occupied target: it can be captured;
// an empty one: a castling king passed it).
func (g *Generator) attacked(p *position, byWhite bool, targets []square) bool {
	for f := 0; f < p.files; f++ {
		for r := 0; r < p.ranks; r++ {
			c := p.board[f][r]
			if c.isEmpty() || c.white != byWhite {
				continue
			}
			pt := &g.pieces[c.kind]
			targets := g.capturable(p, c, targets) // cannot.go
			if len(targets) == 0 {
				continue
			}
			if z := &pt.zones; z.confine != nil || len(z.extra) > 0 {
				p.board[f][r] = empty
				hit := g.pieceHits(p, c, square{f, r}, targets)
				p.board[f][r] = c
				if hit {
					return true
				}
				continue
			}
			p.board[f][r] = empty
			hit := false
			for ti := range pt.terms {
				t := &pt.terms[ti]
				if t.castle || t.legs[0].initial && !c.virgin {
					continue
				}
				w := &walker{g: g, pos: p, white: byWhite, piece: c, from: square{f, r}, t: t, targets: targets}
				w.walk()
				if w.hit {
					hit = true
					break
				}
			}
			p.board[f][r] = c
			if hit {
				return true
			}
		}
	}
	return false
}

// unloaded is the piece an unload move m puts back (empty if none): the
// victim taken on the unload square itself, else the one taken on the
// destination, else the last locust victim; it has moved, so it is no
// longer virgin.
func unloaded(p *position, m move) cell {
	back := empty
	if !m.unload {
		return back
	}
	if c := p.at(m.to); m.to != m.from && !c.isEmpty() {
		back = c
	}
	for i := len(m.victims) - 1; i >= 0; i-- {
		if c := p.at(m.victims[i]); !c.isEmpty() && (m.victims[i] == m.unloadAt || back.isEmpty()) {
			back = c
			if m.victims[i] == m.unloadAt {
				break
			}
		}
	}
	back.virgin = false
	return back
}

// makeMove returns the position after m; p is not changed.
func (g *Generator) makeMove(p *position, m move) *position {
	if m.drop {
		return g.makeDrop(p, m) // drops.go
	}
	q := p.copy()
	mover := q.at(m.from)
	q.set(m.from, empty)
	capture := false
	back := unloaded(p, m)
	for _, v := range m.victims {
		if !q.at(v).isEmpty() {
			capture = true
		}
		q.set(v, empty)
	}
	var partner cell
	if m.castle {
		partner = q.at(m.partnerFrom)
		q.set(m.partnerFrom, empty)
	}
	if !q.at(m.to).isEmpty() {
		capture = true
	}
	// A pawn (P) or any piece with a promotion rule resets the halfmove
	// clock, unless the piece's clock rule says otherwise.
	pawnMove := g.clockResets(p, mover, m) // fairypawns.go
	mover.virgin = false
	if m.promo >= 0 {
		mover.kind = m.promo
	}
	if !back.isEmpty() {
		q.set(m.unloadAt, back)
	}
	q.set(m.to, mover)
	g.landed(q, m.to) // fairypawns.go: back in its initial region
	if m.castle {
		partner.virgin = false
		q.set(m.partnerTo, partner)
		if g.rules.OppositeCastling {
			g.oppositeCastled(q, m, p.whiteToMove) // castlepartners.go
		}
	}
	if capture {
		g.petrify(p, q, m) // holes.go
	}
	if capture && g.rules.Blast && !m.castle {
		g.explode(q, m.to) // blast.go
	}
	g.captureToHand(p, q, m, back) // drops.go
	g.setLion(p, q, m)             // counterstrike.go
	q.ep, q.epVictim = nil, square{}
	if m.promo < 0 { // a move that promotes makes no e.p. rights
		q.ep = append([]square(nil), m.newEP...)
		q.epVictim = m.newEPVictim
	}
	if capture || pawnMove {
		q.halfmove = 0
	} else {
		q.halfmove++
	}
	if !p.whiteToMove {
		q.fullmove++
	}
	q.whiteToMove = !p.whiteToMove
	return q
}

// legal makes m and reports whether the mover's royal pieces (and, for
// castling, the squares the king started on and passed) are safe from
// capture afterwards.
func (g *Generator) legal(p *position, m move) (*position, bool) {
	q := g.makeMove(p, m)
	if !g.zoneLegal(p, q, m) || g.mutualCapture(p, m) {
		return q, false
	}
	if g.rules.Blast {
		// with walls addWalls tests each wall (walls.go)
		return q, g.rules.Walling != "" || g.blastLegal(p, q, m) // blast.go
	}
	mover := p.whiteToMove
	var targets []square
	for f := 0; f < q.files; f++ {
		for r := 0; r < q.ranks; r++ {
			c := q.board[f][r]
			if !c.isEmpty() && c.white == mover && g.pieces[c.kind].royal {
				targets = append(targets, square{f, r})
			}
		}
	}
	if g.rules.RoyalExtinction {
		return q, g.extinctionSafe(q, mover, targets, m.royalSquares) // extinction.go
	}
	targets = append(targets, m.royalSquares...)
	if len(targets) == 0 {
		return q, true
	}
	return q, !g.attacked(q, !mover, targets)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
