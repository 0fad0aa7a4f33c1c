package vm_test

import (
	"errors"
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestParseMoveWhy: a move that is not legal says why. The reasons are
// worked out by hand from each position (the comment says how).
func TestParseMoveWhy(t *testing.T) {
	const (
		start = ""
		// White pawn on a7 (promotes on a8); rooks on a1 and h1, the
		// king on e1 with only the king-side right
		promo  = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
		castle = "4k3/8/8/8/8/8/8/R3K2R w K - 0 1"
		// the black rook on e2 checks the king on e1
		checked = "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"
		// after 1. f3 e5 2. g4 Qh4 White is checkmated (Fool's mate)
		mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
		// stalemate: the black king on a8 has no move, and no other piece
		stale = "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"
	)
	tests := []struct {
		variant, fen, move, reason string
	}{
		{"chess", start, "Nf3", "malformed: expected a move in lower-case UCI coordinates such as g1f3, not SAN such as Nf3 (package san reads SAN)"},
		{"chess", start, "E2E4", "malformed: squares are written in lower case: e2e4"},
		{"chess", start, "e2e9", "malformed: square e9 is off the 8x8 board"},
		{"chess", start, "i2i4", "malformed: square i2 is off the 8x8 board"},
		{"chess", start, "e7e5", "not legal: the piece on e7 is Black's, and it is White's move"},
		{"chess", start, "e3e4", "not legal: there is no piece on e3"},
		// a pawn on e2 goes to e3 or e4 only
		{"chess", start, "e2e5", "not legal: the P on e2 cannot do that; its legal moves: e2e3 e2e4"},
		// the rook on a1 is boxed in by its own pieces
		{"chess", start, "a1a3", "not legal: the R on a1 has no legal move"},
		{"chess", start, "e2e4q", "not legal: it does not promote: write e2e4"},
		{"chess", promo, "a7a8", "not legal: a promotion: add the piece to promote to, as in a7a8q a7a8r a7a8b a7a8n"},
		{"chess", promo, "a7a8k", `not legal: "k" is not a promotion it may make: a7a8q a7a8r a7a8b a7a8n`},
		{"chess", castle, "e1c1", "not legal: no castling right on that side (castling field K)"},
		{"chess", checked, "e1g1", "not legal: castling is not legal here: the royal piece is in check, passes or lands on an attacked square, or a square it needs is occupied"},
		{"chess", mated, "a2a3", "not legal: the game is over: White is checkmated (no legal move)"},
		{"chess", stale, "a8b8", "not legal: the game is over: Black has no legal move"},
		// Shatranj: White has a rook and a queen (ferz) besides its king
		{"shatranj", "8/8/8/3k4/3R4/8/8/KQ6 b - - 0 1", "d5d4", "not legal: the game is over: a side has only its king left (bare-king rule)"},
		{"kingofthehill", "8/8/4k3/8/3K4/8/8/8 b - - 0 1", "e6e7", "not legal: the game is over: a flag piece has reached a goal square (flag-squares)"},
		{"threekings", "k6k/8/8/8/8/8/8/K3K2K b - - 0 1", "a8a7", "not legal: the game is over: a side has lost its last pieces of a type (extinction rule)"},
		{"antichess", "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2", "e3e4", "not legal: a capture is possible, and captures are compulsory (must-capture): f1b5"},
		{"antichess", "8/8/8/8/8/8/P7/8 b - - 0 1", "a2a3", "not legal: the game is over: a side has lost its last pieces of a type (extinction rule)"},
		{"chess", start, "P@e4", "not legal: this variant has no drops"},
		{"crazyhouse", start, "P@e4", "not legal: White has no P in hand"},
	}
	for _, tc := range tests {
		t.Run(tc.variant+" "+tc.move, func(t *testing.T) {
			pos, err := vm.NewPosition(builtin(t, tc.variant), tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			_, err = pos.ParseMove(tc.move)
			var me *vm.MoveError
			if !errors.As(err, &me) {
				t.Fatalf("ParseMove(%q) = %v, want a *MoveError", tc.move, err)
			}
			if d := cmp.Diff(tc.reason, me.Reason); d != "" {
				t.Errorf("ParseMove(%q) reason (-want +got):\n%s", tc.move, d)
			}
		})
	}
}

// TestCastlingRightLost: after the king has moved and come back, castling
// is refused because the king has moved.
func TestCastlingRightLost(t *testing.T) {
	pos, err := vm.NewPosition(builtin(t, "chess"), "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"e1f1", "e8d8", "f1e1", "d8e8"} {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(m)
	}
	_, err = pos.ParseMove("e1g1")
	want := `move "e1g1": not legal: no castling right: White's K has moved`
	if err == nil || err.Error() != want {
		t.Errorf("ParseMove(e1g1) = %v, want %s", err, want)
	}
}
