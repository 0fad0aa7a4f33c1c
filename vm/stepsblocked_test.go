package vm_test

import (
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestStepsBlocked plays random games from the start of the variants
// whose listing steps-blocked speeds up most (Chu Shogi, whose pieces
// stand behind their pawns, and Shogi) or where its squares are of many
// kinds (chess's castling pieces, xiangqi's and janggi's palaces, the
// Griffon's bent rides, Capricorn's and Hook chess's legs), from Chu
// Shogi's middle games, from a boxed-in Chess960 king that may castle and
// from a Yari Shogi promoted knight: at each ply the moves listed, the check and CountLegal agree
// with the shortcut and without it (aloneAgrees).
func TestStepsBlocked(t *testing.T) {
	games, plies := testenv.Pick(2, 6), testenv.Pick(60, 150)
	cases := append(startCases(t, "chushogi", "shogi", "chess", "xiangqi", "griffon", "capricorn", "hookchess", "janggi"),
		chuCases(t, chuRandom3, chuLionsNear)...)
	// a Chess960 king boxed in by its own pieces but for castling (b1c1)
	cases = append(cases, gameCase{"chess960", builtin(t, "chess960"), "nrk5/pppppppp/8/8/8/8/PPPPPPPP/NKR5 w C - 0 1"})
	// a Yari Shogi promoted knight (+n), whose moves may repeat (listed
	// through p.seen, not by steps-only listing), to move
	cases = append(cases, gameCase{"yarishogi", builtin(t, "yarishogi"), "1nk2r1/6b/rppppp1/p4b1/5Pp/PP2R2/1B1PP1N/1R1B3/1+n2K1N[pp] b - - 1 24"})
	shortcutGames(t, "steps-blocked", cases, games, plies, 53, aloneAgrees, nil)
}

// TestStepsBlockedEvery: a short random game of every built-in whose plan
// takes steps-blocked agrees with the path without it (aloneAgrees): the
// pieces genPieces skips (stepsBlock.only) must have no other moves, of
// any kind a built-in has (hops, bents, zones, Chess960 castling).
func TestStepsBlockedEvery(t *testing.T) {
	plies := testenv.Pick(12, 60)
	s := shortcutNamed(t, "steps-blocked")
	n := 0
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			continue
		}
		pos, err := vm.NewPosition(prog, "")
		if err != nil || vm.PlanUses(pos)&s == 0 {
			continue
		}
		n++
		shortcutGame(t, gameCase{name, prog, ""}, s, 0, 59, plies, aloneAgrees)
	}
	if n < 100 {
		t.Errorf("only %d built-ins take steps-blocked", n)
	}
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
