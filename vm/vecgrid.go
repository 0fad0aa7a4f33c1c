package vm

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

// put sets d's value; off the grid it panics (raySteps keeps every
// displacement a move reaches on it).
func (g *vecGrid[V]) put(d vec, v V) {
	g.slots[g.index(d)] = vecSlot[V]{true, v}
}
