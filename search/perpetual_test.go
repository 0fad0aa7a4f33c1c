package search

import (
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestPerpetualCheckLoses: in xiangqi (perpetual-check-illegal) Red's
// chariot has checked Black's general up and down (a9a10+ d10d9 a10a9+
// d9d10, twice). Red, a chariot against advisors, elephants and soldiers, would
// draw by repeating a9a10+ where a repetition is a draw; but a repetition
// with perpetual check loses for the checker, as vm's Game.Result scores
// it (Position.RepetitionVerdict), so the search plays another move. The
// score of the repetition is checked against Game.Result's verdict.
func TestPerpetualCheckLoses(t *testing.T) {
	pos := position(t, "xiangqi", "3k1ab2/R8/4ba3/2p1p1p1p/9/9/9/9/9/4K4 w - - 0 1")
	game := vm.NewGame(pos.Clone())
	hist := playHistory(t, pos, game, "a9a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10")
	// Game.Result after a9a10 once more: the third time, Red's loss
	if r := playAndJudge(t, game, "a9a10"); r.Outcome != vm.BlackWins {
		t.Fatalf("Game.Result after a9a10 again: %v, want Black to win by perpetual check", r)
	}
	if got := bestAfter(t, pos, hist); got == "a9a10" {
		t.Errorf("best move %s: the perpetual check that loses", got)
	}
}
