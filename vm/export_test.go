package vm

// SetForceSlow switches the slow legality path on for every node (tests).
func SetForceSlow(on bool) { forceSlow = on }

// AttackMismatch returns the first square holding a piece of colour by^1
// where the attack test of the fast path (reverse patterns) and that of the
// slow path (the attackers' moves) disagree, or -1.
func AttackMismatch(p *Position, by int) int {
	for _, s := range p.t.squares {
		if v := p.board[s]; v == 0 || v&colMask != colourBit(by^1) {
			continue
		}
		fast := p.attacked(int(s), by)
		forceSlow = true
		slow := p.attacked(int(s), by)
		forceSlow = false
		if fast != slow {
			return int(s)
		}
	}
	return -1
}
