package vm

import "slices"

// LionSquaresStale reports whether the counter-strike squares Make keeps
// (if known) differ from those on the board, as sets.
func LionSquaresStale(p *Position) bool {
	if !p.t.csTrack || p.cs.state != keptOK {
		return false
	}
	b := p.scanLions()
	for col := range 2 {
		kept := slices.Clone(p.cs.sq[col][:p.cs.n[col]])
		slices.Sort(kept)
		if b.state != keptOK || !slices.Equal(kept, b.sq[col][:b.n[col]]) { // the scan's are in square order
			return true
		}
	}
	return false
}

// LionsNear is lionsNear at p's node.
func LionsNear(p *Position) bool { return p.lionsNear() }
