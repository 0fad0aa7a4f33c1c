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

// lastPly is what the last ply of one position gives: the count with
// countGen's shortcut, the count without it (every type through
// pieces), the number of moves listed.
type lastPly struct{ bulk, general, listed uint64 }

// TestCountGen checks countGen's shortcut against the general path at
// every golden position of every built-in the back end fits and at
// positions reached by random play from them.
func TestCountGen(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	checked := 0
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := Fits(prog); err != nil {
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
			for g := 0; g < testenv.Pick(20, 200); g++ {
				checked += checkLastPly(t, name, RandomWalk(pos.Clone(), rng, rng.Intn(40)))
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d positions checked", checked)
	}
}

// checkLastPly compares the three counts of lastPly at pos (nil: none)
// and returns 1 if it could.
func checkLastPly(t *testing.T, name string, pos *vm.Position) int {
	t.Helper()
	if pos == nil {
		return 0
	}
	c, err := NewCounter(pos, 1)
	if err != nil || c.Reset(pos) != nil {
		return 0
	}
	var got lastPly
	got.bulk, _ = c.legal(&c.root, nil, true)
	_, list := c.legal(&c.root, nil, false)
	got.listed = uint64(len(list))
	general := *c.t
	for col := range general.gen {
		general.gen[col] = append([]genType(nil), general.gen[col]...)
		for i := range general.gen[col] {
			general.gen[col][i].bulk = fastGeneral
		}
	}
	c.t = &general
	got.general, _ = c.legal(&c.root, nil, true)
	want := lastPly{got.listed, got.listed, got.listed}
	if d := cmp.Diff(want, got, cmp.AllowUnexported(lastPly{})); d != "" {
		t.Errorf("%s %s: (-listed +counted):\n%s", name, pos.FEN(), d)
	}
	return 1
}

// RandomWalk plays n random legal moves from pos (nil if the game ends);
// exported for the external tests (diff_test.go) too.
func RandomWalk(pos *vm.Position, rng *rand.Rand, n int) *vm.Position {
	for i := 0; i < n; i++ {
		ms := pos.LegalMoves()
		if len(ms) == 0 {
			return nil
		}
		pos.Make(ms[rng.Intn(len(ms))])
	}
	return pos
}
