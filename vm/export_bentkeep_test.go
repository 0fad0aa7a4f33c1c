package vm

import "slices"

// BentsStale reports whether the bent riders' squares Make keeps (if
// known) differ from those on the board, as sets.
func BentsStale(p *Position) bool {
	if !p.t.bentTrack || p.bk.state != keptOK {
		return false
	}
	b := p.scanBents()
	for c := range 2 {
		kept := slices.Clone(p.bk.sq[c][:p.bk.n[c]])
		slices.Sort(kept)
		if b.state != keptOK || !slices.Equal(kept, b.sq[c][:b.n[c]]) { // the scan's are in square order
			return true
		}
	}
	return false
}

// BentsKnown reports whether Make keeps p's bent riders (state keptOK).
func BentsKnown(p *Position) bool { return p.bk.state == keptOK }
