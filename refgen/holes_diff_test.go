package refgen_test

import "testing"

// TestDifferentialHoles plays random games of the built-ins with holes
// (see TestDifferential): slides and leaps beside the holes, Gustav III's
// and Omicron's castling with the rook one square in from the edge or the
// hole, promotions on Troitzky's squares at the end of each file; and
// Petrified's walls, which captures make.
func TestDifferentialHoles(t *testing.T) {
	tests := []diffCase{
		chessGames("gustav3", "ar3k2ra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/AR3K2RA w KQkq - 0 1",
			"a3k4a/*P7*/*8*/*8*/*8*/*8*/*6p1*/A4K3A w - - 0 1"),
		chessGames("omicron", "w**********w/*cr3k2rc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CR3K2RC*/W**********W w KQkq - 0 1",
			"w**********w/*5k4*/*P9*/*10*/*10*/*10*/*10*/*8p1*/*5K4*/W**********W w - - 0 1"),
		chessGames("troitzky", "****1k****/**6**/*8*/*8*/9p/P9/*8*/*8*/**6**/****K1**** w - - 0 1").needs(promo | check | ep),
		// walls made by captures, kings side by side
		chessGames("petrified", "r3k2r/8/8/3q4/3Q4/8/8/R3K2R w KQkq - 0 1", "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
			"8/8/8/3kK3/8/8/8/R6r w - - 0 1"),
	}
	runDiffs(t, 1, tests, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}
