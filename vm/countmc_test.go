package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// TestCountMCShogis holds the count-mc-at, count-mc-zone and swar-zoned
// shortcuts (countPieces calling countMC where it counts all; countMCZone
// for countPlain; swar for types promoting on capturing in the zone) to
// the path without each, on random games of the shogis
// whose pieces promote in a zone, Chu Shogi most of all: CountLegal with
// the shortcut, without it, and the moves listed must agree at every ply.
// TestShortcutsAlone takes only the first built-ins that use a shortcut.
func TestCountMCShogis(t *testing.T) {
	games, plies := testenv.Pick(2, 12), testenv.Pick(120, 250)
	cases := append(chuCases(t, "", chuRandom3), startCases(t, "shogi", "shoshogi")...)
	for _, name := range []string{"count-mc-at", "count-mc-zone", "swar-zoned"} {
		shortcutGames(t, name, cases, games, plies, 31, countsAgree, nil)
	}
}
