package vm

// The royal-extinction rule (Program.RoyalExtinction, Chu Shogi's King and
// Crown Prince): a side loses only with its last royal piece, so a move is
// illegal only if afterwards one enemy move could take every royal piece
// the mover has left. A side with a lone royal piece has its square in
// Position.royalSq, also where a promotion may add a second one
// (setupLegality counts them: soleRoyal), and takes the fast legality path: the lone piece
// must be safe, and a move that makes a second royal is tried here with
// each promotion choice (dupleDeferred, push); such a move is legal
// whenever the lone piece stays safe. Several royal pieces (royalSq ==
// -2) take the slow path.

// extinctionSafe reports whether, on the board after a move of colour c
// (legalAfter), no single enemy move captures all of c's royal pieces:
// none left is safe, one must not be capturable, and several are unsafe
// only if some enemy move (a locust capture takes more than one) captures
// every one of them.
func (p *Position) extinctionSafe(c int) bool {
	t := p.t
	cb := colourBit(c)
	p.extRoyals = p.extRoyals[:0]
	for _, s := range t.squares {
		if v := p.board[s]; v&colMask == cb && t.types[v&typeMask].royal {
			if !p.attacked(int(s), c^1) {
				return true // a move that takes them all must take this one
			}
			p.extRoyals = append(p.extRoyals, s)
		}
	}
	if len(p.extRoyals) < 2 {
		return len(p.extRoyals) == 0
	}
	// Every royal piece is attacked: look for one enemy move that takes
	// them all. The enemy's moves are generated on a scratch position
	// (the generator's own state is in use by the move being tested).
	q := p.ext
	if q == nil {
		q = &Position{t: t}
		q.alloc()
		p.ext = q
	}
	copy(q.board, p.board)
	copy(q.virgin, p.virgin)
	q.stm = c ^ 1
	q.ep = epState{}
	q.lmode = lmAll
	q.royalSq = [2]int16{-1, -1}
	q.out = q.out[:0]
	tb := colourBit(c ^ 1)
	for _, s := range t.squares {
		if v := q.board[s]; v&colMask == tb {
			q.genPiece(int(s), int(v&typeMask))
		}
	}
	for i := range q.out {
		if p.takesAll(&q.out[i], cb) {
			return false
		}
	}
	return true
}

// takesAll reports whether enemy move m captures every square in
// p.extRoyals (pieces of colour bit cb): as a locust victim, or on its
// destination.
func (p *Position) takesAll(m *Move, cb uint8) bool {
	if m.Kind&KindCastle != 0 {
		return false
	}
	for _, s := range p.extRoyals {
		hit := s == m.To && p.board[s]&colMask == cb
		for i := 0; i < int(m.NV) && !hit; i++ {
			hit = m.V[i] == s
		}
		if !hit || m.Kind&KindUnload != 0 && m.Unload == s {
			return false // not taken, or put back (XBetza u)
		}
	}
	return true
}
