package search

import (
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
	hist := playHistory(t, pos, game, "a1a2 d10d9 a2a1 d9d10 a1a2 d10d9 a2a1 d9d10")
	if r := playAndJudge(t, game, "a1a2"); r.Outcome != vm.BlackWins || r.Reason != "move repetition" {
		t.Fatalf("Game.Result after a1a2 again: %v, want Red to win by move repetition", r)
	}
	if got := bestAfter(t, pos, hist); got == "a1a2" {
		t.Errorf("best move %s: the fifth move back and forth, which loses", got)
	}
}
