package variants

import "gopkg.in/yaml.v3"

// This file holds a piece's clock field: how its moves count for the
// half-move clock (the 50-move rule) that a FEN carries.

// Clock values of Piece.Clock.
const (
	ClockReset        = "reset"        // every move resets the clock
	ClockIrreversible = "irreversible" // a move resets it unless the piece could step straight back
	ClockKeep         = "keep"         // its moves never reset it (captures still do)
)

// pieceClock decodes a clock field.
func (d *decoder) pieceClock(v *yaml.Node) *str {
	s := d.str(v, "clock")
	if s == nil {
		return nil
	}
	switch s.val {
	case ClockReset, ClockIrreversible, ClockKeep:
		return s
	}
	d.e.add(s.loc, "clock: %q: want reset, irreversible or keep", s.val)
	return nil
}

// finishClock copies the pieces' clock fields (and initial regions,
// initial.go) into v.
func finishClock(r *rawVariant, v *Variant) {
	finishInitial(r, v)
	for i, p := range r.pieces {
		v.Pieces[i].Clock = p.clock.value()
	}
}
