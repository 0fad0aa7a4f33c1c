package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestLionCount holds lion-count (the Lion's, Horned Falcon's and Soaring
// Eagle's two-step moves counted without listing them) to the path
// without it and to the moves listed, on random Chu Shogi games from the
// start, from golden/chushogi.yaml random3, and from a position with a
// Lion, a Falcon and an Eagle next to enemy pieces (countGame); and on locust.
func TestLionCount(t *testing.T) {
	games, plies := testenv.Pick(3, 16), testenv.Pick(150, 300)
	chu3 := "lfcbgekgscfl/av1stxotdbva/1mr1dq2hr1m/pppp1p1NHp1p/4p2ni1p1/3i2h5/3I8/1P6IP2/P1PPPPPPP1PP/MVRHD1QD1R1M/AFBCTOXT1BVA/L2SGKEGSCFL w - - 0 13"
	near := "5k6/12/12/12/3p1p6/3pNp6/4p7/12/2p6p2/2+H5+D3/12/5K6 w - - 0 1"
	var s vm.Shortcut
	for _, x := range vm.Shortcuts() {
		if vm.ShortcutName(x) == "lion-count" {
			s = x
		}
	}
	for _, fen := range []string{"", chu3, near} {
		pos := position(t, builtin(t, "chushogi"), fen)
		if vm.PlanUses(pos)&s == 0 {
			t.Fatalf("chushogi does not use lion-count")
		}
		for g := range games {
			countGame(t, "chushogi", fen, s, uint64(g), plies)
		}
	}
	for g := range games { // locust's Dame: legality slow, never counted
		countGame(t, "locust", "", s, uint64(g), plies)
	}
}
