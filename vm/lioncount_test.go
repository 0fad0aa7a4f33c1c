package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// TestLionCount holds lion-count (the Lion's, Horned Falcon's and Soaring
// Eagle's two-step moves counted without listing them) to the path
// without it and to the moves listed, on random Chu Shogi games from the
// start, from golden/chushogi.yaml random3, and from a position with a
// Lion, a Falcon and an Eagle next to enemy pieces (countsAgree); and on locust.
func TestLionCount(t *testing.T) {
	games, plies := testenv.Pick(3, 16), testenv.Pick(150, 300)
	shortcutGames(t, "lion-count", chuCases(t, "", chuRandom3, chuLionsNear), games, plies, 31, countsAgree, nil)
	locust := gameCase{"locust", builtin(t, "locust"), ""}
	for g := range games { // locust's Dame: legality slow, never counted
		shortcutGame(t, locust, shortcutNamed(t, "lion-count"), uint64(g), 31, plies, countsAgree)
	}
}
