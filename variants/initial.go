package variants

import "gopkg.in/yaml.v3"

// This file holds a piece's initial-region field: where its initial (i)
// moves are allowed, whether or not it has moved (Fairy-Stockfish's
// double-step region: a pawn that steps sideways or back onto its second
// rank may double-step again).

// pieceInitialRegion decodes an initial-region field.
func (d *decoder) pieceInitialRegion(p *rawPiece, v *yaml.Node) {
	p.initialRegion = d.region(v, "initial-region")
}

// checkInitialRegions checks the initial-region squares against the board.
func checkInitialRegions(r *rawVariant, e *errs) {
	if r.board == nil {
		return
	}
	for _, p := range r.pieces {
		g := p.initialRegion
		if g == nil {
			continue
		}
		for i, q := range g.squares {
			if q.File >= r.files || q.Rank >= r.ranks {
				e.add(g.s.pos(g.offs[i]), "piece %s: initial-region %q: square %c%d is off the %s board%s",
					p.letter.val, g.s.val, 'a'+q.File, q.Rank+1, r.board.val, elsewhere(g.s.loc, r.board.loc, "board"))
				break
			}
		}
	}
}

// finishInitial copies the pieces' initial regions into v.
func finishInitial(r *rawVariant, v *Variant) {
	for i, p := range r.pieces {
		if p.initialRegion != nil {
			v.Pieces[i].InitialRegion = p.initialRegion.squares
		}
	}
}
