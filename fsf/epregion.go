package fsf

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// epDoubleStep is the initial double step that makes e.p. squares, as
// FSF's pawn and its custom pawns write it.
const epDoubleStep = "ifmnD"

// initialLame is an initial lame leap, which makes e.p. squares in betzac.
var initialLame = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`i[a-z]*n[A-Z]`) }}

// readEPRegion translates enPassantRegion = - (do_move sets no e.p.
// square, after a pawn's double step or a custom piece's initial move):
// each piece's ifmnD becomes fmnD from the squares it double-steps from
// (region-moves; a lame leap that is not initial makes no e.p. squares,
// variants/README.md), as horde's first-rank pawns. Other regions are
// named.
func (t *translation) readEPRegion() {
	keys := []string{"enPassantRegion", "enPassantRegionWhite", "enPassantRegionBlack"}
	for _, k := range keys {
		t.handled[k] = true
	}
	w, hasW := t.get["enPassantRegionWhite"]
	if !hasW {
		w, hasW = t.get["enPassantRegion"]
	}
	b, hasB := t.get["enPassantRegionBlack"]
	if !hasB {
		b, hasB = t.get["enPassantRegion"]
	}
	if !hasW && !hasB {
		return
	}
	if strings.TrimSpace(w) != "-" || strings.TrimSpace(b) != "-" {
		t.untranslated("enPassantRegionWhite = %s, enPassantRegionBlack = %s (betzac takes - only: no e.p. squares)", w, b)
		return
	}
	for i := range t.pieces {
		p := &t.pieces[i]
		if !strings.Contains(p.betza, epDoubleStep) {
			continue
		}
		region := p.initialRegion
		if region == "" {
			region = regionText(pawnStartSquares(t.start, strings.ToUpper(p.letter), t.files, t.ranks), t.files)
		}
		p.betza = strings.Replace(p.betza, epDoubleStep, "", 1)
		p.regionMoves = append(p.regionMoves, fmt.Sprintf("{from: %q, betza: fmnD}", region))
		p.initialRegion = ""
	}
	for _, p := range t.pieces {
		if initialLame.Get().MatchString(p.betza) {
			t.untranslated("enPassantRegion = - with %s (%s): betzac's initial lame leaps make e.p. squares", p.name, p.betza)
			return
		}
	}
}
