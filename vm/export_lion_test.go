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

// LionsNearStale reports whether the lions-near memo of the kept lists
// (if known) differs from lionsNear's answer on a fresh scan of the board.
func LionsNearStale(p *Position) bool {
	if !p.t.csTrack || p.cs.near == nearUnknown {
		return false
	}
	scan := p.scanLions()
	return (p.cs.near == nearYes) != p.t.lionsWithin(&scan)
}
