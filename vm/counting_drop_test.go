package vm

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCountingDropIsNoPromotion: a drop (which keeps its type in
// Move.Promo) neither starts nor restarts a count as a promotion does.
// Fairy-Stockfish restarts a running count on "captured || type_of(m) ==
// PROMOTION" (src/position.cpp do_move; a drop is type DROP); its FEN
// (UCI "d", Fairy-Stockfish 281126) shows the limit and the ply given
// here, "32 2" after N@b1, where a count restarted by the drop would
// read "32 0".
func TestCountingDropIsNoPromotion(t *testing.T) {
	const fen = "k7/8/8/8/8/8/8/4K3[RN] b - - 0 1"
	type lp struct{ Limit, Ply int }
	cases := []struct {
		moves string
		want  lp
	}{
		{"a8b8", lp{}},
		{"a8b8 R@a1", lp{32, 0}},
		{"a8b8 R@a1 b8c8", lp{32, 1}},
		{"a8b8 R@a1 b8c8 N@b1", lp{32, 2}},
	}
	prog := builtinProgram(t, "sittuyin")
	for _, c := range cases {
		pos, err := NewPosition(prog, fen)
		if err != nil {
			t.Fatal(err)
		}
		g := NewGame(pos)
		for _, s := range strings.Fields(c.moves) {
			m, err := pos.ParseMove(s)
			if err != nil {
				t.Fatalf("%s: %s: %v", c.moves, s, err)
			}
			g.Play(m)
		}
		if d := cmp.Diff(c.want, lp{g.count.limit, g.count.ply}); d != "" {
			t.Errorf("%s: count (-want +got):\n%s", c.moves, d)
		}
	}
}
