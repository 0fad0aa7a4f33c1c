package search

import (
	"unsafe"

	"github.com/betzac/betzac/vm"
)

// Bound kinds of a table entry.
const (
	boundExact uint8 = iota + 1
	boundLower       // the score is at least this (a cutoff)
	boundUpper       // the score is at most this (no move raised alpha)
)

// ttEntry is one slot of the transposition table; key 0 is empty.
type ttEntry struct {
	key   uint64
	move  vm.Move
	score int32
	depth int8
	bound uint8
}

// table is a fixed-size, always-replace-if-not-deeper hash table.
type table struct {
	slots []ttEntry
	mask  uint64
}

// ttEntrySize is the bytes of one slot, for sizing the table in MB.
const ttEntrySize = uint64(unsafe.Sizeof(ttEntry{}))

// newTable allocates a table of at most mb megabytes (a power of two
// slots, at least 1024).
func newTable(mb int) *table {
	n := uint64(1024)
	for n*2*ttEntrySize <= uint64(max(mb, 1))<<20 {
		n *= 2
	}
	return &table{slots: make([]ttEntry, n), mask: n - 1}
}

func (t *table) clear() { clear(t.slots) }

// probe returns the entry for key, if stored.
func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.slots[key&t.mask]
	return e, e.key == key && e.bound != 0
}

// store keeps the entry unless the slot holds a deeper one of the same
// position.
func (t *table) store(key uint64, depth int, score int, bound uint8, m vm.Move) {
	s := &t.slots[key&t.mask]
	if s.key == key && int(s.depth) > depth && bound != boundExact {
		return
	}
	*s = ttEntry{key: key, move: m, score: int32(score), depth: int8(min(depth, 127)), bound: bound}
}

// Mate scores are stored relative to the node, not the root.
func scoreToTT(score, ply int) int {
	switch {
	case score > MateBound:
		return score + ply
	case score < -MateBound:
		return score - ply
	}
	return score
}

func scoreFromTT(score, ply int) int {
	switch {
	case score > MateBound:
		return score - ply
	case score < -MateBound:
		return score + ply
	}
	return score
}
