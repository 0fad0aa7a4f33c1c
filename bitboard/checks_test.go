package bitboard

import (
	"math/bits"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// checks is what a node knows of the checks on its royal.
type checks struct {
	checkers uint64
	slow     bool
}

// TestSetupNodeChecks checks setupNode, whose bent checkers come from
// bentPins, against the general attack test (attackers, bentAttackers
// included) at the golden positions of every built-in the back end fits
// with bent pieces that capture, and at positions reached by random play
// from them.
func TestSetupNodeChecks(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	checked, inCheck := 0, 0
	for _, st := range goldenStarts(t, hasBentAttackers) {
		for g := 0; g < testenv.Pick(50, 500); g++ {
			got, ok := compareChecks(t, st.name, RandomWalk(st.pos.Clone(), rng, rng.Intn(60)))
			if ok {
				checked++
			}
			if got.checkers != 0 {
				inCheck++
			}
		}
	}
	if checked < 200 || inCheck < 20 {
		t.Errorf("only %d positions checked, %d in check", checked, inCheck)
	}
}

// compareChecks compares setupNode at pos (nil: none) with attackers
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
	var n node
	c.setupNode(b, &n, true, nil)
	got := checks{n.checkers, n.slow}
	all := c.t.attackers(b, n.king, n.them, n.occ)
	bent := c.t.bentAttackers(b, n.king, n.them, n.occ)
	want := checks{all, bent != 0}
	if d := cmp.Diff(want, got, cmp.AllowUnexported(checks{})); d != "" {
		t.Errorf("%s %s: (-attackers +setupNode):\n%s", name, pos.FEN(), d)
	}
	return got, true
}

// bentView is what the bent pieces' paths give at a position: the bent
// pins and checks of the side to move (bentPins), and for each colour
// and square the bent pieces that capture there (bentAttackers), on the
// board's occupancy and with the mover's royal lifted.
type bentView struct {
	risky, checkers uint64
	slow            bool
	bpin            [64]uint64
	attackers       [2][2][64]uint64
}

// TestBentPaths checks the path masks (tab.paths, where twoPaths holds)
// against the corner walk at the golden positions of every built-in the
// back end fits with bent pieces that capture, at positions reached by
// random play from them, and on the bent shapes of
// TestCountGenBentShapes.
func TestBentPaths(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	checked, pathTabs := 0, 0
	for _, pos := range bentStarts(t) {
		tab, err := Fits(pos.Program())
		if err != nil {
			t.Fatal(err)
		}
		for _, ba := range append(tab.bentAtk[0], tab.bentAtk[1]...) {
			if ba.tab.paths != nil {
				pathTabs++
			}
		}
		for g := 0; g < testenv.Pick(20, 300); g++ {
			if q := RandomWalk(pos.Clone(), rng, rng.Intn(60)); q != nil && compareBentPaths(t, q) {
				checked++
			}
		}
	}
	if checked < 200 || pathTabs < 4 {
		t.Errorf("only %d positions checked, %d path tables", checked, pathTabs)
	}
}

// hasBentAttackers says whether a side has bent pieces that capture.
func hasBentAttackers(tab *Tables) bool { return tab.bentAtk[0] != nil || tab.bentAtk[1] != nil }

// bentStarts are the golden positions of the built-ins with bent pieces
// that capture that the back end fits, and the starts of the bent
// shapes.
func bentStarts(t *testing.T) []*vm.Position {
	var out []*vm.Position
	for _, st := range goldenStarts(t, hasBentAttackers) {
		out = append(out, st.pos)
	}
	for name, pieces := range bentShapes {
		_, prog, err := compiler.LoadBytes(name, []byte("name: "+name+"\ninherit: chess\npieces:\n"+pieces))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		pos, err := vm.NewPosition(prog, "")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, pos)
	}
	return out
}

