package vm

// Passing (legdefs.Rules.Pass): a side may pass, written as its royal
// piece's move to its own square, when that piece is not attacked (or,
// under bikjang, while the royal pieces face each other). Two passes in a
// row end the game; the history that says so is kept with bikjang's
// (bikjang.go).

// genPass adds the pass, the royal piece's move to its own square: legal
// when it is not attacked, or while the royal pieces face each other
// (bikjang). A side without exactly one royal piece cannot pass.
func (p *Position) genPass() {
	rs := int(p.royalSq[p.stm])
	if rs < 0 {
		return
	}
	inCheck := p.inCheck // the fast path found it
	if p.lmode != lmFast {
		inCheck = p.attacked(rs, p.stm^1)
	}
	if !p.bikjangNow && inCheck {
		return
	}
	p.out = append(p.out, Move{From: int16(rs), To: int16(rs)})
}
