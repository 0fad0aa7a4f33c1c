package vm

// Counting the moves out of check (CountLegal in the fast mode with
// simple attackers only: markEvasions has marked the checkers and, with
// one checker, the squares between it and the royal in p.block).

// countsEvasions reports whether a count of the node takes countEvasions:
// in check with the evasions marked (p.evade) and no hot square, where a
// block or capture may open a hop or jumping-leap check (revpins.go) that
// countBlocks would not see.
func (p *Position) countsEvasions() bool { return p.evade && !p.hotAny }

// countEvasions is countPieces for a node in check (p.evade): the royal
// piece is counted by countRoyal or countRoyalZoned (which test each
// destination with the royal lifted off its square, as legalSimple does), an unpinned countOnly
// piece by countBlocks, every other piece through genPiece.
func (p *Position) countEvasions() {
	t := p.t
	for from := range p.ownPieces() {
		pc := t.pcOf[p.board[from]]
		switch {
		case pc.count == countRoyalLeaps:
			p.countRoyal(from, pc.typ, pc)
		case pc.count == countRoyalZoned:
			p.countRoyalZoned(from, pc) // royalzoned.go: its counts are legalSimple's in check too
		case !pc.countOnly() || p.pinned(from):
			p.genPiece(from, pc.typ)
		default:
			p.countBlocks(from, pc)
		}
	}
}

// countBlocks counts the moves of the unpinned countOnly piece on from
// that end the check: with one checker, its plain leaps and slides that
// end on a marked square (legalSimple's evade test), through push where
// they may promote; its special legs go through genSpecial and its
// legality tests.
func (p *Position) countBlocks(from int, pc *ptcol) {
	ty := pc.ty
	if p.checkers == 1 {
		var zone []bool
		if pc.zoneFar == nil || !pc.zoneFar[from] {
			zone = p.promoZone(from, ty)
		}
		b, block, stamp := p.board, p.block, p.pinStamp
		n := 0
		for _, l := range pc.plain {
			to := from + int(l.off)
			if b[to]&l.end.mask == l.end.want && block[to] == stamp {
				if zone != nil && zone[to] {
					p.push(Move{From: int16(from), To: int16(to)}, ty)
				} else {
					n++
				}
			}
		}
		for _, l := range pc.slides {
			for to, v := range ride(b, from, int(l.off), l.max) {
				if v&l.end.mask == l.end.want && block[to] == stamp {
					if zone != nil && zone[to] {
						p.push(Move{From: int16(from), To: int16(to)}, ty)
					} else {
						n++
					}
				}
			}
		}
		p.nCounted += n
	}
	for i := range pc.special {
		p.genSpecial(from, ty, &pc.special[i], false)
	}
}
