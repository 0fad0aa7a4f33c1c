package search

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
)

// playHistory makes the space-separated moves on pos (and on game, when
// not nil) and returns them as the history SetPosition takes.
func playHistory(t *testing.T, pos *vm.Position, game *vm.Game, moves string) []Seen {
	t.Helper()
	var hist []Seen
	for _, s := range strings.Fields(moves) {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		hist = append(hist, SeenNow(pos, m))
		pos.Make(m)
		if game != nil {
			game.Play(m)
		}
	}
	return hist
}

// playAndJudge plays move s in game and returns Game.Result after it.
func playAndJudge(t *testing.T, game *vm.Game, s string) vm.Result {
	t.Helper()
	m, err := game.Position().ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	game.Play(m)
	return game.Result()
}

// bestAfter searches pos with its history to depth 2 and returns the
// move chosen; it fails the test if the search leaves pos changed.
func bestAfter(t *testing.T, pos *vm.Position, hist []Seen) string {
	t.Helper()
	before := pos.FEN()
	e := New(pos, 1)
	e.SetPosition(pos, hist)
	best, ok := e.Search(Limits{Depth: 2}, nil)
	if !ok {
		t.Fatal("no move")
	}
	if got := pos.FEN(); got != before {
		t.Errorf("search left %s, not %s", got, before)
	}
	return pos.MoveString(best)
}
