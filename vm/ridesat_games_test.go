package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestRidesAt holds rides-at (countMC walking from each square only the
// rides whose first square is on the board) to the path without it and to
// the moves listed (countsAgree) on random games: chess, Capablanca and
// Griffon, and Omicron and Troitzky, whose holes stop rides on the board's
// rectangle. And by hand: the rook on a1 goes a2..a8 and b1..g1 (13), the
// king on h1 to g1, g2, h2 (3): 16; the queen on a5 reaches a1..a8 but
// a5 (7), b5..h5 (7), b6..d8 (3) and b4..e1 (4), the king on h1 3: 24.
func TestRidesAt(t *testing.T) {
	games, plies := testenv.Pick(2, 10), testenv.Pick(120, 250)
	cases := startCases(t, "chess", "capablanca", "griffon", "omicron", "troitzky")
	shortcutGames(t, "rides-at", cases, games, plies, 37, countsAgree, nil)
	s := shortcutNamed(t, "rides-at")
	for _, tc := range []struct {
		fen  string
		want int
	}{
		{"7k/8/8/8/8/8/8/R6K w - - 0 1", 16},
		{"8/8/8/Q7/8/8/8/7K w - - 0 1", 24},
	} {
		pos := position(t, builtin(t, "chess"), tc.fen)
		on, _ := pos.CountLegal(nil)
		restore := vm.ShortcutsOffFor(pos, s)()
		off, _ := pos.CountLegal(nil)
		restore()
		if on != tc.want || off != tc.want {
			t.Errorf("%s: CountLegal %d with rides-at, %d without; want %d", tc.fen, on, off, tc.want)
		}
	}
}
