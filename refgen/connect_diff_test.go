package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/variants"
)

// connectVariant loads a connect variant written for the test.
func connectVariant(t *testing.T, name, yaml string) *variants.Variant {
	t.Helper()
	v, err := variants.LoadBytes(name+".yaml", []byte("name: "+name+"\n"+yaml))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestDifferentialConnect plays random games of connect variants (see
// TestDifferential), shaped as Fairy-Stockfish's variants.ini sections
// tictactoe, nineholes, allqueenschess, teeko, three-musketeers, cfour and
// cfour-anyside (drops that rest on a piece, pushed in from the sides)
// and gale (linked regions, with orthogonal and with all lines), from
// the start and from positions one move from a connection, comparing
// perft there too.
func TestDifferentialConnect(t *testing.T) {
	tests := []diffCase{
		{variant: "tictactoe", v: connectVariant(t, "tictactoe", `board: 3x3
pieces: [{letter: P, name: Stone, betza: ""}]
drops: true
connect: 3
start: 3/3/3[PPPPPpppp] w - - 0 1`), games: 20, plies: 9, starts: []string{"PP1/pp1/3[PPPppp] w - - 0 1"}, each: 2, splies: 9, need: drop, perft: 3},
		{variant: "nineholes", v: connectVariant(t, "nineholes", `board: 3x3
pieces: [{letter: P, name: Stone, betza: mKmNmAmD}]
drops: true
must-drop: true
connect: 3
connect-lines: orthogonal
start: 3/3/3[PPPppp] w - - 0 1`), games: 10, plies: 60, starts: []string{"P1p/1Pp/p1P[] w - - 0 1", "PP1/ppP/Pp1[] w - - 0 1"}, each: 3, splies: 40, need: drop, perft: 4},
		{variant: "allqueens", v: connectVariant(t, "allqueens", `board: 5x5
pieces: [{letter: Q, name: Queen, betza: mQ}]
connect: 4
start: qQqQq/5/Q3q/5/QqQqQ w - - 0 1`), games: 10, plies: 80, starts: []string{"QQQ1q/5/Q3q/1qq2/q1QqQ w - - 0 1"}, each: 3, splies: 40, perft: 3},
		{variant: "teeko", v: connectVariant(t, "teeko", `board: 5x5
pieces: [{letter: P, name: Stone, betza: mK}]
drops: true
must-drop: true
connect: 4
connect-square: 2
start: 5/5/5/5/5[PPPPpppp] w - - 0 1`), games: 10, plies: 60, starts: []string{"5/2Pp1/1pPp1/1P3/5[Pp] w - - 0 1"}, each: 3, splies: 40, need: drop, perft: 3},
		{variant: "three-musketeers", games: 10, plies: 60, starts: []string{"1p2M/2p2/1pMp1/p1p2/M3p w - - 0 1"}, each: 3, splies: 40, perft: 3},
		{variant: "cfour", v: connectVariant(t, "cfour", `board: 7x6
pieces: [{letter: P, name: Stone, betza: ""}]
drops: true
drop-stack: bottom
connect: 4
start: 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1`), games: 20, plies: 42,
			// a stone in the air (d4) carries one; e1-g1 wait for a fourth
			starts: []string{"7/7/7/3P3/7/4PPP[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] b - - 0 1"}, each: 3, splies: 40, need: drop, perft: 3},
		{variant: "cfour-anyside", v: connectVariant(t, "cfouranyside", `board: 7x7
pieces: [{letter: P, name: Stone, betza: ""}]
drops: true
drop-stack: sides
connect: 4
start: 7/7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppp] w - - 0 1`), games: 20, plies: 49,
			// gaps: a1 and a2 empty under a3, c5 empty between b5 and d5
			starts: []string{"7/7/1P1p3/3P3/p6/1P5/1p5[PPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] w - - 0 1"}, each: 3, splies: 40, need: drop, perft: 3},
		{variant: "gale", v: connectVariant(t, "gale", `board: 5x5
pieces: [{letter: P, name: Stone, betza: ""}]
drops: true
connect-lines: orthogonal
connect-from: a1-a5
connect-to: e1-e5
connect-from-black: a1-e1
connect-to-black: a5-e5
start: 1p1p1/P1P1P/1p1p1/P1P1P/1p1p1[PPPPPPPPPPPPpppppppppppp] w - - 0 1`), games: 20, plies: 24, need: drop, perft: 3,
			// b4 links a4 to c4, then d4 to e4; a wiggle b2 c3... does not count
			starts: []string{"1p1p1/PPP1P/1p1p1/P1P1P/1p1p1[PPPPPPPPPPPpppppppppppp] w - - 0 1", "1p1p1/P1P1P/1pPp1/PPP1P/1p1p1[PPPPPPPPPPpppppppppppp] w - - 0 1"}, each: 3, splies: 20},
		{variant: "gale-diagonal", v: connectVariant(t, "galediagonal", `board: 5x5
pieces: [{letter: P, name: Stone, betza: ""}]
drops: true
connect-from: a1-a5
connect-to: e1-e5
connect-from-black: a1-e1
connect-to-black: a5-e5
start: 1p1p1/P1P1P/1p1p1/P1P1P/1p1p1[PPPPPPPPPPPPpppppppppppp] w - - 0 1`), games: 20, plies: 24, need: drop, perft: 3},
	}
	runDiffs(t, 601, tests, func(c *diffCase) { c.games, c.each = max(1, c.games/5), 1 })
}
