package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestStepsBlocked plays random games from the start of the variants
// whose listing steps-blocked speeds up most (Chu Shogi, whose pieces
// stand behind their pawns, and Shogi) or where its squares are of many
// kinds (chess's castling pieces, xiangqi's palace, the Griffon's bent
// rides, Capricorn's and Hook chess's legs) and from Chu Shogi's middle
// games: at each ply the moves listed, the check and CountLegal agree
// with the shortcut and without it (aloneAgrees).
func TestStepsBlocked(t *testing.T) {
	games, plies := testenv.Pick(2, 6), testenv.Pick(60, 150)
	cases := append(startCases(t, "chushogi", "shogi", "chess", "xiangqi", "griffon", "capricorn", "hookchess"),
		chuCases(t, chuRandom3, chuLionsNear)...)
	shortcutGames(t, "steps-blocked", cases, games, plies, 53, aloneAgrees, nil)
}

// TestStepsBlockedStart: at Chu Shogi's start the shortcut skips the
// loops of most pieces, and the 36 moves listed are those listed
// without it, the same ones.
func TestStepsBlockedStart(t *testing.T) {
	pos := position(t, builtin(t, "chushogi"), "")
	on := moveStrings(pos)
	restore := vm.ShortcutsOffFor(pos, shortcutNamed(t, "steps-blocked"))()
	off := moveStrings(pos)
	restore()
	if len(on) != 36 {
		t.Errorf("chushogi start: %d moves, want 36", len(on))
	}
	if diff := cmp.Diff(off, on); diff != "" {
		t.Errorf("chushogi start: moves differ (-without +with steps-blocked):\n%s", diff)
	}
}
