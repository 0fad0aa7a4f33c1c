package vm

import "github.com/betzac/betzac/legdefs"

// No virginity (no-virgin): where no rule reads whether a piece has
// moved, the position keeps no piece virgin (setVirginity) and makePlain
// neither saves nor clears virginity. Unmake still writes back the
// records' virginity, which is then always false: every record is new
// (zeroed) or saved by Make from a board with no virgin square.

// virginUnread tells whether no rule of the variant reads a piece's
// virginity: no initial (i) move, castling, loss of initial moves, gates,
// gating, initial regions, nor hands (a drop on a start square or a
// placement makes the piece virgin). It is no-virgin's precondition.
func (t *tables) virginUnread() bool {
	r := &t.rules
	if t.castleRoyal != 0 || t.partnerMask != 0 || r.Castling960 || r.OppositeCastling ||
		r.Gates || r.Gating || t.initRegion != nil || t.hands {
		return false
	}
	for k := range t.types {
		pt := &t.prog.Pieces[k]
		if t.types[k].castles || len(pt.LosesInitialTo) > 0 || usesMode(t.prog, pt, legdefs.ModeInitial) {
			return false
		}
	}
	return true
}
