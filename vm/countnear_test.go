package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// TestCountNear holds count-near (the pieces of a scan chunk whose moves
// start on their neighbours counted together from the neighbours' words)
// to the path without it and to the moves listed (countsAgree), on random
// games: Chu Shogi from the start, from golden/chushogi.yaml random3 (a
// Dragon Horse and a Lion in the zone) and from an open position with
// riders next to both zones; the shogis, whose riders promote; Racing
// Kings and Mini Xiangqi, without a zone.
func TestCountNear(t *testing.T) {
	games, plies := testenv.Pick(2, 12), testenv.Pick(120, 250)
	open := "l4k5l/1r2g7/3p1d6/12/2B4p4/12/4Q7/1h4R5/5P6/12/6G3v1/L4K5L w - - 0 1"
	cases := append(chuCases(t, "", chuRandom3, open), startCases(t, "shogi", "shoshogi", "minishogi", "racingkings", "minixiangqi")...)
	shortcutGames(t, "count-near", cases, games, plies, 31, countsAgree, nil)
}

// TestCountNearByHand: Chu Shogi counts worked out by hand, with
// count-near and without it. The Free King on a1 (Q, no promotion) goes
// a2..a12 (11), b1..e1 (4), b2..l12 (11): 26, with the King on f1 and a
// Gold on f5 (WfF) stepping to e5, g5, f6, f4, e6, g6 (6), the King to
// e1, g1, e2, f2, g2 (5): 37; with the Gold on f2 pinned by a Rook on f12
// it goes to f3 only, the King to e1, g1, e2, g2: 31. A Gold on f7 steps
// outside the zone (ranks 9 to 12) to e7, g7, f8, f6, e8, g8 (6), with
// the King's 5: 11; on f8 it reaches e9, f9, g9, in the zone, each with
// and without promotion (6), and e8, g8, f7 (3): 14.
func TestCountNearByHand(t *testing.T) {
	const chu = "chushogi"
	countsByHand(t, "count-near", []handCount{
		{chu, "6k5/12/12/12/12/12/12/5G6/12/12/12/Q4K6 w - - 0 1", 37},
		{chu, "5r4k1/12/12/12/12/12/12/12/12/12/5G6/Q4K6 w - - 0 1", 31},
		{chu, "6k5/12/12/12/12/5G6/12/12/12/12/12/5K6 w - - 0 1", 11},
		{chu, "6k5/12/12/12/5G6/12/12/12/12/12/12/5K6 w - - 0 1", 14},
	})
}

// TestLeapBox holds leap-box (countMC counting a leaper's moves, or a
// rider's leaps, by the 5×5 box round it) to the path without it and to
// the moves listed (countsAgree) on random games: the Chu Shogi Lion,
// Kirin and Phoenix, from the start and from golden/chushogi.yaml
// random3; the knights of chess, Capablanca and Griffon, and the
// Archbishops and Chancellors (a box and rides) of Capablanca and Grand.
// And by hand: the Kirin (FD) on f5 goes to e4, g4, e6, g6, f3, f7, d5,
// h5 (8), the King on f1 5: 13; the knights on d4 (8) and a1 (b3, c2),
// the king on h1 3: 13. On Capablanca's 10×8 board, with the kings on a8
// and j1 (i1, i2, j2: 3): the Archbishop on d4 leaps to b3, b5, c2, c6,
// e2, e6, f3, f5 (8) and rides to e5-h8, c5-a7, e3-g1, c3-a1 (13): 24;
// the Chancellor on d4 leaps the same 8 and rides to d5-d8, d3-d1, a4-c4,
// e4-j4 (16): 27.
func TestLeapBox(t *testing.T) {
	games, plies := testenv.Pick(2, 12), testenv.Pick(120, 250)
	cases := append(chuCases(t, "", chuRandom3), startCases(t, "chess", "capablanca", "griffon", "grand")...)
	shortcutGames(t, "leap-box", cases, games, plies, 31, countsAgree, nil)
	countsByHand(t, "leap-box", []handCount{
		{"chushogi", "6k5/12/12/12/12/12/12/5O6/12/12/12/5K6 w - - 0 1", 13},
		{"chess", "7k/8/8/8/3N4/8/8/N6K w - - 0 1", 13},
		{"capablanca", "k9/10/10/10/3A6/10/10/9K w - - 0 1", 24},
		{"capablanca", "k9/10/10/10/3C6/10/10/9K w - - 0 1", 27},
	})
}

// TestLionLeaps holds lion-leaps (a Lion's plain leaps and Lion moves
// counted without genPiece) to the path without it and to the moves
// listed (countsAgree), on random Chu Shogi games from the start, from
// golden/chushogi.yaml random3 and from a position with a Lion, a Horned
// Falcon and a Soaring Eagle next to enemy pieces.
func TestLionLeaps(t *testing.T) {
	games, plies := testenv.Pick(3, 16), testenv.Pick(150, 300)
	shortcutGames(t, "lion-leaps", chuCases(t, "", chuRandom3, chuLionsNear), games, plies, 31, countsAgree, nil)
}
