package vm

// The squares of each side's counter-strike pieces (the Lions), kept by
// Make and Unmake where the plan's lion-squares shortcut holds (csTrack),
// so that lionsNear reads them instead of scanning the board every node
// (keptsquares.go's mechanism; keptOver: lionsNear reports the Lions
// near, unchecked).

// Lions-near memo: lionsNear's answer depends only on the lists (and the
// fixed csReach), the same for either side to move, so the lists keep it
// (keptSquares.near) until keptMoved changes them; most moves leave them
// alone, and Unmake restores the lists with the answer found for them.
// Precondition: every change of the lists after a scan goes through
// keptMoved (a scan makes new lists, with near unknown). csSave finds the
// answer before Make saves the lists, so that a node's moves that leave
// them alone (most) hand the answer on to the children and back.

// The lions-near memo's answers (keptSquares.near).
const (
	nearUnknown = iota
	nearNo
	nearYes
)

// buildCSSide fills t.csSide: for each square value, 1 + the colour of
// the counter-strike piece it is, or 0.
func (t *tables) buildCSSide() {
	for i := range t.types {
		if t.csMask>>uint(i)&1 != 0 {
			for c := range 2 {
				t.csSide[colourBit(c)|uint8(i)] = uint8(c + 1)
			}
		}
	}
}

// csSave saves the counter-strike squares in Make's undo record u, before
// the board changes: found first if unknown (csFind; short, to be inlined).
func (p *Position) csSave(u *undoRec) {
	if p.cs.state == keptUnknown || p.cs.near == nearUnknown {
		p.csFind()
	}
	u.cs = p.cs
}

// csFind finds what csSave saves where unknown: the counter-strike
// squares, and the lions-near memo.
func (p *Position) csFind() {
	if p.cs.state == keptUnknown {
		p.cs = p.scanLions()
	}
	if p.cs.near == nearUnknown { // found once a node: its children's lists mostly keep it
		p.t.lionsNearKept(&p.cs)
	}
}

// csMoved follows the counter-strike pieces over a move just made on the
// board that changed only the first n squares of u.
func (p *Position) csMoved(u *undoRec, n int) {
	side, b := &p.t.csSide, p.board
	if n == 2 && side[u.pc[0]]|side[u.pc[1]]|side[b[u.sq[0]]]|side[b[u.sq[1]]] == 0 {
		return // most moves: keptMoved's first test, without its call
	}
	keptMoved(p, &p.cs, side, u, n)
}
