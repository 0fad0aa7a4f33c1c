package vm

import (
	"encoding/binary"
	"math/bits"
	"slices"
)

// Rides by square (rides-at): a ride whose first square is off the board
// counts nothing there, as countMC reads it (the guard has the mover's
// colour bit), so countMC walks, from each square, only the rides whose
// first square is on the board: a rook in a corner two of its four. So
// does countRoyal with a royal's leaps, and countBentLeaps with a bent
// rider's first steps and, from each, the first squares of its turns
// (the guard is not an enemy).

// markRidesAt fills pc.ridesAt for a type countMC counts (pc.mc), and
// pc.leapsAt for a royal countRoyal counts (countRoyalLeaps): from each
// square, the rides or leaps whose first square is on the board (onBoardAt).
//
// Precondition of rides-at: a square off the board (sqFile -1: the guard
// band and the holes) holds the guard forever; walls and petrification
// make squares of the board guard, never the other way round.
func (t *tables) markRidesAt(pc *ptcol) {
	if !pc.mc {
		return
	}
	pc.ridesAt = t.onBoardAt(pc.rideOffs)
	if pc.count == countRoyalLeaps {
		pc.leapsAt = t.onBoardAt(pc.leapOffs)
	}
}

// onBoardAt returns, by square, the offsets of offs whose first square
// from there is on the board, or all of them without rides-at (or with
// more than 64), in ascending order. The squares with the same offsets
// share one list, and the types with the same offsets, in whatever order,
// one answer (t.boardAt: the 78 types and colours of Chu Shogi that
// countMC counts have 16, 25 by order: a Black type's offsets are its
// White form's turned round; countMC and countRoyal read an answer only
// where a piece stands, and count each offset once whatever their order).
func (t *tables) onBoardAt(offs []int32) offsAt {
	var sortBuf [64]int32
	var keyBuf [4 * 64]byte
	sorted := append(sortBuf[:0], offs...)
	slices.Sort(sorted)
	key := keyBuf[:0]
	for _, off := range sorted {
		key = binary.LittleEndian.AppendUint32(key, uint32(off))
	}
	if at, ok := t.boardAt[string(key)]; ok {
		if len(offs) > 0 && len(offs) <= 64 && shortcutsOff&scRidesAt == 0 {
			t.plan.uses |= scRidesAt
		}
		return at
	}
	if t.boardAt == nil {
		t.boardAt = map[string]offsAt{}
	}
	at := t.findOnBoardAt(append([]int32(nil), sorted...))
	t.boardAt[string(key)] = at
	return at
}

// offsAt is onBoardAt's answer: per mailbox square up to the board's
// last (boardEnd), a pointer to the offsets kept there, one of the
// answer's few lists (nil off the board). A pointer, not the list's slice
// header, so that a square takes 8 bytes, not 24: Chu Shogi's 16 answers
// were 76 KB of its start-up, now 25 KB (about 10 page faults fewer).
type offsAt []*[]int32

// findOnBoardAt is onBoardAt's answer for offs, worked out: per edge
// class where every offset stays in the guard band's box (edgeClasses),
// else per square.
func (t *tables) findOnBoardAt(offs []int32) offsAt {
	at := make(offsAt, t.boardEnd())
	if len(offs) == 0 || shortcutsOff&scRidesAt != 0 || len(offs) > 64 {
		all := new([]int32) // here, not &offs: offs would be moved to the heap on every call
		*all = offs
		for _, s := range t.squares {
			at[s] = all
		}
		return at
	}
	t.plan.uses |= scRidesAt
	reps, byClass := t.squares, t.edgeReps != nil && t.inBox(offs)
	if byClass {
		reps = t.edgeReps
	}
	var buf [64]uint64 // room for most boards' edge classes (25 with a guard band of 2)
	kept := buf[:0]
	for _, s := range reps {
		kept = append(kept, t.keptAt(int(s), offs))
	}
	var listBuf [32][]int32 // room for most boards' edge classes' lists
	lists := t.keepLists(keptLists(listBuf[:0], kept, offs))
	for i, s := range t.squares {
		if byClass {
			at[s] = &lists[kept[t.edgeClass[i]]]
		} else {
			at[s] = &lists[kept[i]]
		}
	}
	return at
}

// keptAt returns the offsets of offs (at most 64) whose square from s is
// on the board, one bit each.
func (t *tables) keptAt(s int, offs []int32) uint64 {
	var kept uint64
	for k, off := range offs {
		if to := s + int(off); uint(to) < uint(t.size) && t.sqFile[to] >= 0 {
			kept |= 1 << k
		}
	}
	return kept
}

