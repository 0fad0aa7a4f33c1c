package vm

// Must-drop (legdefs.Rules.MustDrop, Fairy-Stockfish's mustDrop,
// Sittuyin's setup): a side that has pieces in hand must drop one if it
// has a legal drop.

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
