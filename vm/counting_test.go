package vm_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestCounting plays games that Fairy-Stockfish's ffish (0.7.10) ends by
// its counting rule (countingRule; result(true) is a draw after the last
// move, * before it; its FEN then shows the limit and count given here),
// walks of non-repeating moves from an ending.
func TestCounting(t *testing.T) {
	const rookWalk = "a1a6 e6f5 a6a2 f5e4 a2b2 e4d3 e1f2 d3e4 b2b1 e4d3 b1b4 d3c3 f2e1 c3c2 b4b2 c2c1 b2e2 c1b1 e1f1 b1a1 e2e7 a1a2 f1g1 a2a3 e7d7 a3a4"
	cases := []struct {
		name, variant, fen, moves string
		moves0                    int // the limit, in moves
	}{
		// the bare king counts 16 (one rook) from twice the pieces (6):
		// FEN 32 33 after 28 plies
		{"makruk: king and rook", "makruk", "8/8/4k3/8/8/8/8/R3K3 w - - 0 1",
			"e1f2 e6d5 a1a3 d5c4 f2e1 c4d4 a3a4 d4d5 a4g4 d5c6 e1f1 c6b5 g4e4 b5b6 f1e1 b6a5 e1f1 a5a6 e4h4 a6a7 h4c4 a7a6 c4e4 a6a5 e4e5 a5a4 e5b5 a4a3", 16},
		// Cambodian counts one less (15) from 6: FEN 30 31 after 26
		{"cambodian: king and rook", "cambodian", "8/8/4k3/8/8/8/8/R3K3 w - - 0 1", rookWalk, 15},
		// ASEAN counts 16 from 0: FEN 32 33 after 34
		{"asean: king and rook", "asean", "8/8/4k3/8/8/8/8/R3K3 w - - 0 1", rookWalk + " d7d4 a4a3 g1g2 a3a2 g2h1 a2a3 d4d1 a3b2", 16},
		{"sittuyin: the same", "sittuyin", "8/8/4k3/8/8/8/8/R3K3[] w - - 0 1", rookWalk + " d7d4 a4a3 g1g2 a3a2 g2h1 a2a3 d4d1 a3b2", 16},
		// a promotion starts the bare king's count again: 16 from twice
		// the four pieces; FEN 32 33 after 53
		{"makruk: a promotion restarts the count", "makruk", "8/8/8/8/8/3k4/3P4/R3K3 b - - 0 1",
			"d3c2 a1a4 c2b1 a4a3 b1b2 e1f2 b2c2 a3a5 c2b1 f2e2 b1b2 a5g5 b2a1 g5g4 a1a2 g4g6 a2b1 g6g2 b1a2 d2d3 a2a1 d3d4 a1a2 e2f2 a2b1 d4d5 b1a1 d5d6m a1b1 f2f1 b1a1 g2g6 a1b1 g6g4 b1c2 g4f4 c2b1 d6c7 b1c2 f1e1 c2d3 f4a4 d3c2 a4c4 c2b1 c4d4 b1b2 c7d8 b2a1 e1f1 a1b1 d4g4 b1b2", 16},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, c.variant, c.fen)
			moves := strings.Fields(c.moves)
			for i, s := range moves {
				if r := g.Result(); r.Over() {
					t.Fatalf("over before move %d (%s): %v", i+1, s, r)
				}
				m, err := g.Position().ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				g.Play(m)
			}
			want := vm.Result{Outcome: vm.Draw, Reason: fmt.Sprintf("counting (%d moves)", c.moves0)}
			if d := cmp.Diff(want, g.Result()); d != "" {
				t.Errorf("result (-want +got):\n%s", d)
			}
		})
	}
}

// TestSittuyinPromotionsOnly: a side with its king and a pawn whose every
// legal move promotes may claim a draw (Fairy-Stockfish's "sittuyin
// stalemate due to optional promotion"; ffish 0.7.10: result(true) is
// 1/2-1/2 here, result() *).
func TestSittuyinPromotionsOnly(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want vm.Result
	}{
		{"1r5k/8/7p/7P/8/2n5/8/K7[] w - - 0 1", vm.Result{Outcome: vm.Draw, Reason: "only promotions left (Sittuyin)"}},
		{"1r5k/8/7p/7P/8/2n5/8/K7[] b - - 0 1", vm.Result{}}, // Black has other moves
		// a knight in hand: every legal move is a drop (Fairy-Stockfish
		// 281126, go perft 1: 22 moves N@...), and a drop is no promotion
		// (src/position.cpp is_optional_game_end: type_of(m) != PROMOTION)
		{"1r5k/8/7p/7P/8/2n5/8/K7[N] w - - 0 1", vm.Result{}},
	} {
		if d := cmp.Diff(c.want, newGame(t, "sittuyin", c.fen).Result()); d != "" {
			t.Errorf("%s (-want +got):\n%s", c.fen, d)
		}
	}
}
