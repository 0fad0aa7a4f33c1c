package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// TestLeapChecks holds leap-checks (checksAndPins walking the attack
// leaps only where an enemy stands in the 5×5 box round the royal) to
// the path without it and to the moves listed (countsAgree), on random
// games: Chu Shogi from the start, from golden/chushogi.yaml random3 and
// with Lions next to enemy pieces; chess and Griffon (boxed where all
// eight knight leaps come from the board). And by hand: the black king on
// e5, checked by the knight on d3, goes to d4, e4, d5, f5, d6, e6, f6 (f4
// is the knight's), and the rook on a3 takes the knight: 8.
func TestLeapChecks(t *testing.T) {
	games, plies := testenv.Pick(2, 12), testenv.Pick(120, 250)
	cases := append(chuCases(t, "", chuRandom3, chuLionsNear), startCases(t, "chess", "griffon")...)
	shortcutGames(t, "leap-checks", cases, games, plies, 31, countsAgree, nil)
	countsByHand(t, "leap-checks", []handCount{
		{"chess", "8/8/8/4k3/8/r2N4/8/6K1 b - - 0 1", 8},
	})
}
