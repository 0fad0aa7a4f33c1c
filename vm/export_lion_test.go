package vm

// LionSquaresStale reports whether the counter-strike squares Make keeps
// (if known) differ from those on the board, as sets.
func LionSquaresStale(p *Position) bool {
	if !p.t.csTrack {
		return false
	}
	scan := p.scanLions()
	return keptStale(&p.cs, &scan)
}

// LionsNear is lionsNear at p's node.
func LionsNear(p *Position) bool { return p.lionsNear() }
