package refgen

import "strings"

// Castling partners by type (castling-partners, Fairy-Stockfish's
// castlingRookPieces): a K or Q right names the outermost piece of those
// types on the castling king's rank on that side, wherever it stands;
// only such a named piece is unmoved. The king castles with it if every
// square from the outermost to the innermost of the four squares (the
// king's and the partner's origins and destinations) is empty but the
// two origins.

// typedPartners reports whether the variant names its partner types.
func (g *Generator) typedPartners() bool { return g.rules.CastlingPartners != "" }

// isTypedPartner reports whether c is a piece of a partner type.
func (g *Generator) isTypedPartner(c cell) bool {
	return !c.isEmpty() && strings.Contains(g.rules.CastlingPartners, g.pieces[c.kind].letter)
}

// typedPartner returns the outermost piece of a partner type of the
// king's colour on the king's rank on side dir.
func (g *Generator) typedPartner(p *position, king square, dir int) (square, bool) {
	white := p.at(king).white
	f := 0
	if dir > 0 {
		f = p.files - 1
	}
	for ; f != king.f; f -= dir {
		if c := p.board[f][king.r]; g.isTypedPartner(c) && c.white == white {
			return square{f, king.r}, true
		}
	}
	return square{}, false
}

// unvirginPartners marks every partner-type piece of one side moved:
// their virginity comes only from the castling field.
func (g *Generator) unvirginPartners(p *position, white bool) {
	for f := 0; f < p.files; f++ {
		for r := 0; r < p.ranks; r++ {
			if c := p.board[f][r]; g.isTypedPartner(c) && c.white == white {
				p.board[f][r].virgin = false
			}
		}
	}
}

// virginPartner reports whether an unmoved partner-type piece of the
// king's colour stands on the king's rank on side dir.
func (g *Generator) virginPartner(p *position, king square, dir int) bool {
	white := p.at(king).white
	for f := king.f + dir; f >= 0 && f < p.files; f += dir {
		if c := p.board[f][king.r]; g.isTypedPartner(c) && c.white == white && c.virgin {
			return true
		}
	}
	return false
}

// spanEmpty reports whether the squares of rank r from the lowest to the
// highest of files are empty, but for the squares in but.
func spanEmpty(p *position, r int, files [4]int, but [2]int) bool {
	lo, hi := files[0], files[0]
	for _, f := range files {
		lo, hi = min(lo, f), max(hi, f)
	}
	for f := lo; f <= hi; f++ {
		if f != but[0] && f != but[1] && !p.board[f][r].isEmpty() {
			return false
		}
	}
	return true
}

// oppositeCastled takes away, after castling move m of the side white, the
// opponent's castling right on the same side (opposite-castling): the
// piece that right names there is no longer virgin.
func (g *Generator) oppositeCastled(q *position, m move, white bool) {
	k, ok := g.castler(q, !white)
	if !ok || !q.at(k).virgin {
		return
	}
	dir := 1
	if m.partnerFrom.f < m.from.f {
		dir = -1
	}
	if s, ok := g.partner(q, k, dir); ok {
		q.board[s.f][s.r].virgin = false
	}
}

// castlingDecided reports whether a side has lost a right castling-wins
// lists (by castling with it, or by its king or partner moving or being
// taken): the game is over.
func (g *Generator) castlingDecided(p *position) bool {
	if g.rules.CastlingWins == "" {
		return false
	}
	rights := g.castlingLetters(p, true) + g.castlingLetters(p, false)
	for _, r := range g.rules.CastlingWins {
		if !strings.ContainsRune(rights, r) {
			return true
		}
	}
	return false
}
