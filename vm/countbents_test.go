package vm_test

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// bentPromote has a hook mover that promotes on the last rank: the
// counted destinations there go through push (countDeduped's zone).
const bentPromote = `
name: bentpromote
inherit: chess
pieces:
  - {letter: R, betza: RmasR, promote: {zone: 1, to: Q}}
`

// TestCountBentsAlone: bent riders counted by countFreeBents
// (count-bents, bents.go) at perft's last ply count as genPiece counts
// them and as the list has them, free, pinned,
// deduplicated (hook mover, Capricorn) or not (Griffon, Rhino), and
// promoting.
func TestCountBentsAlone(t *testing.T) {
	countBents := shortcutNamed(t, "count-bents")
	promote := fromYAML(t, bentPromote)
	tests := []struct {
		prog  *legdefs.Program
		fen   string
		depth int
	}{
		{builtin(t, "hookchess"), "", 4},
		// the hook mover on e3 pinned by the hook mover on e8 (along the file)
		{builtin(t, "hookchess"), "k3r3/p7/8/8/8/4R3/8/4K3 w - - 0 1", 3},
		{builtin(t, "hookchess"), "r1b1kbnr/p2p1p1p/n4q2/1pp1P1p1/4N3/6P1/PPPPP2P/1RBQKBNR w Kkq - 2 9", 3},
		{builtin(t, "capricorn"), "", 4},
		{builtin(t, "capricorn"), "4k3/8/8/8/8/2B5/8/4K2b w - - 0 1", 3},
		{builtin(t, "griffon"), "", 3},
		{builtin(t, "griffon"), "5k4/10/2g7/10/10/10/10/6H3/10/4K5 w - - 0 1", 3},
		{promote, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 3},
		{promote, "4k3/R7/8/8/8/8/8/4K3 w - - 0 1", 3},
	}
	for _, tc := range tests {
		pos := position(t, tc.prog, tc.fen)
		if vm.PlanUses(pos)&countBents == 0 {
			t.Errorf("%s: the plan does not take count-bents", tc.prog.Name)
		}
		with := countLegalPerft(pos, tc.depth)
		restore := vm.WithoutShortcuts(pos, countBents)
		without := countLegalPerft(pos, tc.depth)
		restore()
		listed := countBelow(pos, tc.depth)
		if with != without || with != listed || with == 0 {
			t.Errorf("%s %q depth %d: %d with count-bents, %d without, %d listed", tc.prog.Name, tc.fen, tc.depth, with, without, listed)
		}
	}
}
