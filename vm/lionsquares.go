package vm

// The squares of each side's counter-strike pieces (the Lions), kept by
// Make and Unmake where the plan's lion-squares shortcut holds (csTrack),
// so that lionsNear reads them instead of scanning the board every node
// (keptsquares.go's mechanism; keptOver: lionsNear reports the Lions
// near, unchecked).

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
// the board changes: found first if unknown.
func (p *Position) csSave(u *undoRec) {
	if p.cs.state == keptUnknown {
		p.cs = p.scanLions()
	}
	u.cs = p.cs
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
