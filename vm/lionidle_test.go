package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// TestLionIdle plays random Chu Shogi games from the start, from a middle
// game with a Lion in the enemy camp and from Lions next to enemy
// pieces: at each ply the moves listed (the Lion rules' filters skipped
// where lionsIdle), the check and CountLegal agree with lion-idle and
// without it (aloneAgrees), and some plies had the Lions near, where the
// filters run.
func TestLionIdle(t *testing.T) {
	games, plies := testenv.Pick(3, 12), testenv.Pick(120, 300)
	cases := chuCases(t, "", chuRandom3, chuLionsNear)
	near := 0
	check := func(t *testing.T, p *shortcutPly) {
		t.Helper()
		aloneAgrees(t, p)
		if lionsNearAgree(t, p) {
			near++
		}
	}
	shortcutGames(t, "lion-idle", cases, games, plies, 91, check, nil)
	if near == 0 {
		t.Errorf("no ply with the Lions near: the filters never ran")
	}
}
