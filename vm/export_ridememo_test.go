package vm

// RideMemoReady reports whether checksAndPins would answer p's node
// from the ride-memo made at a sibling (ridememo.go).
func RideMemoReady(p *Position) bool {
	if !p.t.rideMemo || len(p.undo) == 0 {
		return false
	}
	rs := p.royalSq[p.stm]
	return p.rm.parent == p.undo[len(p.undo)-1].id && rs >= 0 && p.rm.ksq == int(rs)
}
