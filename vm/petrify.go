package vm

// Petrification (Program.Petrify): a piece of a petrify type that
// captures turns into a wall on its destination (applyBoard). A wall is
// the guard value on an on-board square, so it blocks like a hole
// (holes.go) and no move ends on it; Unmake restores the square from the
// undo record like any square the move touched. Walls have their own
// Zobrist keys (pieceKey).

// buildPetrify sets the petrify types' mask (the walls' keys are
// zobrist.go's).
func (t *tables) buildPetrify() {
	for _, l := range t.rules.Petrify {
		if k := t.typeOf(string(l)); k >= 0 {
			t.petrify |= 1 << uint(k)
		}
	}
}
