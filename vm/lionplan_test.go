package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestLionShortcuts holds Chu Shogi's two Lion-rule shortcuts to the
// paths they replace: bulk counting at nodes where lionsIdle holds, and
// makePlain, which keeps the counter-strike square (plainLion). Each
// position is counted to depth 3 with the full plan and with each
// shortcut off; the counts and
// the hashes of every position reached must agree. idle is lionsIdle's
// answer at the root, argued from the rule: a Lion (N, +O) moves at most
// two king steps (reach 2), so it may trade only with an enemy Lion two
// squares away or nearer, and a counter-strike square always counts.
func TestLionShortcuts(t *testing.T) {
	prog := builtin(t, "chushogi")
	tests := []struct {
		name, fen string
		idle      bool
	}{
		{"start: the Lions far apart", "", true},
		// the white Lion on e4 is two squares from the black one on e6
		{"Lions two apart", "6k5/12/12/12/12/5s6/4n7/3gp7/4N7/12/12/6K5 w - - 0 1", false},
		// three apart (e4, e7): no trade now; one Lion step brings them near
		{"Lions three apart", "6k5/12/12/12/12/4n7/5s6/3gp7/4N7/12/12/6K5 w - - 0 1", true},
		// a white Gold has just taken a Lion on f6: the square is set
		{"counter-strike square", "2r8k/12/12/12/12/12/5G6/3n8/12/2N9/12/11K b - f6 0 1", false},
		// no square, but the black Lion on d5 is two squares from c3
		{"no square, Lions two apart", "2r8k/12/12/12/12/12/5G6/3n8/12/2N9/12/11K b - - 0 1", false},
		// the black Lion on d6 instead: three squares from c3
		{"no square, Lions three apart", "2r8k/12/12/12/12/12/3n1G6/12/12/2N9/12/11K b - - 0 1", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos := position(t, prog, tt.fen)
			if got := vm.LionsIdle(pos); got != tt.idle {
				t.Errorf("lionsIdle %v, want %v", got, tt.idle)
			}
			n, h := lionPerft(pos, 3)
			for _, s := range vm.Shortcuts() {
				if name := vm.ShortcutName(s); name != "bulk" && name != "plain-make" {
					continue
				}
				restore := vm.WithoutShortcuts(pos, s)
				n2, h2 := lionPerft(pos, 3)
				restore()
				if n2 != n || h2 != h {
					t.Errorf("without %s: %d nodes (hashes %x), with it %d (%x)", vm.ShortcutName(s), n2, h2, n, h)
				}
			}
		})
	}
}

// lionPerft counts the leaves at depth d (CountLegal at the last ply) and
// sums the hashes of the positions reached before it, each checked to
// come back on Unmake.
func lionPerft(pos *vm.Position, d int) (int, uint64) {
	if d == 1 {
		n, _ := pos.CountLegal(nil)
		return n, 0
	}
	var n int
	var sum uint64
	for _, m := range pos.LegalMoves() {
		h := pos.Hash()
		pos.Make(m)
		k, s := lionPerft(pos, d-1)
		n, sum = n+k, sum+s+pos.Hash()
		pos.Unmake(m)
		if pos.Hash() != h {
			return -1, 0
		}
	}
	return n, sum
}
