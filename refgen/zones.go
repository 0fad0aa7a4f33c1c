package refgen

import (
	"github.com/betzac/betzac/variants"
)

// Zone rules (variants/README.md, "Regions", and legdefs.Rules), written
// from the schema's text: a confined piece's moves end only inside its
// region; region moves are extra terms a piece has while it stands on a
// From square, ending only on a To square; the flying-general rule forbids
// leaving the own royal piece on an open line with an enemy royal piece;
// under the Makpong rule a royal piece in check may move only by capturing
// its single checker.
// Regions are given for White and mirrored top to bottom for Black.

// zonePiece is the zone rules of one piece type.
type zonePiece struct {
	confine variants.Region // nil: anywhere
	extra   []regionTerms
}

type regionTerms struct {
	from, to variants.Region
	terms    []term
}

// addZones reads the zone rules of v into g.
func (g *Generator) addZones(v *variants.Variant) error {
	for i, p := range v.Pieces {
		z := &g.pieces[i].zones
		z.confine = p.Confine
		for _, rm := range p.RegionMoves {
			terms, err := compileBetza(rm.Betza, "piece "+p.Letter+" region moves")
			if err != nil {
				return err
			}
			z.extra = append(z.extra, regionTerms{from: rm.From, to: rm.To, terms: terms})
		}
	}
	return nil
}

// inRegion reports whether s is in region r as the side white sees it
// (nil: every square).
func (g *Generator) inRegion(r variants.Region, s square, white bool) bool {
	if r == nil {
		return true
	}
	rank := s.r
	if !white {
		rank = g.ranks - 1 - rank
	}
	return r.Contains(s.f, rank)
}

// zoneMoves walks the region terms of the piece c on from, emitting the
// moves that end on their To squares.
func (g *Generator) zoneMoves(p *position, c cell, from square, emit func(move)) {
	for _, rt := range g.pieces[c.kind].zones.extra {
		if !g.inRegion(rt.from, from, c.white) {
			continue
		}
		to := rt.to
		for ti := range rt.terms {
			t := &rt.terms[ti]
			if t.castle || t.legs[0].initial && !c.virgin {
				continue
			}
			w := &walker{g: g, pos: p, white: c.white, piece: c, from: from, t: t, emit: func(m move) {
				if g.inRegion(to, m.to, c.white) {
					emit(m)
				}
			}}
			w.walk()
		}
	}
}

// confined filters emit by the piece's confinement region.
func (g *Generator) confined(c cell, emit func(move)) func(move) {
	r := g.pieces[c.kind].zones.confine
	if r == nil {
		return emit
	}
	return func(m move) {
		if g.inRegion(r, m.to, c.white) {
			emit(m)
		}
	}
}

// pieceHits reports whether the piece c on from may capture on one of
// targets, with its own terms and its region terms, within its
// confinement region. The square from must be empty during the call.
func (g *Generator) pieceHits(p *position, c cell, from square, targets []square) bool {
	z := &g.pieces[c.kind].zones
	var ts []square
	for _, s := range targets {
		if g.inRegion(z.confine, s, c.white) {
			ts = append(ts, s)
		}
	}
	if len(ts) == 0 {
		return false
	}
	walk := func(terms []term, ts []square) bool {
		for ti := range terms {
			t := &terms[ti]
			if t.castle || t.legs[0].initial && !c.virgin {
				continue
			}
			w := &walker{g: g, pos: p, white: c.white, piece: c, from: from, t: t, targets: ts}
			w.walk()
			if w.hit {
				return true
			}
		}
		return false
	}
	if walk(g.pieces[c.kind].terms, ts) {
		return true
	}
	for _, rt := range z.extra {
		if !g.inRegion(rt.from, from, c.white) {
			continue
		}
		var tt []square
		for _, s := range ts {
			if g.inRegion(rt.to, s, c.white) {
				tt = append(tt, s)
			}
		}
		if len(tt) > 0 && walk(rt.terms, tt) {
			return true
		}
	}
	return false
}

// checkers returns the squares of the pieces of colour byWhite that may
// capture on target.
func (g *Generator) checkers(p *position, byWhite bool, target square) []square {
	var out []square
	for f := 0; f < p.files; f++ {
		for r := 0; r < p.ranks; r++ {
			c := p.board[f][r]
			if c.isEmpty() || c.white != byWhite {
				continue
			}
			p.board[f][r] = empty
			if g.pieceHits(p, c, square{f, r}, []square{target}) {
				out = append(out, square{f, r})
			}
			p.board[f][r] = c
		}
	}
	return out
}

// zoneLegal applies the flying-general and Makpong rules to move m from
// p, which leads to q.
func (g *Generator) zoneLegal(p, q *position, m move) bool {
	white := p.whiteToMove
	if g.rules.Makpong && !m.castle && !m.drop {
		if c := p.at(m.from); g.pieces[c.kind].royal {
			ch := g.checkers(p, !white, m.from)
			if len(ch) > 1 || len(ch) == 1 && ch[0] != m.to {
				return false
			}
		}
	}
	if g.rules.FlyingGeneral {
		for f := 0; f < q.files; f++ {
			for r := 0; r < q.ranks; r++ {
				c := q.board[f][r]
				if !c.isEmpty() && c.white == white && g.pieces[c.kind].royal && g.facesRoyal(q, square{f, r}, white) {
					return false
				}
			}
		}
		// a castling royal may not pass a square facing an enemy royal
		// either (Fairy-Stockfish); the first is the one it left
		for i := 1; m.castle && i < len(m.royalSquares); i++ {
			if g.facesRoyal(q, m.royalSquares[i], white) {
				return false
			}
		}
	}
	return true
}

// facesRoyal reports whether an enemy royal piece (of the side not
// white) stands on sq's file or rank with only empty squares between.
func (g *Generator) facesRoyal(q *position, sq square, white bool) bool {
	for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		s := sq.add(d[0], d[1])
		for q.on(s) && q.at(s).isEmpty() {
			s = s.add(d[0], d[1])
		}
		if q.on(s) && q.at(s).white != white && g.pieces[q.at(s).kind].royal {
			return true
		}
	}
	return false
}
