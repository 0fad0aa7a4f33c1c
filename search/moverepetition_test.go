package search

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestMoveRepetitionLoses: in janggimodern (move-repetition-illegal)
// Blue's chariot has gone a1a2 a2a1 twice while Red's guard went
// d10d9 d9d10. Blue, two chariots against a guard, would win a
// repetition on points (material-counting: janggi); but a1a2 once more
// is Blue's fifth move back and forth, which loses by the move
// repetition rule, as vm's Game.Result finds it, so the search plays
// another move.
func TestMoveRepetitionLoses(t *testing.T) {
	pos := position(t, "janggimodern", "3a1k3/9/9/9/9/9/9/9/9/R2K4R w - - 0 1")
	game := vm.NewGame(pos.Clone())
	var hist []Seen
	for _, s := range strings.Fields("a1a2 d10d9 a2a1 d9d10 a1a2 d10d9 a2a1 d9d10") {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		hist = append(hist, SeenNow(pos, m))
		pos.Make(m)
		game.Play(m)
	}
	m, err := game.Position().ParseMove("a1a2")
	if err != nil {
		t.Fatal(err)
	}
	game.Play(m)
	if r := game.Result(); r.Outcome != vm.BlackWins || r.Reason != "move repetition" {
		t.Fatalf("Game.Result after a1a2 again: %v, want Red to win by move repetition", r)
	}
	before := pos.FEN()
	e := New(pos, 1)
	e.SetPosition(pos, hist)
	best, ok := e.Search(Limits{Depth: 2}, nil)
	if !ok {
		t.Fatal("no move")
	}
	if got := pos.MoveString(best); got == "a1a2" {
		t.Errorf("best move %s: the fifth move back and forth, which loses", got)
	}
	if got := pos.FEN(); got != before {
		t.Errorf("search left %s, not %s", got, before)
	}
}
