package vm

// The squares of each side's bent riders, kept by Make and Unmake where
// the plan's bent-keep shortcut holds (bentTrack), so that findBents
// copies them instead of scanning the board every node (keptsquares.go's
// mechanism; keptOver: findBents scans, as it always did).

// buildBentSide fills t.bentSide: for each square value, 1 + the colour
// of the bent riders findBents lists that it is, or 0 (bentcache.go's
// patterns, so kept and scanned lists hold the same squares).
func (t *tables) buildBentSide() {
	for c := range 2 {
		if rt := t.rev[c]; rt != nil {
			for _, pat := range rt.bentPats {
				t.bentSide[uint8(pat)] = uint8(c + 1)
			}
		}
	}
}

// scanBents finds each side's bent riders on the board.
func (p *Position) scanBents() bentKept {
	k := bentKept{state: keptOK}
	for _, s := range p.t.squares {
		c := int(p.t.bentSide[p.board[s]]) - 1
		if c >= 0 && !k.add(c, s) {
			return k
		}
	}
	return k
}

// bentSave saves the kept squares in Make's undo record u, before the
// board changes: found first if unknown. touches: the move changes a
// square that holds a bent rider before or after it (keptMoved's test,
// bentTouches); else the lists stay as they are, unsaved (u.bkSaved
// false: Unmake leaves them), and bentMoved has nothing to follow.
func (p *Position) bentSave(u *undoRec, touches bool) {
	if p.bk.state == keptUnknown {
		p.bk = p.scanBents()
	}
	u.bkSaved = touches
	if touches {
		u.bk = p.bk
	}
}

// bentTouches reports whether a plain move (makePlain) whose mover,
// victim and mover after it (promoted) are these square values changes
// a bent rider's square: the precondition of bentSave's skip.
func (t *tables) bentTouches(mover, victim, nw uint8) bool {
	return t.bentSide[mover]|t.bentSide[victim]|t.bentSide[nw] != 0
}

// bentMoved follows the bent riders over a move just made on the board
// that changed only the first n squares of u.
func (p *Position) bentMoved(u *undoRec, n int) {
	keptMoved(p, &p.bk, &p.t.bentSide, u, n)
}
