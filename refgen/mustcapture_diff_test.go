package refgen_test

import "testing"

// TestDifferentialMustCapture plays random games of the forced-capture
// variants (see TestDifferential), from the start and from positions
// where captures, promotions (to a king in Antichess), castling beside a
// capture and check (Losers) meet, comparing perft there too.
func TestDifferentialMustCapture(t *testing.T) {
	promoStart := "r3k2r/1P4p1/8/3p4/4P3/8/1p4P1/R3K2R w KQkq - 0 1"
	perft2 := func(c diffCase) diffCase { c.perft = 2; return c }
	tests := []diffCase{
		perft2(chessGames("antichess", "8/1P4p1/8/3p4/4P3/8/1p4P1/8 w - - 0 1").needs(ep | promo)),
		perft2(chessGames("giveaway", promoStart).needs(castle | ep | promo)),
		perft2(chessGames("codrus", promoStart).needs(castle | ep | promo)),
		perft2(chessGames("losers", promoStart)),
	}
	runDiffs(t, 201, tests, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}
