package refgen

// Passing when stalemated (legdefs.Rules.PassOnStalemate), from the
// schema's text: a side with no legal move that is not in check and has a
// piece passes, written as its first royal piece's (else first piece's)
// move to its own square, a1, b1, ... rank by rank; two passes in a row
// end the game. The position counts the passes that led to it.

// stalematePass returns the legal moves of p (out) with the pass added
// when there are none, or none at all after two passes in a row.
func (g *Generator) stalematePass(p *position, out map[string]*position) map[string]*position {
	if !g.rules.PassOnStalemate {
		return out
	}
	if p.passes >= 2 {
		return map[string]*position{}
	}
	for _, q := range out {
		q.passes = 0
	}
	if len(out) > 0 || g.sideInCheck(p, p.whiteToMove) {
		return out
	}
	s, ok := g.passSquare(p)
	if !ok {
		return out
	}
	q := p.copy()
	q.whiteToMove = !p.whiteToMove
	q.ep, q.epVictim, q.passes = nil, square{}, p.passes+1
	// the clock as for a move of the piece to its own square, which it
	// cannot move back from: a pawn's resets it (Fairy-Stockfish too)
	q.halfmove++
	if g.clockResets(p, p.at(s), move{from: s, to: s}) { // fairypawns.go
		q.halfmove = 0
	}
	if !p.whiteToMove {
		q.fullmove++
	}
	out[s.String()+s.String()] = q
	return out
}

// passSquare returns the square of the side to move's first royal piece,
// else of its first piece (a1, b1, ..., a2, ...); ok is false if it has
// none.
func (g *Generator) passSquare(p *position) (square, bool) {
	first, found := square{}, false
	for r := 0; r < p.ranks; r++ {
		for f := 0; f < p.files; f++ {
			c := p.board[f][r]
			if c.isEmpty() || c.white != p.whiteToMove {
				continue
			}
			if g.pieces[c.kind].royal {
				return square{f, r}, true
			}
			if !found {
				first, found = square{f, r}, true
			}
		}
	}
	return first, found
}
