package vm

// Petrification (Program.Petrify): a piece of a petrify type that
// captures turns into a wall on its destination (applyBoard). A wall is
// the guard value on an on-board square, so it blocks like a hole
// (holes.go) and no move ends on it; Unmake restores the square from the
// undo record like any square the move touched. Walls have their own
// Zobrist keys (pieceKey).

// buildPetrify sets the petrify types' mask and the walls' keys (also
// without petrify: a FEN may not have walls then, and the keys are few).
func (t *tables) buildPetrify() {
	for _, l := range t.rules.Petrify {
		if k := t.typeOf(string(l)); k >= 0 {
			t.petrify |= 1 << uint(k)
		}
	}
	rng := splitmix64(0x77616C6C) // "wall"
	t.zWall = make([]uint64, t.size)
	for i := range t.zWall {
		t.zWall[i] = rng.next()
	}
}