// keptLists returns the lists of the offsets of offs that the entries
// of kept mark (one bit each), one for the entries with the same marks
// (few: the board's middle, edges and corners), all in one array, and
// turns each entry of kept into the index of its list. The lists go in
// buf's array where it has room: findOnBoardAt keeps them (keepLists).
func keptLists(buf [][]int32, kept []uint64, offs []int32) [][]int32 {
	var distinctBuf [32]uint64
	distinct := distinctBuf[:0] // each marks once, in order of first entry
	n := 0                      // their offsets
	for _, k := range kept {
		if !slices.Contains(distinct, k) {
			distinct = append(distinct, k)
			n += bits.OnesCount64(k)
		}
	}
	all := make([]int32, 0, n)
	lists := slices.Grow(buf[:0], len(distinct))[:len(distinct)]
	for i, k := range distinct {
		start := len(all)
		for j, off := range offs {
			if k>>j&1 != 0 {
				all = append(all, off)
			}
		}
		lists[i] = all[start:len(all):len(all)]
	}
	for i, k := range kept {
		kept[i] = uint64(slices.Index(distinct, k))
	}
	return lists
}

// keepLists returns a copy of lists, an answer's, that its squares point
// to: in t.listRoom, a chunk shared by the answers, one allocation for
// 64 lists, not one an answer.
func (t *tables) keepLists(lists [][]int32) [][]int32 {
	if len(t.listRoom) < len(lists) {
		t.listRoom = make([][]int32, max(len(lists), 64))
	}
	kept := t.listRoom[:len(lists):len(lists)]
	copy(kept, lists)
	t.listRoom = t.listRoom[len(lists):]
	return kept
}

// Edge classes: on a board without holes, whether a step of at most gb
// files and gb ranks from a square lands on the board depends only on
// the square's distances to the four edges, each capped at gb (its edge
// class): the mailbox's rows are stride = files+gb apart, so a step off
// the board lands on the guard band. findOnBoardAt works out the offsets
// kept once per class, from the class's first square (its
// representative), not once per square.

// buildEdgeClasses fills edgeClass and edgeReps, or leaves them nil where
// classes do not apply: holes, or rows too close for an offset to name
// one step (stride < 2gb+1).
func (t *tables) buildEdgeClasses() {
	if t.hole != nil || t.stride < 2*t.gb+1 {
		return
	}
	var keysBuf [32]int // room for a guard band of 2's 25 classes
	keys := keysBuf[:0] // the classes' edge distances, as one number
	t.edgeClass = make([]int16, len(t.squares))
	for i, s := range t.squares {
		f, r, g := int(t.sqFile[s]), int(t.sqRank[s]), t.gb+1
		key := ((min(f, t.gb)*g+min(t.files-1-f, t.gb))*g+min(r, t.gb))*g + min(t.ranks-1-r, t.gb)
		c := slices.Index(keys, key)
		if c < 0 {
			c = len(keys)
			keys = append(keys, key)
			t.edgeReps = append(t.edgeReps, s)
		}
		t.edgeClass[i] = int16(c)
	}
}

// inBox reports whether every offset of offs is a step of at most gb
// files and gb ranks (edge classes apply to it).
func (t *tables) inBox(offs []int32) bool {
	for _, off := range offs {
		if !t.inBoxOff(off) {
			return false
		}
	}
	return true
}

// inBoxOff reports whether off is a step of at most gb files and gb ranks.
func (t *tables) inBoxOff(off int32) bool {
	o := int(off) + t.gb*t.stride + t.gb // the step's (dx+gb, dy+gb) as an offset
	return o >= 0 && o%t.stride <= 2*t.gb && o/t.stride <= 2*t.gb
}

// markBentsAt fills pc.bentsAt for a bentLeaps type (bents.go): from each
// square, its bent groups whose first step is on the board, each with the
// turns whose first square from there is on the board; or every group
// with all its turns without rides-at (or with more than 64 groups and
// turns). The squares with the same groups and turns share one list.
//
// Precondition: that of rides-at.
func (t *tables) markBentsAt(pc *ptcol) {
	pc.bentsAt = make([][]bentGroup, t.size)
	n := len(pc.bentGroups)
	for _, g := range pc.bentGroups {
		n += len(g.turns)
	}
	if shortcutsOff&scRidesAt != 0 || n > 64 {
		for _, s := range t.squares {
			pc.bentsAt[s] = pc.bentGroups
		}
		return
	}
	t.plan.uses |= scRidesAt
	on := func(s int) bool { return uint(s) < uint(t.size) && t.sqFile[s] >= 0 }
	// kept returns the groups and turns kept from s, one bit each in
	// pc.bentGroups' order, each group's bit before its turns'
	kept := func(s int) (k uint64) {
		bit := 0
		for _, g := range pc.bentGroups {
			turn := s + int(g.off0)
			if on(turn) {
				k |= 1 << bit
			}
			bit++
			for _, bm := range g.turns {
				if on(turn) && on(turn+int(bm.off1)) {
					k |= 1 << bit
				}
				bit++
			}
		}
		return k
	}
	lists := map[uint64][]bentGroup{}
	for _, s := range t.squares {
		k := kept(int(s))
		if _, ok := lists[k]; !ok {
			var gs []bentGroup
			bit := 0
			for _, g := range pc.bentGroups {
				in := k>>bit&1 != 0
				bit++
				g1 := bentGroup{off0: g.off0, max0: g.max0}
				for _, bm := range g.turns {
					if k>>bit&1 != 0 {
						g1.turns = append(g1.turns, bm)
					}
					bit++
				}
				if in {
					gs = append(gs, g1)
				}
			}
			lists[k] = gs
		}
		pc.bentsAt[s] = lists[k]
	}
}