// compareBentPaths compares bentView with the path masks and with the
// corner walk at pos and reports whether it could.
func compareBentPaths(t *testing.T, pos *vm.Position) bool {
	t.Helper()
	c, err := NewCounter(pos, 1)
	if err != nil || c.Reset(pos) != nil {
		return false
	}
	got := viewBent(c)
	walk := *c.t
	for col := range walk.bentAtk {
		walk.bentAtk[col] = append([]bentAttack(nil), walk.bentAtk[col]...)
		for i := range walk.bentAtk[col] {
			tab := *walk.bentAtk[col][i].tab
			tab.paths = nil
			walk.bentAtk[col][i].tab = &tab
		}
	}
	c.t = &walk
	want := viewBent(c)
	if d := cmp.Diff(want, got, cmp.AllowUnexported(bentView{})); d != "" {
		t.Errorf("%s: (-corner walk +path masks):\n%s", pos.FEN(), d)
	}
	return true
}

// viewBent is the bentView of c's root.
func viewBent(c *Counter) bentView {
	b := &c.root
	var n node
	c.setupNode(b, &n, true, nil)
	v := bentView{risky: n.risky, checkers: n.checkers, slow: n.slow}
	for x := n.risky; x != 0 && !n.slow; x &= x - 1 {
		s := bits.TrailingZeros64(x)
		v.bpin[s] = c.bpin[s]
	}
	for col := 0; col < 2; col++ {
		for s := 0; s < c.t.n; s++ {
			v.attackers[col][0][s] = c.t.bentAttackers(b, s, col, n.occ)
			v.attackers[col][1][s] = c.t.bentAttackers(b, s, col, n.occ&^bit(n.king))
		}
	}
	return v
}

// slowCounts is the legal moves of a position in a bent check: the
// back end's count and list, the VM's count.
type slowCounts struct{ counted, listed, vm uint64 }

// TestParryMask checks the moves of positions in a bent check (where
// parryMask limits the moves tried) against the VM's: positions built by
// hand (a bent check by one path, by two, a bent and a ride's double
// check that one block parries) and positions reached by random play
// from bentStarts.
func TestParryMask(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	var positions []*vm.Position
	for _, h := range []struct{ variant, fen string }{
		{"hookchess", "3nk3/4p3/8/8/7r/R7/8/4KB2 w - - 0 1"},
		{"hookchess", "4k3/8/8/5N2/7r/8/3N4/4K3 w - - 0 1"},
		{"hookchess", "4k3/8/8/1r6/4p3/2N5/8/r3K3 w - - 0 1"},
		{"capricorn", "4k3/8/8/4b3/8/8/5P2/1N2K3 w - - 0 1"},
	} {
		_, prog, err := compiler.Load(h.variant)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := vm.NewPosition(prog, h.fen)
		if err != nil {
			t.Fatalf("%s: %v", h.fen, err)
		}
		positions = append(positions, pos)
	}
	for _, pos := range bentStarts(t) {
		for g := 0; g < testenv.Pick(40, 400); g++ {
			positions = append(positions, RandomWalk(pos.Clone(), rng, rng.Intn(60)))
		}
	}
	slow := 0
	for _, q := range positions {
		if compareSlow(t, q) {
			slow++
		}
	}
	if slow < 30 {
		t.Errorf("only %d positions in a bent check", slow)
	}
}

// compareSlow compares the back end's moves with the VM's at q (nil:
// none) if it is in a bent check, and reports whether it is.
func compareSlow(t *testing.T, q *vm.Position) bool {
	t.Helper()
	if q == nil {
		return false
	}
	c, err := NewCounter(q, 1)
	if err != nil || c.Reset(q) != nil {
		return false
	}
	var n node
	if c.setupNode(&c.root, &n, true, nil); !n.slow {
		return false
	}
	var got slowCounts
	got.counted, _ = c.legal(&c.root, nil, true)
	_, list := c.legal(&c.root, nil, false)
	got.listed = uint64(len(list))
	vmn, _ := q.CountLegal(nil)
	got.vm = uint64(vmn)
	want := slowCounts{got.vm, got.vm, got.vm}
	if d := cmp.Diff(want, got, cmp.AllowUnexported(slowCounts{})); d != "" {
		t.Errorf("%s: (-vm +back end):\n%s", q.FEN(), d)
	}
	return true
}
