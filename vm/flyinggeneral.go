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
	b := p.board
	eb := colourBit(c ^ 1)
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
