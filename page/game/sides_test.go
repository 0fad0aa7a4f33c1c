package game_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/page/game"
)

// The result's reason names the sides as SetSides does: Armageddon's
// stalemate is won by the second side's draw odds (vm's TestResultAsFSF),
// Black's by default, Dark's when the sides are Light and Dark; a move
// after it is refused in the same words.
func TestResultSides(t *testing.T) {
	const stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
	for _, tc := range []struct {
		sides  []string
		reason string
	}{
		{nil, "stalemate, Black's draw odds"},
		{[]string{"Light", "Dark"}, "stalemate, Dark's draw odds"},
	} {
		g := newGame(t, "armageddon", stalemate)
		if tc.sides != nil {
			g.SetSides([2]string(tc.sides))
		}
		want := &game.Result{Winner: "black", Reason: tc.reason, Score: "0-1"}
		if diff := cmp.Diff(want, g.State().Result); diff != "" {
			t.Errorf("sides %v: result (-want +got):\n%s", tc.sides, diff)
		}
		if err := g.Play("h8g8"); err == nil || !strings.HasSuffix(err.Error(), "the game is over: 0-1 ("+tc.reason+")") {
			t.Errorf("sides %v: a move after the end: error %v", tc.sides, err)
		}
	}
}
