package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// TestLionBox holds lion-box (countLion reading a Lion's first steps from
// the box round it) to the path without it and to the moves listed
// (countsAgree), on random Chu Shogi games: from the start (the Lions
// walled in, no pass), from golden/chushogi.yaml random3, from a position
// with a Lion, a Horned Falcon and a Soaring Eagle next to enemy pieces
// (captures on the first step) and from one with a Lion alone in the
// open (a pass, no capture).
func TestLionBox(t *testing.T) {
	games, plies := testenv.Pick(3, 16), testenv.Pick(150, 300)
	open := "5k6/12/1n10/12/12/12/6N5/12/12/12/12/5K6 b - - 0 1"
	shortcutGames(t, "lion-box", chuCases(t, "", chuRandom3, chuLionsNear, open), games, plies, 31, countsAgree, nil)
}

// TestCSBox holds cs-box (lionsWithin testing the Lions' distance by
// their displacement) to the path without it, on random Chu Shogi games
// from the start, from golden/chushogi.yaml random3 and from a position
// with Lions near enemy ones.
func TestCSBox(t *testing.T) {
	games, plies := testenv.Pick(3, 16), testenv.Pick(150, 300)
	shortcutGames(t, "cs-box", chuCases(t, "", chuRandom3, chuLionsNear), games, plies, 32, countsAgree, nil)
}
