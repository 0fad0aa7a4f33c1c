package refgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/variants"
)

// Rules of Betza-defined pawns as the schema gives them: the marked FEN
// e.p. field (legdefs.Rules.EPFieldMarked), and in variants/README.md a
// piece's clock rule (clock) and its initial region (initial-region).

// fairyPawns are the per-piece ones; the e.p. field's form is
// Generator.rules.EPFieldMarked.
type fairyPawns struct {
	// by kind: the clock rule ("" = the default) and the initial region
	// per side (0 White, 1 Black; nil: none)
	clock      []string
	initRegion [][2]map[square]bool
}

// addFairyPawnRules reads the rules from v.
func (g *Generator) addFairyPawnRules(v *variants.Variant) {
	g.fp.clock = make([]string, len(g.pieces))
	g.fp.initRegion = make([][2]map[square]bool, len(g.pieces))
	for i, p := range v.Pieces {
		g.fp.clock[i] = p.Clock
		if p.InitialRegion == nil {
			continue
		}
		for side := 0; side < 2; side++ {
			m := map[square]bool{}
			for _, s := range p.InitialRegion {
				r := s.Rank
				if side == 1 {
					r = g.ranks - 1 - r // mirrored top to bottom for Black
				}
				m[square{s.File, r}] = true
			}
			g.fp.initRegion[i][side] = m
		}
	}
}

// inInitialRegion reports whether c on s stands in its initial region; ok
// is false if its kind has none.
func (g *Generator) inInitialRegion(c cell, s square) (in, ok bool) {
	if c.isEmpty() || g.fp.initRegion == nil {
		return false, false
	}
	side := 0
	if !c.white {
		side = 1
	}
	m := g.fp.initRegion[c.kind][side]
	if m == nil {
		return false, false
	}
	return m[s], true
}

// regionVirgins sets, in a position read from a FEN, the virginity of
// every piece whose kind has an initial region: virgin iff it stands in it.
func (g *Generator) regionVirgins(p *position) {
	for f := 0; f < p.files; f++ {
		for r := 0; r < p.ranks; r++ {
			s := square{f, r}
			if in, ok := g.inInitialRegion(p.at(s), s); ok {
				p.board[f][r].virgin = in
			}
		}
	}
}

// landed makes the piece a move put on s virgin again if it stands in its
// initial region.
func (g *Generator) landed(q *position, s square) {
	if in, ok := g.inInitialRegion(q.at(s), s); ok && in {
		q.board[s.f][s.r].virgin = true
	}
}

// clockResets reports whether mover's move m (no capture, no drop) from
// p resets the halfmove clock: a promotion does (not where a promoted
// piece promotes back: promoKeepsClock), else by the kind's clock rule,
// or by default if it is a pawn (P): Fairy-Stockfish's do_move
// (position.cpp, where st->rule50 is reset).
func (g *Generator) clockResets(p *position, mover cell, m move) bool {
	pt := &g.pieces[mover.kind]
	if m.promo >= 0 && !g.promoKeepsClock() {
		return true
	}
	switch g.fp.clock[mover.kind] {
	case variants.ClockReset:
		return true
	case variants.ClockKeep:
		return false
	case variants.ClockIrreversible:
		// reversible: the piece, alone on the board at m.to, could move
		// back to m.from with a one-leg non-initial move
		alone := newPosition(p.files, p.ranks)
		alone.whiteToMove = mover.white
		c := mover
		c.virgin = false
		alone.set(m.to, c)
		for _, bm := range g.pseudoMoves(alone) {
			if bm.from == m.to && bm.to == m.from && len(bm.victims) == 0 && !bm.castle {
				return false
			}
		}
		return true
	}
	return pt.letter == "P"
}

// promoKeepsClock reports whether a kind promotes to one that promotes
// back to it (Kyoto Shogi's flips, FSF's pieceDemotion): then a promotion
// keeps the halfmove clock.
func (g *Generator) promoKeepsClock() bool {
	for i := range g.pieces {
		for _, k := range g.pieces[i].promoTo {
			if slices.Contains(g.pieces[k].promoTo, i) {
				return true
			}
		}
	}
	return false
}

// parseMarkedEP reads a marked e.p. field ("c5d6"): empty squares are e.p.
// squares, a square with a piece of the side not to move the victim.
func (g *Generator) parseMarkedEP(p *position, field string) error {
	var eps []square
	victim := square{-1, -1}
	for rest := field; rest != ""; {
		n := 1
		for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
			n++
		}
		sq, err := parseSquare(rest[:n], g.files, g.ranks)
		if err != nil {
			return fmt.Errorf("FEN e.p. field %q: %v", field, err)
		}
		rest = rest[n:]
		if c := p.at(sq); c.isEmpty() {
			eps = append(eps, sq)
		} else if c.white != p.whiteToMove {
			victim = sq
		}
	}
	if len(eps) > 0 && victim.f >= 0 {
		p.ep, p.epVictim = eps, victim
	}
	return nil
}

// markedEP writes the marked e.p. field: the e.p. squares and the victim,
// rank by rank from a1; "-" if there are none.
func markedEP(p *position) string {
	if len(p.ep) == 0 {
		return "-"
	}
	sqs := append([]square{p.epVictim}, p.ep...)
	slices.SortFunc(sqs, func(a, b square) int {
		if a.r != b.r {
			return a.r - b.r
		}
		return a.f - b.f
	})
	var b strings.Builder
	for _, s := range sqs {
		b.WriteString(s.String())
	}
	return b.String()
}
