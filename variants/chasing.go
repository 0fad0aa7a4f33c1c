package variants

import "github.com/betzac/betzac/legdefs"

// checkChasing checks that a variant with the chasing rule
// (legdefs.Rules.ChasingRule) has only the pieces it knows, Xiangqi's
// (legdefs.ChasingPieces): Fairy-Stockfish's rule reads its own piece
// types, and another piece would neither chase nor protect.
func checkChasing(r *rawVariant, e *errs) {
	if r.rules.ChasingRule == legdefs.ChasingNone || r.brokenPieces {
		return
	}
	for _, p := range r.pieces {
		if p.betza == nil || p.letter == nil {
			continue
		}
		kind, ok := legdefs.ChasingPieces[p.betza.val]
		if ok && (kind == "king") == p.royal {
			continue
		}
		e.add(p.at, "piece %s: betza %q: chasing-rule: %s knows only Xiangqi's pieces (R, mafsW or nN, mRcpR, mafF or nA, F, fW or fsW, and the general, a royal W); set chasing-rule: none",
			p.letter.val, p.betza.val, r.rules.ChasingRule)
	}
}
