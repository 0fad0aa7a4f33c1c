package refgen

import (
	"fmt"
	"strings"
)

// Holes (variants.Variant.Holes): squares of the board's rectangle that
// are off the board. position.on is false on them, so a walk ends there
// as at the edge, no move or drop lands there and a leap passes over
// them; the squares a lame leg or a jumping (j) leg passes count a hole
// as full (walker.blocked); a FEN writes each as '*'. The set is the variant's and shared by
// every position (copy keeps the map).

// setHoles makes p's holes the variant's.
func (g *Generator) setHoles(p *position) {
	if len(g.rules.Holes) == 0 {
		return
	}
	p.holes = map[square]bool{}
	for _, h := range g.rules.Holes {
		p.holes[square{h.File, h.Rank}] = true
	}
}

// holeToken checks a FEN's '*' on file f of rank r against the holes;
// with petrify it may be a wall anywhere, which it adds to p's holes.
func (g *Generator) holeToken(p *position, f, r int) error {
	s := square{f, r}
	switch {
	case f >= p.files:
		return fmt.Errorf("FEN rank %d has more than %d files", r+1, p.files)
	case p.holes[s]:
		return nil
	case g.rules.Petrify == "":
		return fmt.Errorf("FEN rank %d: '*' on file %d, not a hole of the variant", r+1, f+1)
	}
	if p.holes == nil {
		p.holes = map[square]bool{}
	}
	p.holes[s] = true
	return nil
}

// petrify turns the piece that captured on m.to in q (the position after
// m, made from p) into a wall, a hole of q alone, if its type petrifies
// (variants.Variant.Petrify).
func (g *Generator) petrify(p, q *position, m move) {
	l := g.pieces[p.at(m.from).kind].letter
	if len(l) != 1 || !strings.Contains(g.rules.Petrify, l) {
		return
	}
	holes := make(map[square]bool, len(q.holes)+1)
	for s := range q.holes {
		holes[s] = true
	}
	holes[m.to] = true
	q.holes = holes
	q.set(m.to, empty)
}

// checkHolesWritten checks that a parsed board wrote every hole as '*':
// seen are the '*' squares read.
func checkHolesWritten(p *position, seen map[square]bool) error {
	for h := range p.holes {
		if !seen[h] {
			return fmt.Errorf("FEN: %s is a hole of the variant, written '*'", h)
		}
	}
	return nil
}

// edgeSquare is the last square on the board (before its edge or a hole;
// a wall, which stands on a square, is no edge) from k in direction dir
// along k's rank.
func edgeSquare(p *position, k square, dir int) square {
	s := k
	for n := s.add(dir, 0); n.f >= 0 && n.f < p.files && !p.holes[n]; n = n.add(dir, 0) {
		s = n
	}
	return s
}
