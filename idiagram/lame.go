package idiagram

import (
	"strings"

	"github.com/betzac/betzac/grammar"
)

// checkLameOblique refuses a lame (n) oblique leap such as nN: betzac reads
// nN as the Xiangqi Horse (blocked on the orthogonal square, as
// Fairy-Stockfish and XBoard), while this betza.js tests the diagonal square
// (../shared/spec/xbetza.md §2.4). Paradigm's BnN counts 8982 in the Diagram
// at depth 3, 9062 in betzac and Fairy-Stockfish (golden/paradigm.yaml).
func (x *exporter) checkLameOblique() {
	for _, vp := range x.v.Pieces {
		pc, err := grammar.Parse(vp.Betza)
		if err != nil {
			continue // the compiler has refused it already
		}
		if lameOblique(pc) {
			x.problem("piece %s (%s): a lame oblique leap (n on %s) is blocked on the orthogonal square in betzac, on the diagonal one in the Diagram; write its legs (mafsW for nN)", vp.Letter, vp.Name, vp.Betza)
		}
	}
}

// lameOblique reports whether a term of pc has n on an N, C or Z atom.
func lameOblique(pc *grammar.Piece) bool {
	oblique := func(a *grammar.Atom) bool { return a != nil && strings.IndexByte("NCZ", a.Letter) >= 0 }
	hasN := func(mods []grammar.Mod) bool {
		for _, m := range mods {
			if m.Letter == 'n' {
				return true
			}
		}
		return false
	}
	for _, t := range pc.Terms {
		for _, l := range t.Legs {
			if hasN(l.Mods) && oblique(t.Atom) {
				return true
			}
		}
		for _, b := range t.Bracket {
			if (hasN(b.Mods) || hasN(t.Outer)) && oblique(b.Atom) {
				return true
			}
		}
	}
	return false
}
