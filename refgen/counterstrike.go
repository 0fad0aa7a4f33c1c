package refgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/variants"
)

// Chu Shogi's counter-strike rule (legdefs.Rules.CounterStrike), from the
// rule's text: after a piece not of the rule's types takes an enemy piece
// of those types, on its destination or as a victim on the way, the reply
// may take a piece of those types with a piece not of those types, on
// its destination or on the way, only on that square (the destination's
// when it took on both). The square is part of the position
// (position.lion), made by makeMove and written in the FEN's e.p. field;
// it may be empty (the taker went on).

// isStriker reports whether kind k is one of the counter-strike types.
// The rule's letters are single letters or "+" and a letter.
func (g *Generator) isStriker(k int) bool {
	s := g.rules.CounterStrike
	for i := 0; i < len(s); i++ {
		l := s[i : i+1]
		if s[i] == '+' && i+1 < len(s) {
			l = s[i : i+2]
			i++
		}
		if l == g.pieces[k].letter {
			return true
		}
	}
	return false
}

// strikes returns the squares where m, from p, takes an enemy piece of
// the rule's types with a piece not of them: its destination first, then
// its victims on the way.
func (g *Generator) strikes(p *position, m move) []square {
	if g.rules.CounterStrike == "" || m.drop || m.castle {
		return nil
	}
	a := p.at(m.from)
	if g.isStriker(a.kind) {
		return nil
	}
	var out []square
	for _, s := range append([]square{m.to}, m.victims...) {
		if v := p.at(s); s != m.from && !v.isEmpty() && v.white != a.white && g.isStriker(v.kind) && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// setLion sets q's counter-strike square after m was played from p.
func (g *Generator) setLion(p, q *position, m move) {
	q.lion, q.lionSet = square{}, false
	if s := g.strikes(p, m); len(s) > 0 {
		q.lion, q.lionSet = s[0], true
	}
}

// counterStruck reports whether the counter-strike square of p forbids m.
func (g *Generator) counterStruck(p *position, m move) bool {
	if !p.lionSet {
		return false
	}
	for _, s := range g.strikes(p, m) {
		if s != p.lion {
			return true
		}
	}
	return false
}

// parseLion reads a FEN's e.p. field as the counter-strike square, which
// is empty or holds a piece of the side that has just moved.
func (g *Generator) parseLion(p *position, field string) error {
	s, err := parseSquare(field, p.files, p.ranks)
	if err != nil {
		return fmt.Errorf("FEN counter-strike square: %w", err)
	}
	if c := p.at(s); !c.isEmpty() && c.white == p.whiteToMove {
		return fmt.Errorf("FEN counter-strike square %s holds a piece of the side to move", field)
	}
	p.lion, p.lionSet = s, true
	return nil
}

// epFree refuses counter-strike in a variant with an e.p. capture (the
// modifier e): the FEN's e.p. field holds the counter-strike square.
func epFree(v *variants.Variant) error {
	if v.CounterStrike == "" {
		return nil
	}
	for _, p := range v.Pieces {
		if strings.ContainsRune(p.Betza, 'e') {
			return fmt.Errorf("refgen: counter-strike: the FEN's e.p. field holds its square, so no piece may capture e.p., and piece %s (%s) does", p.Letter, p.Betza)
		}
	}
	return nil
}

// lionTraded reports whether the protected-Lion rule
// (legdefs.Rules.ProtectedLion) forbids m, played from p to q: a piece
// of the counter-strike types takes one on its destination, from a square
// not next to it, having taken on the way nothing or only pieces of the
// rule's types; and in q the other side could capture on that square.
func (g *Generator) lionTraded(p, q *position, m move) bool {
	if g.rules.ProtectedLion == "" || m.drop || m.castle || m.to == m.from {
		return false
	}
	a, v := p.at(m.from), p.at(m.to)
	if v.isEmpty() || v.white == a.white || !g.isStriker(v.kind) || !g.isStriker(a.kind) {
		return false
	}
	if abs(m.to.f-m.from.f) <= 1 && abs(m.to.r-m.from.r) <= 1 {
		return false // a Lion next to the origin may always be taken
	}
	for _, s := range m.victims {
		c := p.at(s)
		if !c.isEmpty() && c.white != a.white && !g.hasLetter(g.rules.ProtectedLion, c.kind) {
			return false
		}
	}
	return g.attacked(q, !a.white, []square{m.to})
}
