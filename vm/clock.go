package vm

import (
	"slices"

	"github.com/betzac/betzac/legdefs"
)

// The half-move clock, as Fairy-Stockfish's do_move keeps it
// (https://github.com/fairy-stockfish/Fairy-Stockfish/blob/master/src/position.cpp,
// where st->rule50 is reset): a capture, a drop and a promotion reset it
// (a shogi-style promotion not where promoted pieces demote, FSF's
// pieceDemotion: Kyoto Shogi), and so does a move its type's clock rule
// says (PieceType.Clock: FSF's nMoveRuleTypes, pawns by default, reset on
// their irreversible moves). clockResets is the move's part; Make adds
// captures.

// clockResets reports whether m, a move of mover (colour us; a drop's
// mover is the piece dropped), resets the half-move clock, captures
// aside.
func (p *Position) clockResets(m *Move, mover uint8, us int) bool {
	t := p.t
	return m.Kind&KindDrop != 0 || m.Promo != 0 && !t.promoKeeps ||
		t.types[mover&typeMask].pawnish && !p.reversible(mover, us, int(m.From), int(m.To))
}

// plainResets is clockResets for a move m of mover (type ty) that is no
// drop (makePlain's), its common case inline: a move that does not
// promote, of a type whose clock rule does not look at the way back (no
// clockRev), resets the clock just when the type has a clock rule
// (pawnish). Precondition: m is no drop.
func (p *Position) plainResets(m *Move, ty *ptype, mover uint8, us int) bool {
	if m.Promo == 0 && !ty.clockRev {
		return ty.pawnish
	}
	return p.clockResets(m, mover, us)
}

// demotes reports whether a promoted type of p promotes back to the type
// it came from (Kyoto Shogi's flips: FSF's pieceDemotion), where FSF
// lets a promotion keep the half-move clock.
func demotes(p *legdefs.Program) bool {
	for i, pt := range p.Pieces {
		if pt.Promote == nil {
			continue
		}
		for _, k := range pt.Promote.To {
			if q := p.Pieces[k].Promote; q != nil && slices.Contains(q.To, i) {
				return true
			}
		}
	}
	return false
}

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
