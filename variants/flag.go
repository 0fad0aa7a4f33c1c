package variants

import "github.com/betzac/betzac/legdefs"

// checkFlag checks the capture-the-flag rules that refine flag-squares
// (legdefs.Rules documents them): each needs goal squares, and a side
// flag-side: white leaves Black without goal squares, so no
// flag-squares-black.
func checkFlag(r *rawVariant, e *errs) {
	g := &r.rules
	for _, k := range []struct {
		key string
		on  bool
	}{{"flag-count", g.FlagCount > 1}, {"flag-blocked", g.FlagBlocked}, {"flag-side", g.FlagSide != legdefs.FlagSideBoth}} {
		if l, ok := r.present[k.key]; ok && k.on && len(g.FlagSquares) == 0 {
			e.add(l, "%s: only with flag-squares", k.key)
		}
	}
	if l, ok := r.present["flag-squares-black"]; ok && g.FlagSide == legdefs.FlagSideWhite && g.FlagSquaresBlack != nil {
		e.add(l, "flag-squares-black: not with flag-side: white (Black has no goal squares)")
	}
}
