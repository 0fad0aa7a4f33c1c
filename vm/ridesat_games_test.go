package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// TestRidesAt holds rides-at (countMC and countBentLeaps walking from
// each square only the rides whose first square is on the board) to the
// path without it and to the moves listed (countsAgree) on random games:
// chess, Capablanca and Griffon, and Omicron and Troitzky, whose holes
// stop rides on the board's rectangle. And by hand: the rook on a1 goes
// a2..a8 and b1..g1 (13), the king on h1 to g1, g2, h2 (3): 16; the queen
// on a5 reaches a1..a8 but a5 (7), b5..h5 (7), b6..d8 (3) and b4..e1 (4),
// the king on h1 3: 24. On Griffon's 10x10 board the king on j1 goes to
// i1, i2, j2 (3); the Griffon (FyafsF) on a1 steps to b2 and turns there
// to b3..b10 and c2..j2: 17, 20 in all; the Rhino (WyafsW) on a1 steps to
// a2 and b1 (2), turning at a2 to b3..i10 (8) and at b1 to c2..j9 (8):
// 21 in all; the Griffon on a1 takes a pawn on b2 and stops: 4 in all.
func TestRidesAt(t *testing.T) {
	games, plies := testenv.Pick(2, 10), testenv.Pick(120, 250)
	cases := startCases(t, "chess", "capablanca", "griffon", "omicron", "troitzky")
	shortcutGames(t, "rides-at", cases, games, plies, 37, countsAgree, nil)
	countsByHand(t, "rides-at", []handCount{
		{"chess", "7k/8/8/8/8/8/8/R6K w - - 0 1", 16},
		{"chess", "8/8/8/Q7/8/8/8/7K w - - 0 1", 24},
		{"griffon", "10/10/10/10/10/10/10/10/10/G8K w - - 0 1", 20},
		{"griffon", "10/10/10/10/10/10/10/10/10/H8K w - - 0 1", 21},
		{"griffon", "k9/10/10/10/10/10/10/10/1p8/G8K w - - 0 1", 4},
	})
}
