package vm

// What package xqboard reads of a position beyond the board to count
// passes (pass.go) as the VM does: the pass history of bikjang.go, so
// that the VM stays its one home.

// PassState reports whether the VM knows the pass history here (known:
// the position is the game's first, or was reached by Make from one whose
// moves were generated; where it is not known, the VM ends no game by
// passing in the moves below), whether the position was reached by a pass
// (passed) and whether the one before it was (before). Two passes in a
// row (passed and before, known) end the game.
func (p *Position) PassState() (known, passed, before bool) {
	ply := len(p.undo)
	if ply == 0 {
		return true, false, false // zoneNodeStart starts the history here
	}
	if len(p.zh) != ply+1 {
		return false, false, false
	}
	return true, p.zh[ply]&zhPass != 0, p.zh[ply-1]&zhPass != 0
}
