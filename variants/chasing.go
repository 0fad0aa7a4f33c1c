package variants

import "github.com/betzac/betzac/legdefs"

// checkChasing checks that a variant with the chasing rule
// (legdefs.Rules.ChasingRule) has only the pieces it knows, by
// legdefs.ChasingPieceError, which Program.Validate calls too.
func checkChasing(r *rawVariant, e *errs) {
	if r.rules.ChasingRule == legdefs.ChasingNone || r.brokenPieces {
		return
	}
	for _, p := range r.pieces {
		if p.betza == nil || p.letter == nil {
			continue
		}
		if err := legdefs.ChasingPieceError(r.rules.ChasingRule, p.betza.val, p.royal); err != nil {
			e.add(p.at, "piece %s: %v", p.letter.val, err)
		}
	}
}
