package vm

// Must-drop (legdefs.Rules.MustDrop, Fairy-Stockfish's mustDrop,
// Sittuyin's setup): a side that has pieces in hand must drop one if it
// has a legal drop.
//
// Where tables.dropFirst holds, a side with a piece in hand generates its
// drops first (onlyDrops); if it has one, they are the node's moves and
// its pieces are not generated, nor is applyMustDrop's filter needed.
// Its precondition: no drop rule tests mate (dropMates plays the
// opponent's replies, which changes the state genPieces reads).

// applyMustDrop keeps only the drops among the node's moves, if the side
// to move has a piece in hand and a drop to make.
func (p *Position) applyMustDrop() {
	t := p.t
	us := p.stm
	inHand := false
	for k := range t.types {
		inHand = inHand || p.hand[us][k] > 0
	}
	drops := false
	for _, m := range p.out[p.nodeStart:] {
		drops = drops || m.Kind&KindDrop != 0
	}
	if inHand && drops {
		out := p.out[:p.nodeStart]
		for _, m := range p.out[p.nodeStart:] {
			if m.Kind&KindDrop != 0 {
				out = append(out, m)
			}
		}
		p.out = out
	}
}

// onlyDrops generates the drops of the side to move if it has a piece in
// hand, and reports whether it had one to make (tables.dropFirst).
func (p *Position) onlyDrops() bool {
	t := p.t
	if p.handEmpty(p.stm) {
		return false
	}
	counted, listed := p.nCounted, len(p.out)
	if t.rules.Hand.Drops {
		p.makeDrops() // drops.go
	}
	if t.rules.RoyalDrops {
		p.genRoyalDrops() // royaldrops.go
	}
	return p.nCounted > counted || len(p.out) > listed
}

// noMateDrops reports whether some type's drop rule forbids mating drops.
func (t *tables) noMateDrops() bool {
	for i := range t.types {
		if t.types[i].dr.noMate {
			return true
		}
	}
	return false
}
