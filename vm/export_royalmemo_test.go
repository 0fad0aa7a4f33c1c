package vm

// RoyalMemoReady reports whether countRoyalTested may answer one of the
// royal's destinations at p's node from the royal-memo a sibling kept
// (royalmemo.go).
func RoyalMemoReady(p *Position) bool {
	if !p.t.royalMemo || len(p.undo) == 0 {
		return false
	}
	rs := p.royalSq[p.stm]
	return p.km.parent == p.undo[len(p.undo)-1].id && rs >= 0 && p.km.ksq == int(rs) && p.km.known != 0
}
