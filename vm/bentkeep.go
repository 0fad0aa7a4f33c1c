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
// board changes: found first if unknown.
func (p *Position) bentSave(u *undoRec) {
	if p.bk.state == keptUnknown {
		p.bk = p.scanBents()
	}
	u.bk = p.bk
}

// bentMoved follows the bent riders over a move just made on the board
// that changed only the first n squares of u.
func (p *Position) bentMoved(u *undoRec, n int) {
	keptMoved(p, &p.bk, &p.t.bentSide, u, n)
}
