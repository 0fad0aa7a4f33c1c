package vm

// Locust moves on the fast legality path (legal.go). A move that takes
// locust victims (the Chu Shogi Lion's double capture and igui) changes
// the board on its origin, its victims' squares and its destination. Out
// of check, where the attacks are the simple rays (scLocustFree, plan.go),
// landing on a square only blocks and taking an enemy piece removes no
// attack on the royal piece: the move can expose it only through the
// squares it empties. markDisc marks, once per node and only when such a
// move comes up, every piece on a line from the royal square that stands
// before an enemy rider attacking along it; a locust move of a non-royal
// piece that empties no marked square is legal without being tried.

// locustFree reports whether m, a move of a ty piece that takes locust
// victims, is legal without being tried on the board (see above). Its
// caller has taken the moves of a node without royal piece (lmAll), so a
// quiet node here is a fast one out of check.
func (p *Position) locustFree(m *Move, ty *ptype) bool {
	if !p.quietNode() || ty.royal || m.Kind != KindLocust || p.t.plan.uses&scLocustFree == 0 {
		return false
	}
	if p.discStamp != p.pinStamp {
		p.markDisc()
	}
	if p.disc[m.From] == p.pinStamp {
		return false
	}
	for _, v := range m.V[:m.NV] {
		if p.disc[v] == p.pinStamp {
			return false
		}
	}
	return true
}

// markDisc marks in p.disc the pieces on each rider line of the enemy's
// attack rays from the royal square p.ksq that stand before the first
// enemy rider of that ray (its range ignored: the marks may be too
// many, never too few).
func (p *Position) markDisc() {
	t := p.t
	b := p.board
	them := p.stm ^ 1
	tb := colourBit(them)
	p.discStamp = p.pinStamp
	for i := range t.att[them] {
		r := &t.att[them][i]
		if r.maskN == 0 {
			continue
		}
		off := int(r.off)
		for s := p.ksq - off; b[s] != guard; s -= off {
			if v := b[s]; v&colMask == tb && r.maskN>>(v&typeMask)&1 != 0 {
				for q := p.ksq - off; q != s; q -= off {
					if b[q] != 0 {
						p.disc[q] = p.pinStamp
					}
				}
				break
			}
		}
	}
}
