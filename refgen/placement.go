package refgen

import "strings"

// Setup drops (Placement Chess), from legdefs.Rules' text:
//
//   - must-drop: a side that holds a piece and has a legal drop must drop.
//   - royal-drops: royal pieces in hand may be dropped too.
//   - opposite-colour-drops: for each listed piece type, a side's pieces
//     of it (board and hand) must be able to stand half on light, half on
//     dark squares: dropping one where its colour would then hold more
//     than half (rounded up) of them is illegal, and dropping anything
//     else is illegal if either colour would then have fewer than half
//     (rounded down) of them counting the type's own pieces there and the
//     empty squares it may still be dropped on.
//   - castling-drops: a castling king dropped on the middle file of its
//     first rank is unmoved, and so are the listed partners on that rank's
//     corners; a partner dropped on a corner is unmoved, and the king too,
//     when the castling king stands on the middle square.

// keepDrops removes from out (notation → position) every move but the
// drops if the side to move holds a piece and has a legal drop
// (must-drop); royal-drops lets royal pieces be dropped too (drops.go).
func (g *Generator) keepDrops(p *position, out map[string]*position) {
	held, drop := false, false
	for _, n := range p.hand[side(p.whiteToMove)] {
		held = held || n > 0
	}
	for s := range out {
		drop = drop || strings.Contains(s, "@")
	}
	if !held || !drop {
		return
	}
	for s := range out {
		if !strings.Contains(s, "@") {
			delete(out, s)
		}
	}
}

// oppositeOK reports whether dropping kind form on to keeps the
// opposite-colour rule for the side (white).
func (g *Generator) oppositeOK(p *position, form int, to square, white bool) bool {
	for k, pt := range g.pieces {
		if !strings.Contains(g.rules.OppositeColourDrops, pt.letter) {
			continue
		}
		total := p.hand[side(white)][k]
		var mine, free [2]int // index 1: dark (a1 is dark)
		for f := 0; f < p.files; f++ {
			for r := 0; r < p.ranks; r++ {
				s := square{f, r}
				colour := (f + r + 1) % 2
				c := p.at(s)
				if !c.isEmpty() && c.kind == k && c.white == white {
					total++
					mine[colour]++
				} else if c.isEmpty() && s != to && g.droppable(p, k, s, white) {
					free[colour]++
				}
			}
		}
		colour := (to.f + to.r + 1) % 2
		if form == k && mine[colour]+1 > (total+1)/2 {
			return false
		}
		if form != k && (mine[0]+free[0] < total/2 || mine[1]+free[1] < total/2) {
			return false
		}
	}
	return true
}

// droppable reports whether a piece of kind k may be dropped on s by its
// drop ranks.
func (g *Generator) droppable(p *position, k int, s square, white bool) bool {
	hp := &g.hand.pieces[k]
	rank := s.r + 1
	if !white {
		rank = p.ranks - s.r
	}
	return !hp.never && (hp.ranks[0] == 0 || rank >= hp.ranks[0] && rank <= hp.ranks[1])
}

// castlingDropped gives the piece just dropped on to in q its castling
// rights (castling-drops).
func (g *Generator) castlingDropped(q *position, to square, white bool) {
	first := 0
	if !white {
		first = q.ranks - 1
	}
	if to.r != first {
		return
	}
	mid := square{q.files / 2, first}
	corners := []square{{0, first}, {q.files - 1, first}}
	isPartner := func(s square) bool {
		c := q.at(s)
		return !c.isEmpty() && c.white == white && strings.Contains(g.rules.CastlingDrops, g.pieces[c.kind].letter)
	}
	isKing := func(s square) bool {
		c := q.at(s)
		return !c.isEmpty() && c.white == white && g.castlingKind(c.kind)
	}
	switch {
	case to == mid && isKing(to):
		q.board[to.f][to.r].virgin = true
		for _, s := range corners {
			if isPartner(s) {
				q.board[s.f][s.r].virgin = true
			}
		}
	case (to == corners[0] || to == corners[1]) && isPartner(to) && isKing(mid):
		q.board[to.f][to.r].virgin = true
		q.board[mid.f][mid.r].virgin = true
	}
}
