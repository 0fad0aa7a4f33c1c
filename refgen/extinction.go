package refgen

// The royal-extinction rule (legdefs.Rules.RoyalExtinction) and
// capture-inside promotion (variants/README.md), from the schema's text:
//
//   - royal-extinction: a side loses only when its last royal piece is
//     gone. After a move, a mover with one royal piece left may not leave
//     it capturable; with several, the move is illegal only if one enemy
//     move captures all of them; with none it is legal.
//   - capture-inside: a move that starts in the promotion zone may promote
//     only if it captures something, and then wherever it ends.

// extinctionSafe reports whether royals, the royal pieces of the side
// that has just moved into q, survive the royal-extinction rule. passed
// are the squares a castling king started on and passed: they must not be
// attacked, as in the ordinary rule.
func (g *Generator) extinctionSafe(q *position, mover bool, royals, passed []square) bool {
	if len(passed) > 0 && g.attacked(q, !mover, passed) {
		return false
	}
	switch len(royals) {
	case 0:
		return true
	case 1:
		return !g.attacked(q, !mover, royals)
	}
	for _, e := range g.pseudoMoves(q) {
		if g.takesAll(q, e, royals) {
			return false
		}
	}
	return true
}

// takesAll reports whether move e, played in q, removes every square of
// royals from the board.
func (g *Generator) takesAll(q *position, e move, royals []square) bool {
	if e.drop || e.castle {
		return false
	}
	after := g.makeMove(q, e)
	for _, s := range royals {
		c := after.at(s)
		if !c.isEmpty() && c.white == q.at(s).white && c.kind == q.at(s).kind {
			return false
		}
	}
	return true
}

// isCapture reports whether m, a move by white (or Black) in p, captures
// an enemy piece: on its destination or as a locust or e.p. victim.
func (g *Generator) isCapture(p *position, white bool, m move) bool {
	for _, v := range m.victims {
		if c := p.at(v); !c.isEmpty() && c.white != white {
			return true
		}
	}
	c := p.at(m.to)
	return m.to != m.from && !c.isEmpty() && c.white != white
}
