package variants

import (
	"slices"

	"github.com/betzac/betzac/legdefs"
)

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

// checkFlagPieces checks flag-pieces: letters of pieces, each once, where
// a promoted form ("+K", "Q~") is a letter of its own (legdefs.SplitLetters).
func checkFlagPieces(r *rawVariant, names *letterSet, e *errs) {
	rs, ok := r.ruleStrs["flag-pieces"]
	if !ok || r.brokenPieces {
		return
	}
	s := rs.s
	if s.val == "" {
		e.add(s.loc, "flag-pieces: want piece letters, got an empty string")
		return
	}
	var seen []string
	at := 0
	for _, l := range legdefs.SplitLetters(s.val) {
		switch {
		case !names.has(l):
			e.add(s.pos(at), "flag-pieces %q: no piece %s", s.val, l)
			return
		case slices.Contains(seen, l):
			e.add(s.pos(at), "flag-pieces %q: piece %s twice", s.val, l)
			return
		}
		seen = append(seen, l)
		at += len(l)
	}
}
