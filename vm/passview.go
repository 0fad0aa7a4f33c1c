package vm

// What package xqboard reads of a position beyond the board to count
// passes (pass.go) and bikjang (bikjang.go) as the VM does: their
// history, so that the VM stays its one home.

// PassState reports whether the VM knows the pass and bikjang history
// here (known: the position is the game's first, or was reached by Make
// from one whose moves were generated; where it is not known, the VM ends
// no game by them in the moves below), whether the position was reached
// by a pass (passed), whether the one before it was (before) and whether
// the royal pieces faced each other in the one before it (faced). Two
// passes in a row, or two facing positions, end the game.
func (p *Position) PassState() (known, passed, before, faced bool) {
	ply := len(p.undo)
	if ply == 0 {
		return true, false, false, false // zoneNodeStart starts the history here
	}
	if len(p.zh) != ply+1 {
		return false, false, false, false
	}
	cur, prev := p.zh[ply], p.zh[ply-1]
	return true, cur&zhPass != 0, prev&zhPass != 0, prev&zhFace != 0
}
