package idiagram

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// checkFriendlyRoyal refuses a piece with a d (friendly capture) move when
// its side has a royal piece: betzac's d never takes a royal piece
// (variants/README.md, Friendly capture), while the Diagram's d takes any
// own piece, King included (betza.js counts friendlyfire's Queen d1xe1 at
// depth 1: CI/idiagram/id-export-perft.tsv). The two would count different
// moves, so the definition cannot say the same variant. Any d leg could
// reach the royal piece as the pieces move, so none is let through; but a
// royal piece that is its side's only one has no royal piece to take.
func (x *exporter) checkFriendlyRoyal(p *legdefs.Program) {
	var royals []string
	for _, pt := range p.Pieces {
		if pt.Royal {
			royals = append(royals, pt.Letter+" ("+pt.Name+")")
		}
	}
	if len(royals) == 0 {
		return
	}
	alone := x.royalsPerSide() <= 1
	for i, pt := range p.Pieces {
		if hasFriendLeg(p.AllMoves(i)) && !(pt.Royal && alone) {
			x.problem("piece %s (%s): its d (capture own piece) move could take the royal %s; betzac's d never takes a royal piece, the Diagram's d does", pt.Letter, pt.Name, strings.Join(royals, ", "))
		}
	}
}

// hasFriendLeg reports whether a leg of one of moves may capture a friendly piece.
func hasFriendLeg(moves []legdefs.Move) bool {
	for _, m := range moves {
		for _, l := range m {
			if l.Mode&legdefs.ModeFriend != 0 {
				return true
			}
		}
	}
	return false
}
