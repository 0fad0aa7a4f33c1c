package vm

// The squares of each side's counter-strike pieces (the Lions), kept by
// Make and Unmake where the plan's lion-squares shortcut holds (csTrack),
// so that lionsNear reads them instead of scanning the board every node.

// csList is each side's counter-strike squares. ok false: unknown (a new
// position, a table swap, or a side with more than four): lionsNear scans
// the board, and where csTrack holds keeps what it found.
type csList struct {
	sq [2][4]int16
	n  [2]uint8
	ok bool
}

// isCS reports whether v is a piece of the counter-strike types.
func (t *tables) isCS(v uint8) bool {
	return v != 0 && v != guard && t.csMask>>(v&typeMask)&1 != 0
}

// csSave saves the counter-strike squares in Make's undo record u, before
// the board changes: found first if unknown, so that the node keeps them
// for its other moves once Unmake restores them.
func (p *Position) csSave(u *undoRec) {
	if !p.cs.ok {
		p.cs = p.scanLions()
	}
	u.cs = p.cs
}

// csMoved follows the counter-strike pieces over a move just made on the
// board that changed only the squares sqs (touched's, repeats allowed),
// whose old contents were old: each such square leaves the lists, then
// joins its side's if it now holds one.
func (p *Position) csMoved(sqs []int16, old []uint8) {
	c, t := &p.cs, p.t
	if !c.ok {
		return
	}
	any := false
	for i, s := range sqs {
		if t.isCS(old[i]) || t.isCS(p.board[s]) {
			any = true
			break
		}
	}
	if !any {
		return
	}
	for _, s := range sqs {
		for col := range 2 {
			for i := 0; i < int(c.n[col]); i++ {
				if c.sq[col][i] == s {
					c.n[col]--
					c.sq[col][i] = c.sq[col][c.n[col]]
					break
				}
			}
		}
	}
	for _, s := range sqs {
		v := p.board[s]
		if !t.isCS(v) {
			continue
		}
		col := 0
		if v&colMask != colourBit(0) {
			col = 1
		}
		if c.has(col, s) {
			continue
		}
		if int(c.n[col]) == len(c.sq[col]) {
			c.ok = false
			return
		}
		c.sq[col][c.n[col]] = s
		c.n[col]++
	}
}

// has reports whether s is in side col's list.
func (c *csList) has(col int, s int16) bool {
	for _, x := range c.sq[col][:c.n[col]] {
		if x == s {
			return true
		}
	}
	return false
}
