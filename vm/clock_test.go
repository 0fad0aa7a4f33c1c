package vm_test

import (
	"strings"
	"testing"
)

// TestHalfMoveClock: the half-move clock after one move, as
// Fairy-Stockfish's do_move (src/position.cpp, where st->rule50 is
// reset) keeps it: a drop and a promotion reset it, a shogi piece's other
// moves do not (FSF's nMoveRuleTypes holds only pawns of its PAWN type),
// nor does Kyoto Shogi's flip (pieceDemotion); a chess pawn's move does.
// Chu Shogi is not FSF's: its pawn resets the clock by betzac's default.
func TestHalfMoveClock(t *testing.T) {
	cases := []struct {
		name, variant, fen, move string
		want                     string // the FEN's last two fields after the move
	}{
		{"crazyhouse: a knight's drop", "crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 7 20", "N@e4", "0 20"},
		{"crazyhouse: a king's move", "crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 7 20", "e1d1", "8 20"},
		{"chess: a pawn's move", "chess", "4k3/8/8/8/8/8/4P3/4K3 w - - 7 20", "e2e3", "0 20"},
		{"shogi: a pawn's move", "shogi", "4k4/9/9/9/9/4P4/9/9/4K4[] w - - 5 10", "e4e5", "6 10"},
		{"shogi: a silver promotes", "shogi", "4k4/9/9/4S4/9/9/9/9/4K4[] w - - 5 10", "e6e7+", "0 10"},
		{"shogi: a silver declines", "shogi", "4k4/9/9/4S4/9/9/9/9/4K4[] w - - 5 10", "e6e7", "6 10"},
		{"shogi: a drop", "shogi", "4k4/9/9/9/9/9/9/9/4K4[S] w - - 5 10", "S@e5", "0 10"},
		{"shogi: Black's move", "shogi", "4k4/9/9/9/9/9/9/9/4K4[] b - - 5 10", "e9d9", "6 11"},
		{"chushogi: a pawn's move", "chushogi", "6k5/12/12/12/12/12/5P6/12/12/12/12/6K5 w - - 5 10", "f6f7", "0 10"},
		{"chushogi: a gold's move", "chushogi", "6k5/12/12/12/12/12/5G6/12/12/12/12/6K5 w - - 5 10", "f6f7", "6 10"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := position(t, builtin(t, c.variant), c.fen)
			m, err := pos.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			pos.Make(m)
			f := strings.Fields(pos.FEN())
			if got := strings.Join(f[len(f)-2:], " "); got != c.want {
				t.Errorf("after %s: %s, want %s (FEN %s)", c.move, got, c.want, pos.FEN())
			}
		})
	}
	// Kyoto Shogi: every move flips the piece (a promotion or a
	// demotion); none but a capture resets the clock.
	pos := position(t, builtin(t, "kyotoshogi"), "p+nks+l/5/5/5/+LSK+NP[] w - - 5 1")
	for _, m := range pos.LegalMoves() {
		if s := pos.MoveString(m); !strings.Contains(s, "@") {
			pos.Make(m)
			if f := strings.Fields(pos.FEN()); f[len(f)-2] != "6" {
				t.Errorf("kyotoshogi %s: clock %s, want 6", s, f[len(f)-2])
			}
			pos.Unmake(m)
		}
	}
}
