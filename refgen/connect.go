package refgen

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// The connect rules (legdefs.Rules.Connect, ConnectSquare,
// ConnectCollinear), from the schema's text: from each counted piece of
// the side that has just moved, walk along each line, or over the square
// above and to the right of it.

// connected reports whether the side that has just moved in p has
// connected.
func (g *Generator) connected(p *position) bool {
	r := &g.rules
	if r.Connect == 0 && r.ConnectSquare == 0 && r.ConnectCollinear == 0 && len(r.ConnectFrom) == 0 {
		return false
	}
	mover := !p.whiteToMove
	if len(r.ConnectFrom) > 0 && g.linked(p, mover) {
		return true
	}
	for f := 0; f < p.files; f++ {
		for rk := 0; rk < p.ranks; rk++ {
			if !g.counts(p, f, rk, mover) {
				continue
			}
			if r.ConnectSquare > 0 && g.squareFrom(p, f, rk, mover) {
				return true
			}
			for _, d := range lineDirections(r.ConnectLines) {
				if r.Connect > 0 && g.run(p, f, rk, d, mover) >= r.Connect {
					return true
				}
				back := [2]int{-d[0], -d[1]}
				if r.ConnectCollinear > 0 && 1+g.onLine(p, f, rk, d, mover)+g.onLine(p, f, rk, back, mover) >= r.ConnectCollinear {
					return true
				}
			}
		}
	}
	return false
}

// counts reports whether (f, r) holds a piece of the side (white or not)
// of a type connect-pieces names (every type without it).
func (g *Generator) counts(p *position, f, r int, white bool) bool {
	if f < 0 || r < 0 || f >= p.files || r >= p.ranks {
		return false
	}
	c := p.board[f][r]
	return !c.isEmpty() && c.white == white && (g.rules.ConnectPieces == "" || strings.Contains(g.rules.ConnectPieces, g.pieces[c.kind].letter))
}

// lineDirections are the directions connect-lines names, one way each.
func lineDirections(lines string) [][2]int {
	all := map[string][][2]int{
		legdefs.ConnectOrthogonal: {{0, 1}, {1, 0}},
		legdefs.ConnectHorizontal: {{1, 0}},
		legdefs.ConnectVertical:   {{0, 1}},
		legdefs.ConnectDiagonal:   {{1, 1}, {-1, 1}},
		legdefs.ConnectAll:        {{0, 1}, {1, 0}, {1, 1}, {-1, 1}},
	}
	return all[lines]
}

// run counts the counted pieces in a row from (f, r) along d, itself
// included.
func (g *Generator) run(p *position, f, r int, d [2]int, white bool) int {
	n := 0
	for g.counts(p, f, r, white) {
		n++
		f, r = f+d[0], r+d[1]
	}
	return n
}

// onLine counts the counted pieces beyond (f, r) along d, with gaps.
func (g *Generator) onLine(p *position, f, r int, d [2]int, white bool) int {
	n := 0
	for f, r = f+d[0], r+d[1]; f >= 0 && r >= 0 && f < p.files && r < p.ranks; f, r = f+d[0], r+d[1] {
		if g.counts(p, f, r, white) {
			n++
		}
	}
	return n
}

// squareFrom reports whether the connect-square square with its lower
// left corner on (f, r) holds only counted pieces.
func (g *Generator) squareFrom(p *position, f, r int, white bool) bool {
	n := g.rules.ConnectSquare
	for x := f; x < f+n; x++ {
		for y := r; y < r+n; y++ {
			if !g.counts(p, x, y, white) {
				return false
			}
		}
	}
	return true
}

// sideEntries are the squares drop-stack: sides allows in p, found line
// by line as a piece pushed in from each edge goes: from file a and from
// rank 1 it slides on while the next square is empty; from the last file
// and the last rank (legdefs.Rules documents why) it takes the line's
// first empty square counted from file a or rank 1.
func sideEntries(p *position) map[square]bool {
	out := map[square]bool{}
	free := func(f, r int) bool { return p.board[f][r].isEmpty() }
	for r := 0; r < p.ranks; r++ {
		if free(0, r) {
			f := 0
			for f+1 < p.files && free(f+1, r) {
				f++
			}
			out[square{f, r}] = true
		}
		if free(p.files-1, r) {
			f := 0
			for !free(f, r) {
				f++
			}
			out[square{f, r}] = true
		}
	}
	for f := 0; f < p.files; f++ {
		if free(f, 0) {
			r := 0
			for r+1 < p.ranks && free(f, r+1) {
				r++
			}
			out[square{f, r}] = true
		}
		if free(f, p.ranks-1) {
			r := 0
			for !free(f, r) {
				r++
			}
			out[square{f, r}] = true
		}
	}
	return out
}

// linked reports whether the side (white or not) links its connect-from
// and connect-to regions: the set of its counted pieces reached from
// those on connect-from by steps east, north (and northeast and
// southeast with diagonal lines, the senses legdefs.Rules names) grows
// until it holds one on connect-to or stops growing.
func (g *Generator) linked(p *position, white bool) bool {
	from, to := g.rules.ConnectFrom, g.rules.ConnectTo
	if !white && len(g.rules.ConnectFromBlack) > 0 {
		from, to = g.rules.ConnectFromBlack, g.rules.ConnectToBlack
	}
	isTo := map[square]bool{}
	for _, q := range to {
		isTo[square{q.File, q.Rank}] = true
	}
	var reached []square
	for _, q := range from {
		if g.counts(p, q.File, q.Rank, white) {
			reached = append(reached, square{q.File, q.Rank})
		}
	}
	got := map[square]bool{}
	for grown := true; grown; {
		grown = false
		for _, s := range reached {
			for _, d := range lineDirections(g.rules.ConnectLines) {
				if d[0] < 0 { // the diagonal north-west is walked as south-east
					d = [2]int{-d[0], -d[1]}
				}
				n := square{s.f + d[0], s.r + d[1]}
				if got[n] || !g.counts(p, n.f, n.r, white) {
					continue
				}
				if isTo[n] {
					return true
				}
				got[n], grown = true, true
				reached = append(reached, n)
			}
		}
	}
	return false
}
