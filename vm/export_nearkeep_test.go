package vm

import "slices"

// NearStale reports whether count-near's view of the board that Make
// keeps (if known) differs from one found from the board (nearScan).
func NearStale(p *Position) bool {
	if !p.t.nb.on || !p.nk.ok {
		return false
	}
	kept := p.nk
	fresh := &Position{t: p.t, board: p.board}
	fresh.allocNear()
	fresh.nearScan()
	f := &fresh.nk
	for c := range 2 {
		if kept.occ[c] != f.occ[c] || !slices.Equal(kept.n[c], f.n[c]) {
			return true
		}
	}
	for _, s := range p.t.squares {
		if kept.to[s] != f.to[s] || kept.ride[s] != f.ride[s] || kept.mine[0][s] != f.mine[0][s] || kept.mine[1][s] != f.mine[1][s] {
			return true
		}
	}
	return false
}

// NearKnown reports whether Make keeps p's count-near view (nearKept.ok).
func NearKnown(p *Position) bool { return p.nk.ok }
