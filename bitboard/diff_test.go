package bitboard_test

import (
	"math/rand"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// vmCount is the VM's own perft, the reference.
func vmCount(pos *vm.Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if depth == 1 {
		n, _ := pos.CountLegal(nil)
		return uint64(n)
	}
	var n uint64
	for _, m := range pos.LegalMoves() {
		pos.Make(m)
		n += vmCount(pos, depth-1)
		pos.Unmake(m)
	}
	return n
}

// divide is the count below each root move, by the VM or the back end.
func divide(t *testing.T, pos *vm.Position, depth int, bb bool) map[string]uint64 {
	t.Helper()
	out := map[string]uint64{}
	c, err := bitboard.NewCounter(pos, depth)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range pos.LegalMoves() {
		pos.Make(m)
		if bb {
			if err := c.Reset(pos); err != nil {
				t.Fatalf("%s after %s: %v", pos.FEN(), pos.MoveString(m), err)
			}
			out[pos.MoveString(m)] = c.Count(depth - 1)
		} else {
			out[pos.MoveString(m)] = vmCount(pos, depth-1)
		}
		pos.Unmake(m)
	}
	return out
}

// fitting returns the built-ins the back end fits, sorted.
func fitting(t *testing.T) []string {
	var out []string
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := bitboard.Fits(prog); err == nil {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// TestDivideGolden compares the back end's divide with the VM's on every
// golden position of every built-in it fits, at a depth the budget
// allows, and at random positions reached by random play from each.
func TestDivideGolden(t *testing.T) {
	budget := uint64(20_000)
	if testenv.Full() {
		budget = 2_000_000
	}
	names := fitting(t)
	t.Logf("the back end fits %d built-ins: %v", len(names), names)
	rng := rand.New(rand.NewSource(31))
	for _, name := range names {
		entries, err := golden.Entries(budget, name)
		if err != nil {
			continue // no golden file
		}
		for _, e := range entries {
			_, prog, _ := compiler.Load(name)
			pos, err := vm.NewPosition(prog, e.FEN)
			if err != nil {
				t.Fatalf("%s %s: %v", name, e.Name, err)
			}
			if c, err := bitboard.NewCounter(pos, 1); err != nil || c.Reset(pos) != nil {
				continue // a position the back end leaves to the VM
			}
			got := checkDivide(t, name+" "+e.Name, pos, e.Depth)
			if got != e.Nodes {
				t.Errorf("%s %s depth %d: the back end counts %d, golden %d (%s)", name, e.Name, e.Depth, got, e.Nodes, e.Source)
			}
			for g := 0; g < testenv.Pick(3, 30); g++ {
				q := bitboard.RandomWalk(pos.Clone(), rng, 4+rng.Intn(30))
				if q != nil {
					checkDivide(t, name+" random from "+e.Name+": "+q.FEN(), q, min(e.Depth, 3))
				}
			}
		}
	}
}

// checkDivide compares the divides and returns the back end's count.
func checkDivide(t *testing.T, what string, pos *vm.Position, depth int) uint64 {
	t.Helper()
	c, _ := bitboard.NewCounter(pos, depth)
	if err := c.Reset(pos); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if depth < 1 {
		return c.Count(depth)
	}
	want, got := divide(t, pos, depth, false), divide(t, pos, depth, true)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("%s depth %d: divide (-vm +bitboard):\n%s", what, depth, d)
	}
	var n uint64
	for _, v := range got {
		n += v
	}
	return n
}
