package search

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// TestPerpetualChaseLoses: in xiangqi Red's chariot has followed Black's
// unprotected cannon along the first ranks (b1a1 a9b9 a1b1 b9a9 b1a1
// a9b9), attacking it with every move; Red, a chariot down, would draw by
// a1b1, which repeats the position after its first a1b1. With the
// chasing rule that repetition loses for the chaser, as Game.Result
// scores it (the sequence is vm's "rook chases a cannon", whose result
// is ffish's), so the search plays another move; without the rule it
// takes the draw.
func TestPerpetualChaseLoses(t *testing.T) {
	const fen = "4k4/c8/9/9/9/6rr1/9/9/9/1R1K5 w - - 0 1"
	cycle := strings.Fields("b1a1 a9b9 a1b1 b9a9 b1a1 a9b9")
	_, prog, err := compiler.Load("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	noRule := *prog
	noRule.Rules.ChasingRule = legdefs.ChasingNone
	for _, c := range []struct {
		name    string
		prog    *legdefs.Program
		chooses bool // whether the search plays a1b1
	}{{"chasing rule", prog, false}, {"no chasing rule", &noRule, true}} {
		t.Run(c.name, func(t *testing.T) {
			pos, err := vm.NewPosition(c.prog, fen)
			if err != nil {
				t.Fatal(err)
			}
			game := vm.NewGame(pos.Clone())
			hist := playHistory(t, pos, game, strings.Join(cycle, " "))
			playAndJudge(t, game, "a1b1")
			r := playAndJudge(t, game, "b9a9")
			if lost := r.Outcome == vm.BlackWins && strings.Contains(r.Reason, "chasing"); lost == c.chooses {
				t.Fatalf("Game.Result after a1b1 b9a9: %v", r)
			}
			if best := bestAfter(t, pos, hist); (best == "a1b1") != c.chooses {
				t.Errorf("best move %s; a1b1 repeats the position", best)
			}
		})
	}
}
