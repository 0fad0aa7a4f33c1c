package refgen

import (
	"slices"
	"strings"
)

// Blasts (legdefs.Rules.Blast documents them, with blast-spared,
// blast-immune and mutually-immune): a capture explodes on its
// destination, and a side whose only royal piece is blown up, or left
// capturable, has made an illegal move, with the exceptions the rule
// names.

// hasLetter reports whether the piece letters of a rule name kind k.
func (g *Generator) hasLetter(letters string, k int) bool {
	return letters != "" && strings.Contains(letters, g.pieces[k].letter)
}

// explode empties, in q, the centre of a blast (the capturing piece) and
// its eight neighbours, sparing blast-spared pieces on the neighbours and
// blast-immune pieces anywhere; with captures-to-hand each piece it
// removes goes to the hand of the side it does not belong to.
func (g *Generator) explode(q *position, centre square) {
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			s := centre.add(dx, dy)
			if !q.on(s) || q.at(s).isEmpty() {
				continue
			}
			c := q.at(s)
			k := c.kind
			if g.hasLetter(g.rules.BlastImmune, k) || s != centre && g.hasLetter(g.rules.BlastSpared, k) {
				continue
			}
			q.set(s, empty)
			if g.rules.Hand.CapturesToHand { // to the other side's hand
				q.hand[side(!c.white)][g.hand.pieces[c.kind].handKind]++
			}
		}
	}
}

// royalsOf lists the squares of the white (or black) side's royal pieces
// in p.
func (g *Generator) royalsOf(p *position, white bool) []square {
	var out []square
	for f := range p.board {
		for r, c := range p.board[f] {
			if !c.isEmpty() && c.white == white && g.pieces[c.kind].royal {
				out = append(out, square{f, r})
			}
		}
	}
	return out
}

// neighbours reports whether a and b are adjacent squares.
func neighbours(a, b square) bool {
	return a != b && abs(a.f-b.f) <= 1 && abs(a.r-b.r) <= 1
}

// mutualCapture reports whether m captures on its destination, with a
// mutually immune piece, a piece of its own kind.
func (g *Generator) mutualCapture(p *position, m move) bool {
	if m.drop || m.castle {
		return false
	}
	a, v := p.at(m.from), p.at(m.to)
	return !v.isEmpty() && v.white != a.white && v.kind == a.kind && g.hasLetter(g.rules.MutuallyImmune, a.kind)
}

// blastLegal reports whether m, played from p to q, is legal under the
// blast rules: a side with one royal piece may not blow it up; blowing up
// the other side's only royal piece is always legal; otherwise the royal
// piece (and the squares a castling royal started on and passed) must not
// be capturable, unless it touches the other side's only royal piece.
func (g *Generator) blastLegal(p, q *position, m move) bool {
	white := p.whiteToMove
	if len(g.royalsOf(p, white)) != 1 {
		return true
	}
	mine := g.royalsOf(q, white)
	if len(mine) == 0 {
		return false
	}
	var enemy *square
	if e := g.royalsOf(p, !white); len(e) == 1 {
		enemy = &e[0]
		if len(g.royalsOf(q, !white)) == 0 {
			return true
		}
	}
	if q.holes[m.to] { // petrified: the royal test sees the square empty
		q = unpetrified(q, m.to)
	}
	for _, s := range append(mine, m.royalSquares...) {
		if enemy != nil && neighbours(s, *enemy) {
			continue
		}
		if g.attacked(unwalled(q, s), !white, []square{s}) {
			return false
		}
	}
	return true
}

// unpetrified is q without the wall on s, which a capture's petrified
// piece made there: the blast rules' royal test does not see it
// (legdefs.Rules.Blast).
func unpetrified(q *position, s square) *position {
	r := *q
	r.holes = make(map[square]bool, len(q.holes))
	for h := range q.holes {
		if h != s {
			r.holes[h] = true
		}
	}
	return &r
}

// unwalled is q without a wall on s, where a castling royal started: the
// royal test asks whether s is attacked, which a wall on it does not
// change.
func unwalled(q *position, s square) *position {
	if !slices.Contains(q.walls, s) {
		return q
	}
	r := *q
	r.walls = slices.DeleteFunc(slices.Clone(q.walls), func(w square) bool { return w == s })
	return &r
}
