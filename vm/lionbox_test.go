package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestLionBox holds lion-box (countLion reading a Lion's first steps from
// the box round it) to the path without it and to the moves listed
// (countGame), on random Chu Shogi games: from the start (the Lions
// walled in, no pass), from golden/chushogi.yaml random3, from a position
// with a Lion, a Horned Falcon and a Soaring Eagle next to enemy pieces
// (captures on the first step) and from one with a Lion alone in the
// open (a pass, no capture).
func TestLionBox(t *testing.T) {
	games, plies := testenv.Pick(3, 16), testenv.Pick(150, 300)
	chu3 := "lfcbgekgscfl/av1stxotdbva/1mr1dq2hr1m/pppp1p1NHp1p/4p2ni1p1/3i2h5/3I8/1P6IP2/P1PPPPPPP1PP/MVRHD1QD1R1M/AFBCTOXT1BVA/L2SGKEGSCFL w - - 0 13"
	near := "5k6/12/12/12/3p1p6/3pNp6/4p7/12/2p6p2/2+H5+D3/12/5K6 w - - 0 1"
	open := "5k6/12/1n10/12/12/12/6N5/12/12/12/12/5K6 b - - 0 1"
	s := shortcutNamed(t, "lion-box")
	for _, fen := range []string{"", chu3, near, open} {
		if vm.PlanUses(position(t, builtin(t, "chushogi"), fen))&s == 0 {
			t.Fatalf("chushogi does not use lion-box")
		}
		for g := range games {
			countGame(t, "chushogi", fen, s, uint64(g), plies)
		}
	}
}
