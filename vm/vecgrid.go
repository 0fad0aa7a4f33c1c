package vm

import "github.com/betzac/betzac/legdefs"

// vecGrid is a map from the displacements within a board (|dx| < files,
// |dy| < ranks) to V, as a slice: compileType fills two for every type
// and colour, and as Go maps they were an eighth of chushogi's tables
// (issue 31). A displacement off the grid is never set.
type vecGrid[V any] struct {
	files, ranks int32
	slots        []vecSlot[V]
}

type vecSlot[V any] struct {
	set bool
	val V
}

func newVecGrid[V any](files, ranks int) vecGrid[V] {
	return vecGrid[V]{files: int32(files), ranks: int32(ranks), slots: make([]vecSlot[V], (2*files-1)*(2*ranks-1))}
}

// reset empties g for a board of files x ranks, keeping its slots when
// they fit: compileType empties two grids for every type and colour, and
// allocating them afresh was a fifth of chushogi's compileTypes (issue 31).
func (g *vecGrid[V]) reset(files, ranks int) {
	if g.files != int32(files) || g.ranks != int32(ranks) {
		*g = newVecGrid[V](files, ranks)
		return
	}
	clear(g.slots)
}

// index is d's slot, or -1 off the grid.
func (g *vecGrid[V]) index(d vec) int {
	if abs32(d.dx) >= g.files || abs32(d.dy) >= g.ranks {
		return -1
	}
	return int((d.dy+g.ranks-1)*(2*g.files-1) + d.dx + g.files - 1)
}

// get is d's value and whether it was set.
func (g *vecGrid[V]) get(d vec) (V, bool) {
	if i := g.index(d); i >= 0 {
		return g.slots[i].val, g.slots[i].set
	}
	var zero V
	return zero, false
}

// slot is d's slot, to read and set in place; off the grid it panics
// (as put).
func (g *vecGrid[V]) slot(d vec) *vecSlot[V] { return &g.slots[g.index(d)] }

// put sets d's value; off the grid it panics (raySteps keeps every
// displacement a move reaches on it).
func (g *vecGrid[V]) put(d vec, v V) {
	g.slots[g.index(d)] = vecSlot[V]{true, v}
}

// vec is a displacement in files and ranks. Two moves of a piece from
// one square reach the same square exactly when their displacements are
// equal; their mailbox offsets may be equal for different displacements
// (on a 9x10 board with stride 10, one rank up and ten files across),
// but only one of those stays on the board.
type vec struct{ dx, dy int32 }

// raySteps is how many steps of (dx, dy), at most rng (0 or less: no
// limit), stay within the board's files and ranks from some square.
func (t *tables) raySteps(dx, dy, rng int32) int32 {
	n := int32(max(t.files, t.ranks))
	if rng > 0 {
		n = min(n, rng)
	}
	if dx != 0 {
		n = min(n, int32(t.files-1)/abs32(dx))
	}
	if dy != 0 {
		n = min(n, int32(t.ranks-1)/abs32(dy))
	}
	return n
}

// reachesSeen marks the displacements a single-leg move of step (dx, dy)
// and range rng reaches in seen, and reports whether one was there
// already (for the dedupe decision).
func (t *tables) reachesSeen(seen *vecGrid[struct{}], dx, dy, rng int32) bool {
	again := false
	for k, n := int32(1), t.raySteps(dx, dy, rng); k <= n; k++ {
		sl := seen.slot(vec{k * dx, k * dy})
		again = again || sl.set
		sl.set = true
	}
	return again
}

// hopSteps returns t.grids.stepOf emptied for a type with moves, or nil
// where no move hops (hopLeap needs a hop leg), so that hopsCollide has
// no hop to look up: most types, whose grid was 6 KB of chushogi's tables.
func (t *tables) hopSteps(moves []legdefs.Move) *vecGrid[vec] {
	if !hasMode(moves, legdefs.ModeHop) {
		return nil
	}
	t.grids.stepOf.reset(t.files, t.ranks)
	return &t.grids.stepOf
}

// markSteps records in stepOf the step (dx, dy) of a single-leg move of
// range rng at each displacement it reaches (vec{} where two steps reach
// one); nil stepOf records nothing (hopSteps).
func (t *tables) markSteps(stepOf *vecGrid[vec], dx, dy, rng int32) {
	if stepOf == nil {
		return
	}
	step := vec{dx, dy}
	for k, n := int32(1), t.raySteps(dx, dy, rng); k <= n; k++ {
		sl := stepOf.slot(vec{k * dx, k * dy})
		if sl.set && sl.val != step {
			sl.val = vec{}
		} else {
			sl.val = step
		}
		sl.set = true
	}
}
