package refgen

import (
	"fmt"

	"github.com/betzac/betzac/variants"
)

// promoExtra is a piece's promotion by colour and by squares: Black's own
// choices (promote: to-black) and a zone of squares instead of ranks
// (promote: squares, squares-black).
type promoExtra struct {
	toBlack []int // kinds Black may promote to; nil: promoTo
	// squares[0] is White's zone, squares[1] Black's; nil: the ranks of
	// promoZone
	squares [2]map[square]bool
}

// addPromoExtra reads piece i's to-black and squares.
func (g *Generator) addPromoExtra(i int, pr *variants.Promote) error {
	pt := &g.pieces[i]
	if pr.ToBlack != "" {
		pt.promoExtra.toBlack = []int{}
		for _, l := range splitLetters(pr.ToBlack) {
			k, ok := g.byLetter[l]
			if !ok {
				return fmt.Errorf("refgen: piece %s promotes (Black) to unknown piece %q", pt.letter, l)
			}
			pt.promoExtra.toBlack = append(pt.promoExtra.toBlack, k)
		}
	}
	if pr.Squares != nil {
		for c := 0; c < 2; c++ {
			pt.promoExtra.squares[c] = map[square]bool{}
		}
		for _, s := range pr.Squares {
			pt.promoExtra.squares[0][square{s.File, s.Rank}] = true
			if pr.SquaresBlack == nil {
				// Black's is White's mirrored top to bottom
				pt.promoExtra.squares[1][square{s.File, g.ranks - 1 - s.Rank}] = true
			}
		}
		for _, s := range pr.SquaresBlack {
			pt.promoExtra.squares[1][square{s.File, s.Rank}] = true
		}
	}
	return nil
}

// splitLetters splits promotion letters: single letters, + and a letter,
// or a letter and ~ ("QRB", "+P", "Q~").
func splitLetters(s string) []string {
	var out []string
	for j := 0; j < len(s); j++ {
		switch {
		case s[j] == '+' && j+1 < len(s):
			out = append(out, s[j:j+2])
			j++
		case j+1 < len(s) && s[j+1] == '~':
			out = append(out, s[j:j+2])
			j++
		default:
			out = append(out, s[j:j+1])
		}
	}
	return out
}

// choices returns the kinds a piece of this type may promote to.
func (pt *pieceType) choices(white bool) []int {
	if !white && pt.promoExtra.toBlack != nil {
		return pt.promoExtra.toBlack
	}
	return pt.promoTo
}

// inPromoZone reports whether s is in pt's promotion zone for the side.
func (pt *pieceType) inPromoZone(ranks int, white bool, s square) bool {
	if z := pt.promoExtra.squares; z[0] != nil {
		if white {
			return z[0][s]
		}
		return z[1][s]
	}
	return white && s.r >= ranks-pt.promoZone || !white && s.r < pt.promoZone
}
