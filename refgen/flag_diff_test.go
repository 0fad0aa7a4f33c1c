package refgen_test

import "testing"

// TestDifferentialFlag plays random games of the built-ins with the
// newer flag rules (see TestDifferential), comparing perft at starts
// where they decide: Kono's seven men or a blocked goal (flag-count,
// flag-blocked), Alapo's safe or attacked arrival (flag-safe with
// flag-move), Buffalo's goal for Black only (flag-side), and Chak's
// promoted king, the only flag piece (flag-pieces: D+K).
func TestDifferentialFlag(t *testing.T) {
	flagGames := func(variant string, starts ...string) diffCase {
		return diffCase{variant: variant, games: 12, plies: 200, starts: starts, each: 4, splies: 60, perft: 3}
	}
	tests := []diffCase{
		flagGames("kono", "PPPPp/P4/3P1/5/p4 w - - 0 1", "PPPPP/P3p/3P1/5/p4 w - - 0 1", "p4/5/1p3/p3P/pppPp b - - 0 1"),
		flagGames("alapo", "4k1/6/6/6/6/Q4K w - - 0 1", "4k1/6/6/1r4/6/Q4K w - - 0 1", "q4k/6/3R2/6/6/5K b - - 0 1"),
		flagGames("buffalo", "11/11/11/11/11/b2DDCDD3/11 b - - 0 1", "bbbbbbbbbbb/11/11/11/2b8/3DDCDD3/11 w - - 0 1",
			"bbbbbbbbbbb/11/11/11/11/3DDCDD3/B10 b - - 0 1"), // a white buffalo on a1 has not won
		// promoted kings a step from their goals (FSF's go perft agrees
		// to depth 3 on each)
		flagGames("testdata/chak.yaml", "9/9/4+K4/9/9/9/4+k4/9/9 w - - 0 1", "4o4/9/4+K4/9/9/9/4+k4/4O4/9 b - - 0 1",
			"r3k4/9/9/9/9/9/4+k4/9/4K4 w - - 0 1"),
	}
	runDiffs(t, 301, tests, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}
