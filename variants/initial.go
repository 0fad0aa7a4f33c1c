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
	for _, p := range r.pieces {
		checkRegion(r, p, p.initialRegion, "initial-region", e)
	}
}

// finishInitial copies the pieces' initial regions into v.
func finishInitial(r *rawVariant, v *Variant) {
	for i, p := range r.pieces {
		v.Pieces[i].InitialRegion = p.initialRegion.region()
	}
}
