package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMustCaptureByHand checks forced captures (must-capture), the end of
// the game when a side has no pieces, and the non-royal king, on
// positions whose legal moves were listed by hand (golden/ has
// Fairy-Stockfish's counts for them).
func TestMustCaptureByHand(t *testing.T) {
	cases := []struct {
		name, variant, fen string
		want               []string
		why                string
	}{
		{"one capture", "antichess", "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2",
			[]string{"f1b5"}, "after 1.e3 b5 only Bf1 reaches a black piece: Bxb5 is the only legal move (chess: 30)"},
		{"e.p. is a capture", "antichess", "8/8/8/8/Pp6/8/7P/8 b - a3 0 1",
			[]string{"b4a3"}, "bxa3 e.p. is Black's only capture, so b3 is illegal"},
		{"no capture", "antichess", "8/8/8/8/Pp6/8/7P/8 w - - 0 1",
			[]string{"a4a5", "h2h3", "h2h4"}, "nothing to take: every move is legal"},
		{"king promotion", "antichess", "8/P7/8/8/8/8/8/7k w - - 0 1",
			[]string{"a7a8b", "a7a8k", "a7a8n", "a7a8q", "a7a8r"}, "a pawn may promote to a king"},
		{"no pieces", "antichess", "8/8/8/8/8/8/P7/8 b - - 0 1",
			nil, "Black has no piece left: the game is over"},
		{"no pieces, other side", "antichess", "8/8/8/8/8/8/P7/8 w - - 0 1",
			nil, "Black has no piece left: White has no moves either"},
		{"castling", "giveaway", "r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1",
			[]string{"a1b1", "a1c1", "a1d1", "a2a3", "a2a4", "e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1", "h1f1", "h1g1", "h2h3", "h2h4"},
			"nothing to take: both castlings (the king is not royal), Ra1 3, Rh1 2, Ke1 5, pawns 4"},
		{"castling is no capture", "giveaway", "r3k2r/p6p/8/8/8/8/P4p1P/R3K2R w KQkq - 0 1",
			[]string{"e1f2"}, "Kxf2 is the only capture: castling is not legal then"},
		{"capture out of check", "losers", "4k3/8/8/8/8/8/3q3P/4K3 w - - 0 1",
			[]string{"e1d2"}, "in check from Qd2, Kxd2 captures: Kf1 and the pawn's moves are illegal"},
		{"pinned capture", "losers", "7k/8/8/8/1b2p3/8/3N3P/4K3 w - - 0 1",
			[]string{"e1d1", "e1e2", "e1f1", "e1f2", "h2h3", "h2h4"}, "Nxe4 is no legal move (Nd2 is pinned by Bb4): no legal capture, so every legal move"},
		{"bare king", "losers", "4k3/8/8/8/8/8/7P/4K3 b - - 0 1",
			nil, "Black has only its king: the game is over"},
		{"king taken", "codrus", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
			nil, "Black has no king: the game is over"},
		{"no king promotion", "codrus", "8/P7/8/8/8/8/8/K6k w - - 0 1",
			[]string{"a1a2", "a1b1", "a1b2", "a7a8b", "a7a8n", "a7a8q", "a7a8r"}, "Codrus' pawns promote to Q, R, B or N; Ka1 has 3 moves"},
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

// TestCastlingKingAmongPromoted: with non-royal kings a pawn may promote
// to, a side may have a king on the other side's first rank; the FEN's
// castling right belongs to the king on its own first rank (as in
// Fairy-Stockfish), when reading the FEN and when printing it.
func TestCastlingKingAmongPromoted(t *testing.T) {
	const fen = "K3k2r/6p1/8/8/8/8/6P1/k5R1 b k - 0 1"
	// Ke8 d8 f8 d7 e7 f7 and O-O (6), Rh8 h7-h1, g8, f8 (9), g7 2, Ka1
	// a2 b1 b2 (3): 20, as Fairy-Stockfish counts; 19 if the right were
	// given to Ka1.
	for _, variant := range []string{"kinglet", "giveaway"} {
		pos := position(t, builtin(t, variant), fen)
		if got := len(pos.LegalMoves()); got != 20 {
			t.Errorf("%s %s: %d legal moves, want 20: %v", variant, fen, got, moveStrings(pos))
		}
		if got := pos.FEN(); got != fen {
			t.Errorf("%s: FEN %q, want %q", variant, got, fen)
		}
	}
}
