package vm

import "github.com/betzac/betzac/legdefs"

// Initial moves lost to an enemy piece (legdefs.PieceType.LosesInitialTo,
// the Cambodian king): the piece counts as moved once an enemy piece of
// one of the named types ends a move on its file or rank.

// buildLosesInitial precomputes the enemy types that take pt's initial
// moves away.
func (t *tables) buildLosesInitial(z *zoneType, pt *legdefs.PieceType) {
	z.spoiledBy = typeBits(pt.LosesInitialTo)
	if z.spoiledBy != 0 {
		t.spoil = true
	}
}

// aimSpoil applies LosesInitialTo after the move just made: the enemy
// pieces whose initial moves a piece of the mover's type takes away lose
// them when the mover ends on their file or rank. Make's undo record
// gets the squares, so that Unmake gives the moves back.
func (p *Position) aimSpoil() {
	t := p.t
	u := &p.undo[len(p.undo)-1]
	mover := u.pc[0] // what stood on the origin
	to := int(u.sq[1])
	if u.n < 2 || mover == 0 {
		return
	}
	victim := colourBit(p.stm) // the side to move now
	tf, tr := t.sqFile[to], t.sqRank[to]
	for _, s := range t.squares {
		v := p.board[s]
		if v&colMask != victim || !p.virgin[s] {
			continue
		}
		z := t.types[v&typeMask].zones
		if z == nil || z.spoiledBy>>(mover&typeMask)&1 == 0 || t.sqFile[s] != tf && t.sqRank[s] != tr {
			continue
		}
		if int(u.n) >= len(u.sq) {
			continue // no room to undo it (cannot happen for a simple move)
		}
		u.sq[u.n], u.pc[u.n], u.vg[u.n] = s, v, true
		u.n++
		p.virgin[s] = false
		p.hash ^= t.zVirgin[s]
	}
}
