package refgen

import "strings"

// Gating (legdefs.Rules.Gating), written from the schema's text:
//
//   - A gate is a piece on its side's first rank that has not moved; the
//     FEN castling field names them: K and Q a castling king and that
//     partner, a file letter the side's piece on that file of its first
//     rank. Every other first-rank piece has moved.
//   - A legal move (not a drop, promotion or e.p. capture) whose piece
//     leaves a gate may also put a piece from the mover's hand on the square
//     it left, if the piece may be dropped there; castling may gate on the
//     king's or the partner's square if castling leaves it empty. The gate
//     never makes a move legal that was not: the move is judged without it.
//   - Notation: the move, then the gated piece's letter in lower case
//     ("b1c3h"); gating on a castling partner's square is written from that
//     square to the king's ("h1e1h").
//   - FEN: after a side's castling letters, the files of its other gates,
//     while it holds a piece or captures go to hand.

// gatedMoves adds to out (notation → position after the move) the gated
// forms of the legal moves of p.
func (g *Generator) gatedMoves(p *position, legal []move, out map[string]*position) {
	white := p.whiteToMove
	for _, m := range legal {
		if m.drop || m.promo >= 0 || m.unload || g.isEP(p, m) {
			continue
		}
		q := out[m.String(g)]
		if q == nil {
			continue
		}
		if g.isGate(p, m.from, white) && q.at(m.from).isEmpty() {
			g.addGated(p, q, m.from, m.String(g), out)
		}
		if m.castle && g.isGate(p, m.partnerFrom, white) && q.at(m.partnerFrom).isEmpty() {
			g.addGated(p, q, m.partnerFrom, m.partnerFrom.String()+m.from.String(), out)
		}
	}
}

// isEP reports whether m is an e.p. capture: it takes a piece not on its
// destination, which is empty.
func (g *Generator) isEP(p *position, m move) bool {
	return len(m.victims) > 0 && p.at(m.to).isEmpty() && len(m.stops) == 0
}

// isGate reports whether s holds an unmoved piece of the side (white) on
// its first rank.
func (g *Generator) isGate(p *position, s square, white bool) bool {
	c := p.at(s)
	first := 0
	if !white {
		first = p.ranks - 1
	}
	return !c.isEmpty() && c.white == white && c.virgin && s.r == first
}

// addGated adds, for each piece kind in the mover's hand that may be
// dropped on gate, the position q with that piece on gate, as text plus
// the piece's letter.
func (g *Generator) addGated(p, q *position, gate square, text string, out map[string]*position) {
	white := p.whiteToMove
	rank := gate.r + 1
	if !white {
		rank = p.ranks - gate.r
	}
	for k, n := range p.hand[side(white)] {
		hp := &g.hand.pieces[k]
		if n == 0 || g.pieces[k].royal || hp.never || hp.ranks[0] > 0 && (rank < hp.ranks[0] || rank > hp.ranks[1]) {
			continue
		}
		r := q.copy()
		r.hand[side(white)][k]--
		r.set(gate, cell{kind: k, white: white})
		out[text+strings.ToLower(g.pieces[k].letter)] = r
	}
}

// onlyKQ keeps the K/Q letters of a castling field ("-" if none): under
// gating, file letters name gates, not castling rights.
func onlyKQ(field string) string {
	out := strings.Map(func(r rune) rune {
		if strings.ContainsRune("KQkq", r) {
			return r
		}
		return -1
	}, field)
	if out == "" {
		return "-"
	}
	return out
}

// isFirstRank reports whether s is on the side's (white's) first rank.
func (g *Generator) isFirstRank(p *position, s square, white bool) bool {
	return white && s.r == 0 || !white && s.r == p.ranks-1
}

// applyGates sets the first ranks' virginity from the castling field.
func (g *Generator) applyGates(p *position, field string) {
	for _, white := range []bool{true, false} {
		first := 0
		if !white {
			first = p.ranks - 1
		}
		k, hasKing := g.castler(p, white)
		keep := map[square]bool{}
		for _, dir := range []int{1, -1} {
			letter := byte('K')
			if dir < 0 {
				letter = 'Q'
			}
			if !white {
				letter |= 0x20
			}
			if !hasKing || strings.IndexByte(field, letter) < 0 {
				continue
			}
			if s, ok := g.partner(p, k, dir); ok {
				keep[s], keep[k] = true, true
			}
		}
		for f := 0; f < p.files; f++ {
			letter := byte('A' + f)
			if !white {
				letter |= 0x20
			}
			s := square{f, first}
			if c := p.at(s); !c.isEmpty() && c.white == white && strings.IndexByte(field, letter) >= 0 {
				keep[s] = true
			}
			p.board[f][first].virgin = keep[s]
		}
	}
}

// gateField returns the gate letters of a side that its castling
// letters (rights) do not already name.
func (g *Generator) gateField(p *position, white bool, rights string) string {
	held := false
	for _, n := range p.hand[side(white)] {
		held = held || n > 0
	}
	if !held && !g.rules.Hand.CapturesToHand {
		return ""
	}
	first := 0
	if !white {
		first = p.ranks - 1
	}
	named := map[square]bool{}
	if k, ok := g.castler(p, white); ok && rights != "" {
		named[k] = true
		for _, dir := range []int{1, -1} {
			letter := "K"
			if dir < 0 {
				letter = "Q"
			}
			if s, ok := g.partner(p, k, dir); ok && strings.Contains(strings.ToUpper(rights), letter) {
				named[s] = true
			}
		}
	}
	out := ""
	for f := 0; f < p.files; f++ {
		s := square{f, first}
		if g.isGate(p, s, white) && !named[s] {
			letter := byte('A' + f)
			if !white {
				letter |= 0x20
			}
			out += string(letter)
		}
	}
	return out
}
