package vm_test

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// TestBentCheckAlone: the listed bent riders' checks found on their pin
// walk (bent-check, bentcache.go) count as revAttacked's test finds
// them, in positions where a bent rider checks along one path, along
// two, behind a lone friend (a pin, no check), and by a path whose
// pattern captures royal pieces only (bentPair's Queen).
func TestBentCheckAlone(t *testing.T) {
	pair := fromYAML(t, bentPair)
	bentCheck := shortcutNamed(t, "bent-check")
	tests := []struct {
		prog  *legdefs.Program
		fen   string
		depth int
		check bool
	}{
		{builtin(t, "hookchess"), "4k3/8/8/8/8/8/r7/4K3 w - - 0 1", 3, true},
		{builtin(t, "hookchess"), "4k3/8/8/8/8/8/r3P3/2N1K3 w - - 0 1", 3, false},
		{builtin(t, "hookchess"), "4k3/8/8/8/3r4/8/8/4K3 w - - 0 1", 3, true},
		{builtin(t, "hookchess"), "", 4, false},
		{builtin(t, "capricorn"), "4k3/8/8/8/8/2b5/8/4K3 w - - 0 1", 3, true},
		{builtin(t, "capricorn"), "1rb1kbnr/1p1ppp2/p1n3p1/q1p4p/2PPPPP1/P7/1P5P/RNBQK1NR w KQk - 1 11", 3, true},
		{builtin(t, "griffon"), "5k4/10/10/10/10/10/5g4/10/10/4K5 w - - 0 1", 3, true},
		{builtin(t, "griffon"), "", 3, false},
		{pair, "4k3/8/8/q7/8/8/8/4K3 w - - 0 1", 3, true},
		{pair, "r3k2r/1q6/8/3p4/2P5/8/1Q6/R3K2R w KQkq - 0 1", 3, false},
	}
	for _, tc := range tests {
		pos := position(t, tc.prog, tc.fen)
		if got := pos.InCheck(); got != tc.check {
			t.Errorf("%s %q: in check %v, want %v", tc.prog.Name, tc.fen, got, tc.check)
		}
		if vm.PlanUses(pos)&bentCheck == 0 {
			t.Errorf("%s: the plan does not take bent-check", tc.prog.Name)
		}
		with := countBelow(pos, tc.depth)
		restore := vm.WithoutShortcuts(pos, bentCheck)
		without := countBelow(pos, tc.depth)
		restore()
		if with != without {
			t.Errorf("%s %q depth %d: %d with bent-check, %d without", tc.prog.Name, tc.fen, tc.depth, with, without)
		}
	}
}
