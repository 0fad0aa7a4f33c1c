package vm

// Relay (x legs, doc.go "Relay"): a leg that reaches a friendly piece
// either lends the mover that piece's moves (a final leg) or has the
// friend walk the remaining legs (induction), so that the friend moves.

// relay handles a relay (x) leg of gm, leg d, that reached a friend of
// type ft on x (doc.go, "Relay"): a final leg borrows the friend's moves,
// played by the mover from its own square, unless the friend is of the
// mover's own type; a non-final leg has the friend walk the remaining
// legs (induction), so the friend moves.
func (p *Position) relay(gs *genState, gm *gmove, d, x int, iso int32, ft int) {
	if d == len(gm.legs)-1 {
		if ft != gs.typ {
			p.borrow(gs, ft)
		}
		return
	}
	from, typ := gs.from, gs.typ
	gs.from, gs.typ = x, ft
	p.inducing++
	p.nextLeg(gs, gm, d+1, x, iso)
	p.inducing--
	gs.from, gs.typ = from, typ
}

// borrow generates the moves of type ft for the mover on gs.from. Like
// betza.js's NewInner, each starts afresh: victims taken before the relay
// leg are not part of them.
func (p *Position) borrow(gs *genState, ft int) {
	nv, v, unload, epSet := gs.nv, gs.v, gs.unload, gs.epSet
	moves := p.t.types[ft].col[gs.col].borrow
	for i := range moves {
		gm := &moves[i]
		if gm.initial && !p.virgin[gs.from] {
			continue
		}
		gs.nv, gs.unload, gs.epSet = 0, -1, false
		p.nextLeg(gs, gm, 0, gs.from, 0)
		if gs.found {
			break
		}
	}
	gs.nv, gs.v, gs.unload, gs.epSet = nv, v, unload, epSet
}
