package perft

import (
	"fmt"
	"sync/atomic"
)

// table is a lock-free transposition table of subtree counts, keyed by
// Zobrist hash and depth. Each entry holds the count and the key XORed
// with the count, so that a torn write by another thread is detected as
// a miss (the "lockless hashing" of Hyatt and Mann).
type table struct {
	entries []entry
	mask    uint64
}

type entry struct {
	check atomic.Uint64 // key ^ nodes
	nodes atomic.Uint64
}

var depthKeys = func() [64]uint64 {
	var k [64]uint64
	x := uint64(0x9E3779B97F4A7C15)
	for i := range k {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		k[i] = x
	}
	return k
}()

// newTable returns a table of at most mb MiB, or an error if this
// process may not use that much memory (see memoryLimit).
func newTable(mb int) (*table, error) {
	n := uint64(mb) << 20 / 16
	size := uint64(1)
	for size*2 <= n {
		size *= 2
	}
	// A quarter is left for the rest of betzac: a table that fills the
	// limit would crash it as surely as one above it.
	if limit, what := memoryLimit(); limit > 0 && size*16 > limit/4*3 {
		return nil, fmt.Errorf("a %d MB hash table is more than 3/4 of %s (%d MB)", mb, what, limit>>20)
	}
	return &table{entries: make([]entry, size), mask: size - 1}, nil
}

func (t *table) key(hash uint64, depth int) uint64 { return hash ^ depthKeys[depth&63] }

func (t *table) probe(hash uint64, depth int) (uint64, bool) {
	k := t.key(hash, depth)
	e := &t.entries[k&t.mask]
	n := e.nodes.Load()
	if e.check.Load()^n == k && n != 0 {
		return n, true
	}
	return 0, false
}

func (t *table) store(hash uint64, depth int, nodes uint64) {
	k := t.key(hash, depth)
	e := &t.entries[k&t.mask]
	e.nodes.Store(nodes)
	e.check.Store(k ^ nodes)
}
