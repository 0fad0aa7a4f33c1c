package vm

import "github.com/betzac/betzac/legdefs"

// The half-move clock rule of a piece type (PieceType.Clock).

// setClock applies a type's clock rule.
func (t *tables) setClock(ty *ptype, clock legdefs.Clock) {
	ty.pawnish = clock == legdefs.ClockReset || clock == legdefs.ClockIrreversible
	ty.clockRev = clock == legdefs.ClockIrreversible
}

// reversible reports whether a move of piece pc (colour c) from -> to is
// one its type's clock rule lets keep the half-move clock (clockRev: the
// piece could step straight back).
func (p *Position) reversible(pc uint8, c, from, to int) bool {
	ty := &p.t.types[pc&typeMask]
	return ty.clockRev && ty.canStep(c, to, from)
}

// canStep reports whether a piece of type ty and colour c on from could
// move to to on an otherwise empty board with a non-initial one-leg move
// (Fairy-Stockfish's test of a reversible move).
func (ty *ptype) canStep(c, from, to int) bool {
	pc := &ty.col[c]
	d := int32(to - from)
	for _, l := range pc.plain {
		if l.move && l.off == d {
			return true
		}
	}
	for _, l := range pc.slides {
		if l.move && l.off != 0 && d%l.off == 0 && d/l.off > 0 && d/l.off <= l.max {
			return true
		}
	}
	for i := range pc.special {
		l := &pc.special[i]
		if l.move && !l.initial && !l.jump && l.off == d {
			return true
		}
	}
	return false
}
