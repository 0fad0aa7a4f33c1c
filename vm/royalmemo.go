package vm

import "math/bits"

// Royal-memo: countRoyalTested asks, for each destination of the lifted
// royal piece, whether the enemy attacks it. The children of one node
// (perft's last-ply nodes, one after the other: ride-memo's siblings,
// ridememo.go) have the royal on one square and differ from their parent
// only on the squares their moves touched; the attack rays' part of the
// answer (the simple attackers) reads only the squares on the rays back
// from the destination. Where a child's move touched none of those (by
// the ride-memo's table by displacement, rideAlign, which never leaves
// one out), the rays find what they find on the parent's board: the
// first such child asks the board and keeps the answer, the others take
// it. The exotic attackers' part is asked every time.
//
// Precondition (buildPlan): ride-memo's (siblings differ only on the
// squares touched, no hands), the attack test reads the rays
// (attackRays, attackRev or attackGen, not attackAll), and countRoyal
// tests each destination (count-royal without royal-map).

// royalMemo is what the attack rays of the enemy find on the parent's
// board on the destinations of the royal on ksq, in the children of
// position parent: known, the destinations (bit i: the i-th in leapsAt,
// the first eight; a later one has no bit, and is never kept) with an
// answer; rays, those attacked.
type royalMemo struct {
	parent uint64 // 0: none (ids start at 1)
	ksq    int
	known  uint8
	rays   uint8
}

// destAttacked is attacked for the i-th destination to of the royal,
// lifted off p.ksq, by colour them: the rays' part from the memo where it
// may (royal-memo).
func (p *Position) destAttacked(i, to, them int) bool {
	t := p.t
	if !t.royalMemo || len(p.undo) == 0 {
		return p.attacked(to, them)
	}
	return p.memoRays(i, to, them) || t.exotic != 0 && p.exoticAttacked(to, them)
}

// memoRays returns whether the attack rays of colour them reach to, the
// i-th destination of the royal: on the parent's board from the memo,
// kept by the first child whose move touched no square on a ray back from
// to; in a child whose move did, the rides through those squares (and
// the leaps) walked again where the memo says no ray reaches to, else
// every ray.
func (p *Position) memoRays(i, to, them int) bool {
	m := &p.km
	u := &p.undo[len(p.undo)-1] // the move that made this node
	if m.parent != u.id || m.ksq != p.ksq {
		m.parent, m.ksq, m.known = u.id, p.ksq, 0
	}
	align := p.t.rideAlign[them]
	d := p.t.size - 1 - to // align[d+s]: the rays square s may be on
	var again uint64
	if u.n == 2 { // a plain move (makePlain's), written out
		again = align[d+int(u.sq[0])] | align[d+int(u.sq[1])]
	} else {
		for _, s := range u.sq[:u.n] {
			again |= align[d+int(s)]
		}
	}
	bit := uint8(1) << i // 0 from the ninth destination on
	switch {
	case m.known&bit == 0 && again == 0:
		rays := p.attackedBy(to, them, false)
		m.known |= bit
		m.rays &^= bit
		if rays {
			m.rays |= bit
		}
		return rays
	case m.known&bit == 0 || m.rays&bit != 0:
		return p.attackedBy(to, them, false)
	case again == 0:
		return false
	}
	if again&leapBit != 0 && p.leapChecks(to, them, &p.t.attAt[them][to]) {
		return true
	}
	rides := p.t.memoRides[them]
	for x := again &^ leapBit; x != 0; x &= x - 1 {
		// rideBack with no colour to pin: the ray's attack test alone
		if c, _ := p.rideBack(to, &rides[bits.TrailingZeros64(x)], 0, colourBit(them)); c {
			return true
		}
	}
	return false
}
