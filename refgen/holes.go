package refgen

import "fmt"

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

// holeToken checks a FEN's '*' on file f of rank r against the holes.
func holeToken(p *position, f, r int) error {
	if f >= p.files || !p.holes[square{f, r}] {
		return fmt.Errorf("FEN rank %d: '*' on file %d, not a hole of the variant", r+1, f+1)
	}
	return nil
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

// edgeSquare is the last square on the board (before its edge or a hole)
// from k in direction dir along k's rank.
func edgeSquare(p *position, k square, dir int) square {
	s := k
	for p.on(s.add(dir, 0)) {
		s = s.add(dir, 0)
	}
	return s
}
