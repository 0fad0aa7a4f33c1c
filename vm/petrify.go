package vm

// Petrification (Program.Petrify): a piece of a petrify type that
// captures turns into a wall on its destination. A wall is the guard
// value on an on-board square, so it blocks like a hole (holes.go) and no
// move ends on it; Unmake restores the square from the undo record like
// any square the move touched. Walls have their own Zobrist keys.

// buildPetrify sets the petrify types' mask and the walls' keys.
func (t *tables) buildPetrify() {
	if t.rules.Petrify == "" {
		return
	}
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

// petrifyAt turns the piece on to into a wall and returns hash h updated.
func (p *Position) petrifyAt(to int, h uint64) uint64 {
	h ^= p.t.pieceKey(p.board[to], to) ^ p.t.zWall[to]
	p.board[to] = guard
	return h
}

// wallKey is the hash of square s's wall, if it has one (0 otherwise).
func (t *tables) wallKey(v uint8, s int) uint64 {
	if v != guard || t.zWall == nil {
		return 0
	}
	return t.zWall[s]
}
