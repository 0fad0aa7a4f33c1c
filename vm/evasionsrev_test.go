package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestRevEvasionsTree: at every node in check of a small tree, with
// horse, cannon, grasshopper and Janggi checkers (rev-evasions' marks,
// evasionsrev.go), the legal moves and CountLegal are those of the plan
// without the shortcut, where each move is tried on the board.
func TestRevEvasionsTree(t *testing.T) {
	tests := []struct {
		variant, fen string
		depth        int
		minChecks    int // in-check nodes the tree must hold, so that the test tests something
	}{
		{"xiangqi", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 3, 100},
		{"xiangqi", "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1", 3, 50},
		// a cannon with two screens and one with none next to the general
		{"xiangqi", "3k5/9/4c4/9/4N4/9/9/2C6/4A4/4K1R2 w - - 0 1", 3, 10},
		// drops that block, or open a cannon's check (hot squares)
		{"supply", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2[NCcnPp] w - - 0 1", 2, 10},
		{"janggi", "", 4, 1},
		{"manchu", "", 4, 1},
		{"minixiangqi", "", 4, 1},
		{"grasshopper", "", 4, 1},
		{"shako", "", 3, 1},
	}
	s := shortcutNamed(t, "rev-evasions")
	for _, tc := range tests {
		t.Run(tc.variant, func(t *testing.T) {
			pos := position(t, builtin(t, tc.variant), tc.fen)
			if vm.PlanUses(pos)&s == 0 {
				t.Fatalf("%s's plan does not take rev-evasions", tc.variant)
			}
			without := vm.ShortcutsOffFor(pos, s)
			checks := 0
			eachNode(pos, tc.depth, func() {
				if !pos.InCheck() {
					return
				}
				checks++
				on := moveStrings(pos)
				n, _ := pos.CountLegal(nil)
				restore := without()
				off := moveStrings(pos)
				restore()
				if d := cmp.Diff(off, on); d != "" || n != len(off) {
					t.Fatalf("%s: CountLegal %d; moves (-without +with rev-evasions):\n%s", pos.FEN(), n, d)
				}
			})
			if checks < tc.minChecks {
				t.Errorf("%d nodes in check, want %d or more", checks, tc.minChecks)
			}
		})
	}
}
