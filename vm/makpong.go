package vm

// The Makpong rule (legdefs.Rules.Makpong, the Makruk variant Makpong):
// a royal piece in check may move only by capturing the one piece that
// checks it.

// makpongIllegal reports whether move m breaks the Makpong rule: a royal
// piece in check may move only by capturing the one piece that checks it.
func (p *Position) makpongIllegal(m *Move) bool {
	b := p.board
	from, to := int(m.From), int(m.To)
	v := b[from]
	if !p.t.types[v&typeMask].royal {
		return false
	}
	them := p.stm ^ 1
	if !p.attacked(from, them) {
		return false
	}
	w := b[to]
	if w == 0 || w&colMask != colourBit(them) || m.Kind != 0 || m.NV != 0 {
		return true
	}
	// Is another piece checking? Stand a friendly piece in for the
	// victim, so that lines through it stay blocked.
	b[to] = v
	other := p.attacked(from, them)
	b[to] = w
	return other
}
