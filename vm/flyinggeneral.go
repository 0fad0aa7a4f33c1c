package vm

// The flying-general rule (legdefs.Rules.FlyingGeneral, Xiangqi): two
// royal pieces may not stand on one file or rank with only empty squares
// between them. Bikjang (bikjang.go) reads the same test.

// generalsFace reports whether a royal piece of colour c stands on the
// same file or rank as an enemy royal piece with only empty squares
// between them (the flying-general rule).
func (p *Position) generalsFace(c int) bool {
	t := p.t
	rs := int(p.royalSq[c])
	if rs == -1 {
		return false
	}
	if rs >= 0 {
		return p.facesEnemyRoyal(rs, c)
	}
	cb := colourBit(c)
	for _, s := range t.squares {
		v := p.board[s]
		if v&colMask == cb && t.types[v&typeMask].royal && p.facesEnemyRoyal(int(s), c) {
			return true
		}
	}
	return false
}

func (p *Position) facesEnemyRoyal(sq, c int) bool {
	eb := colourBit(c ^ 1)
	if er := int(p.royalSq[c^1]); er >= 0 {
		// the enemy's one royal piece: only the line towards it may
		// end on an enemy royal (a stale square, its royal just taken
		// in a legality test, finds none there, as the four lines would)
		return p.facesRoyalOn(sq, er, eb)
	}
	return p.facesOnLines(sq, eb)
}

// facesOnLines is facesEnemyRoyal looking along the four lines from sq.
func (p *Position) facesOnLines(sq int, eb uint8) bool {
	b := p.board
	for _, off := range [4]int{1, -1, p.t.stride, -p.t.stride} {
		s := sq + off
		for b[s] == 0 {
			s += off
		}
		if v := b[s]; v != guard && v&colMask == eb && p.t.types[v&typeMask].royal {
			return true
		}
	}
	return false
}

// facesRoyalOn is facesEnemyRoyal where the enemy (colour bit eb) has one
// royal piece, on er: sq and er share a file or rank, and the first piece
// from sq towards er is an enemy royal.
func (p *Position) facesRoyalOn(sq, er int, eb uint8) bool {
	t := p.t
	var off int
	switch {
	case t.sqFile[sq] == t.sqFile[er]:
		off = t.stride
	case t.sqRank[sq] == t.sqRank[er]:
		off = 1
	default:
		return false
	}
	if er < sq {
		off = -off
	}
	b := p.board
	s := sq + off
	for b[s] == 0 {
		s += off
	}
	v := b[s]
	return v != guard && v&colMask == eb && t.types[v&typeMask].royal
}
