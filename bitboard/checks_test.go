package bitboard

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// checks is what a node knows of the checks on its royal.
type checks struct {
	checkers uint64
	slow     bool
}

// TestFindChecks checks findChecks, whose bent checkers come from
// bentPins, against the general attack test (attackers, bentAttackers
// included) at the golden positions of every built-in the back end fits
// with bent pieces that capture, and at positions reached by random play
// from them.
func TestFindChecks(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	checked, inCheck := 0, 0
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		tab, err := Fits(prog)
		if err != nil || tab.bentAtk[0] == nil && tab.bentAtk[1] == nil {
			continue
		}
		entries, err := golden.Entries(0, name)
		if err != nil {
			continue // no golden file
		}
		for _, e := range entries {
			pos, err := vm.NewPosition(prog, e.FEN)
			if err != nil {
				t.Fatalf("%s %s: %v", name, e.Name, err)
			}
			for g := 0; g < testenv.Pick(50, 500); g++ {
				got, ok := compareChecks(t, name, RandomWalk(pos.Clone(), rng, rng.Intn(60)))
				if ok {
					checked++
				}
				if got.checkers != 0 {
					inCheck++
				}
			}
		}
	}
	if checked < 200 || inCheck < 20 {
		t.Errorf("only %d positions checked, %d in check", checked, inCheck)
	}
}

// compareChecks compares findChecks at pos (nil: none) with attackers
// and reports what it found and whether it could.
func compareChecks(t *testing.T, name string, pos *vm.Position) (checks, bool) {
	t.Helper()
	if pos == nil {
		return checks{}, false
	}
	c, err := NewCounter(pos, 1)
	if err != nil || c.Reset(pos) != nil {
		return checks{}, false
	}
	b := &c.root
	n := c.newNode(b, true, nil)
	c.findChecks(b, &n)
	got := checks{n.checkers, n.slow}
	all := c.t.attackers(b, n.king, n.them, n.occ)
	bent := c.t.bentAttackers(b, n.king, n.them, n.occ)
	want := checks{all, bent != 0}
	if d := cmp.Diff(want, got, cmp.AllowUnexported(checks{})); d != "" {
		t.Errorf("%s %s: (-attackers +findChecks):\n%s", name, pos.FEN(), d)
	}
	return got, true
}
