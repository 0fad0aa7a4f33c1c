package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// epNoPromoYAML is chess where Black promotes on its last three ranks,
// so White's double step passes a square of Black's zone, and an e.p.
// capture there does not promote (no-ep-promotion, Fairy-Stockfish's
// shinobiplus); Black's unpromoted pawn then promotes on its next move.
const epNoPromoYAML = `name: epnopromo
board: 8x8
no-ep-promotion: true
pieces:
  - {letter: P, name: Pawn, betza: ifmnDfmWfceF, promote: {squares: a8-h8, squares-black: a1-h3, to: QN}}
  - {letter: N, name: Knight, betza: N}
  - {letter: Q, name: Queen, betza: Q}
  - {letter: K, name: King, betza: K, royal: true}
start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1
`

// TestDifferentialEPNoPromotion plays random games (see TestDifferential)
// where black pawns stand ready to take e.p. on their third rank, which
// is in their zone; the games must make such a capture.
func TestDifferentialEPNoPromotion(t *testing.T) {
	v, err := variants.LoadBytes("epnopromo.yaml", []byte(epNoPromoYAML))
	if err != nil {
		t.Fatal(err)
	}
	c := diffCase{variant: "epnopromo", v: v, starts: []string{
		"4k3/8/8/8/p1p1p1p1/8/PPPPPPPP/4K3 w - - 0 1",
		"4k3/8/8/8/1p1p1p1p/8/PPPPPPPP/4K3 w - - 0 1",
	}, each: 6, splies: 40, need: ep | promo, perft: 3}
	// Shinobi+ (built-in): White's army in hand; after e2e4 Black's d4
	// pawn may take e.p. on e3
	shinobi := diffCase{variant: "shinobiplus", games: 2, plies: 60, starts: []string{
		"rnbqkbnr/ppp1pppp/L7/2H5/3p4/8/PPPMPPPP/4K3[CFJD] w kq - 0 1",
		"rnbqkbnr/ppp1pppp/L7/2H5/3pP3/8/PPPM1PPP/4K3[CFJD] b kq e3 0 1",
	}, each: 4, splies: 40, need: drop | promo, perft: 2}
	feature := func(p *vm.Position, m vm.Move) bool {
		s := p.MoveString(m) // "d4e3": onto rank 3, unpromoted
		return m.Kind&vm.KindEP != 0 && len(s) == 4 && s[3] == '3'
	}
	c.feature, shinobi.feature = feature, feature
	runDiffs(t, 502, []diffCase{c, shinobi}, func(c *diffCase) { c.each = 2 })
}
