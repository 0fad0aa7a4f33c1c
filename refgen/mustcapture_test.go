package refgen_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMustCaptureByHand checks refgen's forced captures on positions
// whose legal moves were listed by hand: a single capture, an e.p.
// capture, castling (no capture), a capture out of check and a pinned
// capture in Losers (check still applies).
func TestMustCaptureByHand(t *testing.T) {
	cases := []struct {
		variant, fen string
		want         []string
	}{
		// after 1.e3 b5 only Bxb5 takes
		{"antichess", "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2", []string{"f1b5"}},
		// bxa3 e.p. is the only capture
		{"antichess", "8/8/8/8/Pp6/8/7P/8 b - a3 0 1", []string{"b4a3"}},
		// Black has no piece: the game is over
		{"suicide", "8/8/8/8/8/8/P7/8 b - - 0 1", nil},
		// Kxf2 is the only capture, so neither castling is legal
		{"giveaway", "r3k2r/p6p/8/8/8/8/P4p1P/R3K2R w KQkq - 0 1", []string{"e1f2"}},
		// in check, Kxd2 is the only capture
		{"losers", "4k3/8/8/8/8/8/3q3P/4K3 w - - 0 1", []string{"e1d2"}},
		// Nxe4 is illegal (pinned): no legal capture, every legal move
		{"losers", "7k/8/8/8/1b2p3/8/3N3P/4K3 w - - 0 1", []string{"e1d1", "e1e2", "e1f1", "e1f2", "h2h3", "h2h4"}},
		// Black's king is gone
		{"codrus", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", nil},
	}
	for _, c := range cases {
		got, err := builtin(t, c.variant).LegalMoves(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 {
			got = nil
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s %s: (-want +got)\n%s", c.variant, c.fen, diff)
		}
	}
}

// TestPerftPublishedMustCapture checks refgen's forced captures against
// Fairy-Stockfish and the published Antichess tables.
func TestPerftPublishedMustCapture(t *testing.T) {
	for _, name := range []string{"antichess", "giveaway", "suicide", "losers", "codrus"} {
		t.Run(name, func(t *testing.T) {
			if checkPublished(t, name, 30000) == 0 {
				t.Fatal("no counts under the budget")
			}
		})
	}
}
