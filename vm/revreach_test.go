package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestReachAgrees: the reach maps (revreach.go) only skip attack and pin
// searches that find nothing. Along random games of the variants whose
// royal pieces are confined (where the maps are built), the legal moves
// and the check test of each position are the same on the fast path,
// which reads the node's maps, and on the slow path, which tries every
// move and generates the attackers' moves; so are the attack tests of
// every piece right after move generation, while the maps are valid.
func TestReachAgrees(t *testing.T) {
	for _, name := range []string{"janggi", "janggimodern", "xiangqi", "manchu", "minixiangqi", "supply"} {
		prog := builtin(t, name)
		for g := 0; g < 6; g++ {
			rng := rand.New(rand.NewPCG(uint64(g), 15))
			pos := position(t, prog, "")
			for ply := 0; ply < 150; ply++ {
				fast := moveStrings(pos)
				fastCheck := pos.InCheck()
				for by := 0; by < 2; by++ {
					if s := vm.AttackMismatch(pos, by); s >= 0 {
						t.Fatalf("%s game %d: %s: colour %d: fast and slow attack tests disagree on mailbox square %d", name, g, pos.FEN(), by, s)
					}
				}
				restore := vm.WithoutShortcuts(pos, vm.AllShortcuts)
				slow := moveStrings(pos)
				slowCheck := pos.InCheck()
				restore()
				if diff := cmp.Diff(slow, fast); diff != "" {
					t.Fatalf("%s game %d: %s: legal moves (-slow +fast):\n%s", name, g, pos.FEN(), diff)
				}
				if fastCheck != slowCheck {
					t.Fatalf("%s game %d: %s: in check %v on the fast path, %v on the slow", name, g, pos.FEN(), fastCheck, slowCheck)
				}
				ms := pos.LegalMoves()
				if len(ms) == 0 {
					break
				}
				pos.Make(ms[rng.IntN(len(ms))])
			}
		}
	}
}
