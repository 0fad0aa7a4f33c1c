package vm

// What package bitboard reads of a position beyond the board: the e.p.
// state, the castling partners and which dropped pieces are virgin, so
// that the VM stays the one home of those facts.

// EPState returns the position's e.p. squares (first, then n-1 more each
// step apart; n 0: none) and the square of the piece that made them.
func (p *Position) EPState() (first, step, n, victim int) {
	e := &p.ep
	return int(e.first), int(e.step), int(e.n), int(e.victim)
}

// CastlePartnerTypes returns the mask (bit i: type index i) of the types
// that may castle with a royal piece under Chess960 castling (castle.go,
// castlePartners).
func (p *Position) CastlePartnerTypes() uint64 { return p.t.partnerMask }

// DropVirgin reports whether a piece of type typ and colour c (0 White)
// dropped on sq is virgin afterwards (Make, drops.go).
func (p *Position) DropVirgin(sq, typ, c int) bool {
	if sq < 0 || sq >= p.t.size || typ < 0 || typ >= len(p.t.types) {
		return false
	}
	return p.t.dropVirgin(sq, colourBit(c&1)|uint8(typ), c&1)
}
