package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// hotMix has the two exotic checks besides the hoppers' own whose hot
// squares (revpins.go) a block or a capture can land on: a jumping Alfil
// (J) over a Xiangqi horse's (H) leg, and a cannon (C) that may not hop
// over the wazir (W) beside the king.
const hotMix = `
name: hotmix
board: 9x9
pieces:
  - {letter: K, betza: K, royal: true}
  - {letter: R, betza: R}
  - {letter: H, betza: mafsW}
  - {letter: J, betza: mFcjA}
  - {letter: W, betza: W}
  - {letter: C, betza: mRcpR, cannot-hop-over: W}
start: 4k4/9/9/9/9/9/9/9/4K4 w - - 0 1
`

// TestHotSquaresCounted: from positions where a move of a counted piece
// (countOnly: the rook) lands on a hot square and so opens an exotic
// check, the root's legal moves are those worked out by hand, and at
// every node of the tree below CountLegal and the legal moves are those
// of the plan with every shortcut off, where each move is tried on the
// board. In check, countEvasions' countBlocks counts the block or
// capture where the node has a hot square (countsEvasions); out of
// check, the quiet node's count and the moves' lists do (quietNode,
// needsNoTest).
func TestHotSquaresCounted(t *testing.T) {
	tests := []struct {
		name string
		prog *legdefs.Program
		fen  string
		want []string // the root's legal moves
	}{
		// the cannon on e8 checks over the one on e5; Re3 blocks it but
		// is the e5 cannon's screen (Kd1 faces the general)
		{"xiangqi two cannons", builtin(t, "xiangqi"), "3k5/9/4c4/9/9/4c4/9/R8/9/4K4 w - - 0 1", []string{"e1f1"}},
		// the Banner checks as a chariot; Re8 blocks the ride but is
		// the screen of its cannon capture
		{"manchu banner", builtin(t, "manchu"), "4k4/9/r8/9/9/4M4/9/9/9/3K5 b - - 0 1", []string{"e10f10"}},
		// not in check: a piece arriving on e2-e4 is the cannon's screen
		{"xiangqi open cannon", builtin(t, "xiangqi"), "3k5/9/9/9/4c4/9/9/R8/9/4K4 w - - 0 1", []string{
			"a3a1", "a3a10", "a3a2", "a3a4", "a3a5", "a3a6", "a3a7", "a3a8", "a3a9",
			"a3b3", "a3c3", "a3d3", "a3f3", "a3g3", "a3h3", "a3i3", "e1e2", "e1f1"}},
		// the horse on d3 checks over d2; Rd2 blocks it but is the
		// square the Alfil on c3 must jump over (the horse guards f2)
		{"hotmix jumping alfil", fromYAML(t, hotMix), "4k4/9/9/9/9/9/2jh5/R8/4K4 w - - 0 1", []string{"e1d1", "e1d2", "e1e2", "e1f1"}},
		// the wazir on e2 checks; Rxe2 takes it but is then a screen
		// the cannon on e5 may hop over
		{"hotmix cannot-hop-over", fromYAML(t, hotMix), "4k4/9/9/9/4c4/9/9/R3w4/4K4 w - - 0 1", []string{"e1d1", "e1e2", "e1f1"}},
	}
	depth := testenv.Pick(2, 3)
	revEvasions := shortcutNamed(t, "rev-evasions")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, tc.prog, tc.fen)
			if vm.PlanUses(pos)&revEvasions == 0 {
				t.Fatalf("the plan does not take rev-evasions")
			}
			if d := cmp.Diff(tc.want, moveStrings(pos)); d != "" {
				t.Fatalf("root's moves (-want +got):\n%s", d)
			}
			without := vm.ShortcutsOffFor(pos, vm.AllShortcuts)
			eachNode(pos, depth, func() {
				on := moveStrings(pos)
				n, _ := pos.CountLegal(nil)
				restore := without()
				off := moveStrings(pos)
				restore()
				if d := cmp.Diff(off, on); d != "" || n != len(off) {
					t.Fatalf("%s: CountLegal %d, %d moves without shortcuts; moves (-without +with shortcuts):\n%s", pos.FEN(), n, len(off), d)
				}
			})
		})
	}
}
