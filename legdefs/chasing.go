package legdefs

import "fmt"

// ChasingPieceError says why a piece with this Betza and royalty cannot
// play under the chasing rule rule (Rules.ChasingRule), or is nil: the
// rule knows only Xiangqi's pieces (ChasingPieces), as Fairy-Stockfish's
// reads its own piece types, and another piece would neither chase nor
// protect. The one home of that condition: Program.Validate and the
// variant loader both call it, each naming the piece before it.
func ChasingPieceError(rule, betza string, royal bool) error {
	if rule == ChasingNone {
		return nil
	}
	if kind, ok := ChasingPieces[betza]; ok && (kind == "king") == royal {
		return nil
	}
	return fmt.Errorf("betza %q: chasing-rule: %s knows only Xiangqi's pieces (R, mafsW or nN, mRcpR, mafF or nA, F, fW or fsW, and the general, a royal W); set chasing-rule: none",
		betza, rule)
}
