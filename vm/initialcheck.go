package vm

import "github.com/betzac/betzac/legdefs"

// Initial moves barred in check (legdefs.PieceType.InitialNotInCheck, the
// Cambodian king's leap): the type's initial (i) moves become a region set
// of their own, everywhere, allowed only while its side is not in check.

// buildInitialNotInCheck splits type i's moves into its initial moves, a
// set allowed only when not in check, and the others, its own moves.
func (t *tables) buildInitialNotInCheck(i int, z *zoneType) {
	var initial, other []legdefs.Move
	for _, m := range t.prog.Table.Moves(t.prog.Pieces[i].Offset) {
		if len(m) > 0 && m[0].Mode&legdefs.ModeInitial != 0 {
			initial = append(initial, m)
		} else {
			other = append(other, m)
		}
	}
	base := t.compileExtra(i, other)
	set := regionSet{col: t.compileExtra(i, initial), notInCheck: true}
	t.types[i].col = base
	z.sets = append(z.sets, set)
}
