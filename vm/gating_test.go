package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGatingByHand checks gating (S-chess) and the setup drops of
// Placement Chess on positions whose legal moves were listed by hand
// (golden/ has Fairy-Stockfish's counts for the built-ins).
func TestGatingByHand(t *testing.T) {
	cases := []struct {
		name, variant, fen string
		want               []string
		why                string
	}{
		{"gates", "seirawan", "4k3/8/8/8/8/8/8/4K2R[H] w K - 0 1",
			[]string{
				"e1d1", "e1d1h", "e1d2", "e1d2h", "e1e2", "e1e2h", "e1f1", "e1f1h", "e1f2", "e1f2h",
				"e1g1", "e1g1h",
				"h1e1h",
				"h1f1", "h1f1h", "h1g1", "h1g1h", "h1h2", "h1h2h", "h1h3", "h1h3h", "h1h4", "h1h4h",
				"h1h5", "h1h5h", "h1h6", "h1h6h", "h1h7", "h1h7h", "h1h8", "h1h8h",
			},
			"K: Ke1 and Rh1 are gates; each of their 5 + 9 moves also gates the Hawk; castling gates on e1 (e1g1h) or h1 (h1e1h)"},
		{"no hand, no gating", "seirawan", "4k3/8/8/8/8/8/8/4K2R[h] w K - 0 1",
			[]string{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1", "h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"},
			"White holds nothing: plain moves only"},
		{"gate does not shield", "seirawan", "4k3/8/8/8/8/8/8/r2NK3[H] w D - 0 1",
			[]string{"e1d2", "e1e2", "e1f1", "e1f2"},
			"Nd1 is pinned by Ra1; a hawk gated on d1 would shield e1, but (as in Fairy-Stockfish) a gated move is legal only if the move alone is"},
		{"moved pieces are no gates", "seirawan", "4k3/8/8/8/8/8/8/1N2K3[H] w - - 0 1",
			[]string{"b1a3", "b1c3", "b1d2", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"},
			"the castling field names no gate: Nb1 and Ke1 have moved"},
		{"a gate letter is no castling right", "seirawan", "4k3/8/8/8/8/8/R5K1/8[H] w A - 0 1",
			[]string{"a2a1", "a2a3", "a2a4", "a2a5", "a2a6", "a2a7", "a2a8", "a2b2", "a2c2", "a2d2", "a2e2", "a2f2",
				"g2f1", "g2f2", "g2f3", "g2g1", "g2g3", "g2h1", "g2h2", "g2h3"},
			"A names a gate on a1 (empty), not Chess960 castling with Ra2: Kg2 does not castle (FSF: 20 moves; betzac had g2e2)"},
		{"opposite colours", "placement", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/QR1BKNN1[RBk] w - - 0 1",
			[]string{"B@c1", "R@h1"},
			"c1 (dark) and h1 (light) are left, Bd1 is on light: the bishop must take c1, so the rook h1"},
		{"king drops", "placement", "4k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kkrr] w - - 0 1",
			[]string{"K@b1", "K@c1", "K@d1", "K@e1", "K@f1", "K@g1"},
			"must-drop: the king on any empty first-rank square, no pawn move"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := position(t, builtin(t, c.variant), c.fen)
			if diff := cmp.Diff(c.want, moveStrings(pos)); diff != "" {
				t.Errorf("%s %s (%s): (-want +got)\n%s", c.variant, c.fen, c.why, diff)
			}
		})
	}
}

// TestGatingFEN checks the FEN after moves against Fairy-Stockfish's "d"
// (its WebAssembly build) for the same moves (the placement FEN too): gates closed by moving,
// gating and castling, a side's gates no longer printed once its hand is
// empty, and castling rights for a king dropped on e1.
func TestGatingFEN(t *testing.T) {
	cases := []struct{ variant, moves, want string }{
		{"seirawan", "g1f3h e7e5 e2e4 d8e7 f1c4 b8c6h b1c3 g8f6e",
			"rhb1kber/ppppqppp/2n2n2/4p3/2B1P3/2N2N2/PPPP1PPP/R1BQK1HR[E] w KQCDkq - 5 5"},
		{"seirawan", "g1f3 e7e5 e2e4 d7d6 f1e2 c8e6 e1g1e",
			"rn1qkbnr/ppp2ppp/3pb3/4p3/4P3/5N2/PPPPBPPP/RNBQERK1[Heh] b ABCDkqbdfg - 3 4"},
		{"seirawan", "g1f3 e7e5 e2e4 d7d6 f1e2 c8e6 h1e1h",
			"rn1qkbnr/ppp2ppp/3pb3/4p3/4P3/5N2/PPPPBPPP/RNBQ1RKH[Eeh] b ABCDkqbdfg - 3 4"},
		{"shouse", "e2e4 d7d5 e4d5 d8d5 b1c3 d5a2 a1a2 b8c6e",
			"reb1kbnr/ppp1pppp/2n5/8/8/2N5/RPPP1PPP/2BQKBNR[EHQPhpp] w KCDFGkqcfg - 1 5"},
	}
	for _, c := range cases {
		pos := position(t, builtin(t, c.variant), "")
		play(t, pos, c.moves)
		if got := pos.FEN(); got != c.want {
			t.Errorf("%s after %s: FEN\n got %s\nwant %s", c.variant, c.moves, got, c.want)
		}
	}
	pos := position(t, builtin(t, "placement"), "4k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[K] w - - 0 1")
	play(t, pos, "K@e1 a7a6")
	if got, want := pos.FEN(), "4k3/1ppppppp/p7/8/8/8/PPPPPPPP/R3K2R[] w KQ - 0 2"; got != want {
		t.Errorf("placement: a king dropped on e1 castles with both corner rooks: FEN\n got %s\nwant %s", got, want)
	}
}
