package game_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/page/game"
)

// Best finds a back-rank mate in one and a queen left en prise (chess
// positions set up by hand: Ra8# and Rxd5 are the only good moves), and
// leaves the game as it found it.
func TestComputerBest(t *testing.T) {
	for _, tc := range []struct {
		fen, moves, want string
		depth, ms        int
	}{
		{fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", want: "a1a8", depth: 2},
		{fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", want: "a1a8", ms: 200},
		// Black to move after a move played: the history is replayed.
		{fen: "3rk3/8/8/3Q4/8/8/8/4K3 w - - 0 1", moves: "e1e2", want: "d8d5", depth: 3},
	} {
		fen := tc.fen
		g := newGame(t, "chess", fen)
		for _, m := range strings.Fields(tc.moves) {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		before := g.State()
		var c game.Computer
		b, err := c.Best(g, tc.depth, tc.ms)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if b.Move != tc.want || b.Nodes == 0 || b.Depth == 0 {
			t.Errorf("%s %s depth %d ms %d: %+v, want %s", fen, tc.moves, tc.depth, tc.ms, b, tc.want)
		}
		if diff := cmp.Diff(before, g.State()); diff != "" {
			t.Errorf("the game after Best (+) vs before (-):\n%s", diff)
		}
	}
}

// On a multi-leg variant the move comes back as State.Moves writes it.
func TestComputerBestMultiLeg(t *testing.T) {
	g := newGame(t, "chushogi", "")
	var c game.Computer
	for ply := 0; ply < 4; ply++ {
		b, err := c.Best(g, 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(g.State().Moves, b.Move) {
			t.Fatalf("ply %d: %q is not among the legal moves", ply, b.Move)
		}
		if err := g.Play(b.Move); err != nil {
			t.Fatal(err)
		}
	}
}

func TestComputerBestRefuses(t *testing.T) {
	mated := newGame(t, "chess", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")
	start := newGame(t, "chess", "")
	for _, tc := range []struct {
		g         *game.Game
		depth, ms int
		want      string
	}{
		{start, -1, 0, "depth -1 is out of range"},
		{start, game.MaxBestDepth + 1, 0, "out of range"},
		{start, 0, 0, "0 ms is out of range"},
		{start, 0, game.MaxBestMS + 1, "out of range"},
		{mated, 1, 0, "black has no legal move"},
	} {
		var c game.Computer
		_, err := c.Best(tc.g, tc.depth, tc.ms)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("depth %d ms %d: error %v, want %q", tc.depth, tc.ms, err, tc.want)
		}
	}
}
