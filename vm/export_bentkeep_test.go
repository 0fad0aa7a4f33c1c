package vm

// BentsStale reports whether the bent riders' squares Make keeps (if
// known) differ from those on the board, as sets.
func BentsStale(p *Position) bool {
	if !p.t.bentTrack {
		return false
	}
	scan := p.scanBents()
	return keptStale(&p.bk, &scan)
}

// BentsKnown reports whether Make keeps p's bent riders (state keptOK).
func BentsKnown(p *Position) bool { return p.bk.state == keptOK }
