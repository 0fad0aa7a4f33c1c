package vm

// Opposite castling (legdefs.Rules.OppositeCastling): a castling takes
// away the opponent's right on the same side, by marking its partner
// there moved.

// oppositeCastled marks moved the opponent's unmoved partner on the side
// castling move m castled to (the side of its partner, m.V[0]), recording
// the square in u for Unmake, and returns the updated hash.
func (p *Position) oppositeCastled(m *Move, u *undoRec, h uint64) uint64 {
	t := p.t
	them := p.stm ^ 1
	king := p.castlingKing(them)
	if king < 0 || !p.virgin[king] {
		return h
	}
	side := 1
	if t.sqFile[m.V[0]] < t.sqFile[m.From] {
		side = -1
	}
	kr := int(t.sqRank[king])
	for f := int(t.sqFile[king]) + side; f >= 0 && f < t.files; f += side {
		s := t.sq(f, kr)
		if !p.virgin[s] || !p.isPartnerOf(them, s) || int(u.n) >= len(u.sq) {
			continue
		}
		u.sq[u.n], u.pc[u.n], u.vg[u.n] = int16(s), p.board[s], true
		u.n++
		p.virgin[s] = false
		h ^= t.zVirgin[s]
	}
	return h
}

// Castling wins (legdefs.Rules.CastlingWins): the game is over once a
// side has lost a listed right, by castling with it or otherwise.

// castlingDecided reports whether a castling right of CastlingWins is
// gone.
func (p *Position) castlingDecided() bool {
	for _, r := range p.t.rules.CastlingWins {
		c, side := 0, 1
		if r == 'k' || r == 'q' {
			c = 1
		}
		if r == 'Q' || r == 'q' {
			side = -1
		}
		if !p.hasRight(c, side) {
			return true
		}
	}
	return false
}

// hasRight reports whether colour c may still castle on side (1 towards
// the last file, -1 towards file a).
func (p *Position) hasRight(c, side int) bool {
	king := p.castlingKing(c)
	return king >= 0 && p.virgin[king] && p.sideRight(king, side)
}
