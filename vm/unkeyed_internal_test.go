package vm

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
)

// keyedPair is a built-in's start position set up by NewPosition and by
// NewPositionUnkeyed.
type keyedPair struct {
	name           string
	keyed, unkeyed *Position
	keyedT, unkeyT *tables
}

// keyedPairs returns the pairs of every built-in the VM sets up.
func keyedPairs(t *testing.T) []keyedPair {
	t.Helper()
	var out []keyedPair
	for _, name := range variants.BuiltinNames() {
		p := builtinProgram(t, name)
		k, err := NewPosition(p, "")
		if err != nil {
			continue // refused by the VM
		}
		u, err := NewPositionUnkeyed(p, "")
		if err != nil {
			t.Fatalf("%s: NewPositionUnkeyed: %v (NewPosition sets it up)", name, err)
		}
		out = append(out, keyedPair{name, k, u, k.t, u.t})
	}
	if len(out) < 100 {
		t.Fatalf("only %d built-ins set up", len(out))
	}
	return out
}

// Unkeyed tables hold no piece, virginity, e.p. or wall key and zStride
// 0, the side's key as the keyed tables do, and draw the keyed tables'
// keys on first use.
func TestUnkeyedTables(t *testing.T) {
	for _, pr := range keyedPairs(t) {
		k, u := pr.keyedT, pr.unkeyT
		if u.lazyKeys == nil || k.lazyKeys != nil {
			t.Fatalf("%s: lazyKeys keyed %v, unkeyed %v; want nil and set", pr.name, k.lazyKeys, u.lazyKeys)
		}
		full, none := u.fullKeys(), make([]uint64, u.size)
		want := [][]uint64{k.zPiece, {uint64(k.zStride)}, k.zVirgin, k.zEP, k.zWall, none, {0}, none, none, none, {k.zSide}}
		got := [][]uint64{full.piece, {uint64(full.stride)}, full.virgin, full.ep, full.wall, u.zPiece, {uint64(u.zStride)}, u.zVirgin, u.zEP, u.zWall, {u.zSide}}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: keys (-keyed +unkeyed):\n%s", pr.name, diff)
		}
	}
}

// gameHashes plays a random game of at most plies plies from pos and
// returns Hash and HashFromScratch after each legal move of each node.
func gameHashes(pos *Position, seed uint64, plies int) []uint64 {
	rng := rand.New(rand.NewPCG(seed, 31))
	var out []uint64
	for range plies {
		ms := pos.LegalMoves()
		if len(ms) == 0 {
			break
		}
		for _, m := range ms {
			pos.Make(m)
			out = append(out, pos.Hash(), pos.HashFromScratch())
			pos.Unmake(m)
		}
		pos.Make(ms[rng.IntN(len(ms))])
	}
	return out
}

// An unkeyed position hashes as the keyed one along random games of
// every built-in, and its clones on two goroutines do (the keys drawn
// once for both: go test -race).
func TestUnkeyedHashAsKeyed(t *testing.T) {
	plies := 12
	if testenv.Full() {
		plies = 60
	}
	for _, pr := range keyedPairs(t) {
		want := gameHashes(pr.keyed, 1, plies)
		if diff := cmp.Diff(want, gameHashes(pr.unkeyed, 1, plies)); diff != "" {
			t.Errorf("%s: hashes (-keyed +unkeyed):\n%s", pr.name, diff)
		}
	}
	for _, name := range []string{"chess", "chushogi", "crazyhouse", "atomic"} {
		p := builtinProgram(t, name)
		k, _ := NewPosition(p, "")
		u, err := NewPositionUnkeyed(p, "")
		if err != nil {
			t.Fatal(err)
		}
		clones := []*Position{u.Clone(), u.Clone()}
		got := make([][]uint64, len(clones))
		var wg sync.WaitGroup
		for i, c := range clones {
			wg.Go(func() { got[i] = gameHashes(c, 2, 8) })
		}
		wg.Wait()
		want := gameHashes(k, 2, 8)
		if diff := cmp.Diff([][]uint64{want, want}, got); diff != "" {
			t.Errorf("%s: clones' hashes (-keyed +unkeyed):\n%s", name, diff)
		}
	}
}
