package vm

import "github.com/betzac/betzac/legdefs"

// Initial regions (PieceType.InitialRegion): a piece of such a type counts
// as never moved whenever it stands in its region, so its initial (i)
// moves depend on where it is, not on its history, as Fairy-Stockfish's
// double-step region does. Dropped pieces that count as never moved
// (dropVirgin) are here too: both are virginity a move gives.

// setInitialRegion builds the masks of type i's initial region, if any.
func (t *tables) setInitialRegion(i int, g legdefs.Region) {
	if g == nil {
		return
	}
	if t.initRegion == nil {
		t.initRegion = make([][2][]bool, len(t.prog.Pieces))
	}
	for c := 0; c < 2; c++ {
		m := make([]bool, t.size)
		for _, s := range t.squares {
			f, r := int(t.sqFile[s]), int(t.sqRank[s])
			if c == 1 {
				r = t.ranks - 1 - r // Black's region is mirrored top to bottom
			}
			m[s] = g.Has(f + r*t.files)
		}
		t.initRegion[i][c] = m
	}
}

// inInitialRegion reports whether piece v (colour bit and type) stands in
// its type's initial region on s; ok is false if the type has none.
func (t *tables) inInitialRegion(v uint8, s int) (in, ok bool) {
	if t.initRegion == nil || v == 0 || v == guard {
		return false, false
	}
	g := t.initRegion[v&typeMask]
	c := 0
	if v&colMask != colourBit(0) {
		c = 1
	}
	if g[c] == nil {
		return false, false
	}
	return g[c][s], true
}

// regionVirgin makes the piece that a move put on to virgin again if it
// stands in its initial region, updating hash h (Make calls it after
// clearing the virginity of every square the move touched).
func (p *Position) regionVirgin(to int, h uint64) uint64 {
	if in, ok := p.t.inInitialRegion(p.board[to], to); ok && in && !p.virgin[to] {
		p.virgin[to] = true
		h ^= p.t.zVirgin[to]
	}
	return h
}

// setRegionVirgin sets the virginity of a piece on s, read from a FEN, by
// its initial region (if its type has one).
func (p *Position) setRegionVirgin(s int) {
	if in, ok := p.t.inInitialRegion(p.board[s], s); ok {
		p.virgin[s] = in
	}
}

// dropVirgin reports whether the piece v dropped by colour us on to is
// virgin: where the start position has it (a pawn dropped on its start
// rank may double-step), unless its virginity is a castling right or a
// gating one.
func (t *tables) dropVirgin(to int, v uint8, us int) bool {
	return t.hr.castlers>>(v&typeMask)&1 == 0 && t.startBoard[to] == v && !(t.rules.Gating && int(t.sqRank[to]) == t.firstRank(us))
}
