package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGameEndByHand checks the goal-square and no-checks rules on
// positions counted by hand (golden/ has Fairy-Stockfish's counts).
func TestGameEndByHand(t *testing.T) {
	cases := []struct {
		name, variant, fen string
		depth              int
		want               uint64
		why                string
	}{
		{"hill", "kingofthehill", "8/8/4k3/8/8/2K5/8/8 w - - 0 1", 2, 55,
			"Kc3 has 8 moves; after Kd4 the game is over (0); after the other 7 Ke6 has its 8 moves, less d5 after Kc4: 7*8-1 (chess: 61)"},
		{"on the hill", "kingofthehill", "8/8/4k3/8/3K4/8/8/8 b - - 0 1", 1, 0,
			"White's king stands on d4 after White's move: White has won"},
		{"own king on the hill", "kingofthehill", "7k/8/8/8/3K4/8/8/8 w - - 0 1", 1, 8,
			"only the side that has just moved wins there: Kd4 has its 8 moves"},
		{"black replies", "racingkings", "K7/6k1/8/8/8/8/8/8 b - - 0 1", 1, 8,
			"White reached a8; Kg7 can reach f8, g8 or h8, so Black moves: all 8 king moves"},
		{"then over", "racingkings", "K7/6k1/8/8/8/8/8/8 b - - 0 1", 2, 0,
			"after Black's reply the game is over whatever it was"},
		{"black cannot reply", "racingkings", "K7/8/6k1/8/8/8/8/8 b - - 0 1", 1, 0,
			"Kg6 cannot reach the 8th rank at once: White has won"},
		{"black first", "racingkings", "k7/6K1/8/8/8/8/8/8 w - - 0 1", 1, 0,
			"Black reached a8 first: White gets no reply"},
		{"no checks", "racingkings", "8/8/8/8/8/8/7k/K1R5 w - - 0 1", 1, 3 + 11,
			"Ka1: a2, b2, b1 (3); Rc1: c3-c8, b1, d1-g1 (11), not c2 or h1, which check h2 (chess: 16)"},
		{"two kings left", "threekings", "k6k/8/8/8/8/8/8/K3K2K b - - 0 1", 1, 0,
			"Black has two kings: extinction-count 2, the game is over"},
		{"three kings", "threekings", "k6k/8/8/4k3/8/8/4R3/K3K2K w - - 0 1", 1, 20,
			"the kings are not royal: Ka1 3, Ke1 4 (d1 f1 d2 f2), Kh1 3, Re2 10 (e3 e4 xe5, a2-d2, f2-h2)"},
		{"horde double step", "horde", "4k3/8/8/8/8/1p6/8/P7 w - - 0 1", 2, 13,
			"a1a2 then b2, bxa2 and 5 king moves (7); a1a3 makes no e.p. square: b2 and 5 (6)"},
		{"last pawn", "kinglet", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", 2, 41,
			"after e5: Ke8 5 and d4 (6); after each of Ke1's 5: 5, d4 and dxe4 (35); after exd5 Black has no pawn: 0 (46 without the rule)"},
		{"non-royal king, no right", "kinglet", "4k3/pppppppp/8/8/8/8/P7/4K2R w - - 0 1", 1, 5 + 8 + 2,
			"Ke1 5 (d1 f1 d2 e2 f2), Rh1 8 (h2-h6, xh7, g1, f1), a2 2; the FEN gives no castling right"},
		{"non-royal king castles", "kinglet", "4k3/pppppppp/8/8/8/8/P7/4K2R w K - 0 1", 1, 5 + 8 + 2 + 1,
			"the same and O-O (e1g1), by the FEN's right"},
		{"knight on the centre", "jesonmor", "9/9/9/9/9/2N6/9/3n5/9 w - - 0 1", 2, 42,
			"Nc4 has 8 moves; after Nxd2 Black has no piece (0); after each of the other 7, Nd2 has 6 (b1 b3 c4 e4 f1 f3), Ne5 included: flag-move gives the reply (36 without it)"},
		{"black's own goal rank", "breakthrough", "8/8/8/8/8/8/1P4p1/8 b - - 0 1", 1, 3,
			"g2 reaches the 1st rank, Black's goal (f1 g1 h1), not White's 8th"},
		{"black reached", "breakthrough", "8/8/8/8/8/8/1P6/6p1 w - - 0 1", 1, 0,
			"a black man on the 1st rank: Black has won"},
		{"the try", "dobutsu", "2l/L2/3/3[] w - - 0 1", 2, 12,
			"La3: a4 (safe on the goal: over), b4 (attacked by Lc4: Black moves), b3, a2, b2; Lc4 then has 3 moves each (9 without flag-safe)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := position(t, builtin(t, c.variant), c.fen)
			if diff := cmp.Diff(c.want, countBelow(pos, c.depth)); diff != "" {
				t.Errorf("%s depth %d (%s): (-want +got)\n%s", c.fen, c.depth, c.why, diff)
			}
		})
	}
}
