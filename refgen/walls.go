package refgen

import (
	"slices"

	"github.com/betzac/betzac/legdefs"
)

// Walls (legdefs.Rules.Walling): a wall is a square taken off the board
// (position.on is false there), so no leg reaches or crosses it. A move of
// a walling variant is written "MOVE,TOWALL", once for each square its
// wall may go to, found on the board after the move.

// addWalls puts into out the move s, made as m from p and giving q, with
// each of its wall squares, and the position after each; with blasts, if
// the royal test sees the wall there.
func (g *Generator) addWalls(out map[string]*position, s string, p, q *position, m move) {
	for _, w := range g.wallSquares(q, m) {
		r := q.copy()
		if g.rules.Walling == legdefs.WallingDuck {
			r.walls = nil // the duck leaves its square
		}
		r.walls = append(r.walls, w)
		if g.rules.Blast && (g.blastEmptied(p, m, w) || !g.blastLegal(p, g.blastSeen(p, r, m, w), m)) {
			continue
		}
		out[s+","+m.to.String()+w.String()] = r
	}
}

// blastSeen is r, the position after m with its wall on w, as the blast
// rules' royal test sees it: a wall on the mover's square next to the
// blast is not seen (Fairy-Stockfish's legal() clears the blast's squares
// of the pieces that stood there before the move), unless the mover is
// blast-spared.
func (g *Generator) blastSeen(p, r *position, m move, w square) *position {
	c := p.at(m.from)
	if w != m.from || !neighbours(m.from, m.to) || c.isEmpty() || g.hasLetter(g.rules.BlastSpared, c.kind) {
		return r
	}
	if p.at(m.to).isEmpty() && len(m.victims) == 0 {
		return r // no capture, no blast
	}
	return unwalled(r, w)
}

// blastEmptied reports whether the blast of m, played from p, emptied w
// (the capturing piece's square too): a wall may not go there (Fairy-Stockfish puts walls on the squares the
// move itself leaves empty), and the royal test sees the wall
// (legdefs.Rules.Walling).
func (g *Generator) blastEmptied(p *position, m move, w square) bool {
	return w == m.to || !p.at(w).isEmpty() && w != m.from && !slices.Contains(m.victims, w) && !(m.castle && w == m.partnerFrom)
}

// wallSquares returns the squares where m's wall may go: empty in q (the
// duck's own square is still a wall there), in the walling region, and as
// the rule says.
func (g *Generator) wallSquares(q *position, m move) []square {
	var cand []square
	switch g.rules.Walling {
	case legdefs.WallingPast:
		cand = []square{m.from}
	case legdefs.WallingArrow:
		cand = g.arrowSquares(q, m.to)
	case legdefs.WallingEdge:
		cand = edgeSquares(q)
	default:
		for f := 0; f < q.files; f++ {
			for r := 0; r < q.ranks; r++ {
				cand = append(cand, square{f, r})
			}
		}
	}
	var out []square
	for _, s := range cand {
		if q.on(s) && q.at(s).isEmpty() && g.wallAllowed(s) && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// wallAllowed reports whether s is in the walling region (all squares
// when none is given).
func (g *Generator) wallAllowed(s square) bool {
	region := g.rules.WallingRegion
	return len(region) == 0 || slices.Contains(region, legdefs.Square{File: s.f, Rank: s.r})
}

// arrowSquares returns the squares the piece on at (which has just moved)
// could move to from there in q without capturing: where its arrow may
// fly.
func (g *Generator) arrowSquares(q *position, at square) []square {
	mover := q.copy()
	mover.whiteToMove = !q.whiteToMove
	mover.ep = nil
	var out []square
	for _, m := range g.pseudoMoves(mover) {
		if m.from == at && !m.drop && !m.castle && len(m.victims) == 0 && !m.unload && mover.at(m.to).isEmpty() {
			out = append(out, m.to)
		}
	}
	return out
}

// edgeSquares lists the squares of q on its edge ranks and files, and
// those a file or a rank from one of its walls (WallingEdge).
func edgeSquares(q *position) []square {
	var out []square
	for f := 0; f < q.files; f++ {
		for r := 0; r < q.ranks; r++ {
			s := square{f, r}
			edge := f == 0 || r == 0 || f == q.files-1 || r == q.ranks-1
			for _, w := range q.walls {
				edge = edge || abs(w.f-f)+abs(w.r-r) == 1
			}
			if edge {
				out = append(out, s)
			}
		}
	}
	return out
}

// wallOnly adds to out the wall-only moves of a wall-or-move variant in
// p: if the side to move is not in check, its first piece (the lowest
// square, rank by rank from a1) stays and a wall goes on each square the
// rule allows; the move is written as that piece's null move with its
// wall ("a1a1,a1a4").
func (g *Generator) wallOnly(p *position, out map[string]*position) {
	if g.sideInCheck(p, p.whiteToMove) {
		return
	}
	for r := 0; r < p.ranks; r++ {
		for f := 0; f < p.files; f++ {
			s := square{f, r}
			c := p.at(s)
			if !p.on(s) || c.isEmpty() || c.white != p.whiteToMove {
				continue
			}
			q := p.copy()
			q.ep, q.epVictim = nil, square{}
			q.halfmove++
			if g.clockResets(p, c, move{from: s, to: s, promo: -1}) { // as any move of the piece
				q.halfmove = 0
			}
			if !p.whiteToMove {
				q.fullmove++
			}
			q.whiteToMove = !p.whiteToMove
			for _, w := range g.wallSquares(q, move{from: s, to: s}) {
				qw := q.copy()
				qw.walls = append(slices.Clip(q.walls), w)
				out[s.String()+s.String()+","+s.String()+w.String()] = qw
			}
			return
		}
	}
}
