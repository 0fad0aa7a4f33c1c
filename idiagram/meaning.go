package idiagram

import (
	"github.com/betzac/betzac/grammar"
)

// checkMeaning refuses, at its line, a piece whose Betza the Diagram reads
// otherwise than betzac (the same two differences Export refuses,
// friendly.go and lame.go): a lame oblique leap (nN), and a d (capture
// own piece) move where a royal piece other than the mover could be its
// victim. Translating either would give betzac's meaning, not the
// Diagram's, without a word.
func checkMeaning(pieces []piece) error {
	royals := 0
	for _, p := range pieces {
		if p.royal {
			royals++
		}
	}
	for _, p := range pieces {
		pc, err := grammar.Parse(p.betza)
		if err != nil {
			continue // check reports it with its position
		}
		if lameOblique(pc) {
			return lineErrorf(p.Line, "piece %s (%s): a lame oblique leap (n on an N, C or Z atom) is blocked on the orthogonal square in betzac, on the diagonal one in the Diagram; write its legs (mafsW for nN)", p.Name, p.betza)
		}
		if hasMod(pc, 'd') && (royals > 1 || royals == 1 && !p.royal) {
			return lineErrorf(p.Line, "piece %s (%s): its d (capture own piece) move could take a royal piece in the Diagram; betzac's d never takes a royal piece", p.Name, p.betza)
		}
	}
	return nil
}

// hasMod reports whether a leg of pc carries the modifier letter.
func hasMod(pc *grammar.Piece, letter byte) bool {
	has := func(mods []grammar.Mod) bool {
		for _, m := range mods {
			if m.Letter == letter {
				return true
			}
		}
		return false
	}
	for _, t := range pc.Terms {
		if has(t.Outer) {
			return true
		}
		for _, l := range t.Legs {
			if has(l.Mods) {
				return true
			}
		}
		for _, b := range t.Bracket {
			if has(b.Mods) {
				return true
			}
		}
	}
	return false
}
