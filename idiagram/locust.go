package idiagram

import (
	"github.com/betzac/betzac/legdefs"
)

// A move that captures on a leg before its last (a locust capture) and
// takes an iron piece, or a piece of its mover's anti-trade group, on one
// leg and a royal piece on another: betza.js's ScoreMove scores it illegal
// before it looks at the royal victim, so the Diagram sees no attack on
// the royal piece (testdata/capture-rules-differ.tsv, ironloc.html);
// betzac's iron and cannot-capture bar the move but still see the attack.
// So import refuses iron= beside a piece that captures on a leg before
// its last, and such a piece in an anti-trade group.

// checkLocusts refuses those definitions, naming the piece.
func checkLocusts(pieces []piece, name, yaml string) error {
	iron := false
	for _, p := range pieces {
		iron = iron || p.iron
	}
	p := compiled(name, yaml)
	if p == nil {
		return nil // check reports it
	}
	for i, pc := range pieces {
		if (!iron && pc.antiTrade == antiNone) || !locustCapture(p.AllMoves(i)) {
			continue
		}
		rule := "is in an anti-trade group"
		if iron {
			rule = "is beside iron pieces (iron=)"
		}
		return lineErrorf(pc.Line, "piece %s (%s) %s and captures on a leg before its last: betza.js bars such a move when a victim is iron or of its group, also as an attack on a royal piece, which betzac's iron and cannot-capture do not; not translated", pc.Name, pc.betza, rule)
	}
	return nil
}

// locustCapture reports whether one of moves captures on a leg before
// its last.
func locustCapture(moves []legdefs.Move) bool {
	for _, m := range moves {
		for _, l := range m[:len(m)-1] {
			if l.Mode&legdefs.ModeCapture != 0 {
				return true
			}
		}
	}
	return false
}
