package bitboard

import "math/bits"

// parryMask is where a move of a piece other than the royal must go to
// parry the checks when a bent piece gives check (n.slow), for each
// checker on q: q itself, or a square on every open path from q to the
// royal (a bent check) or between q and the royal (a ride's check). It is
// a necessary condition only (a move may open another path), and it
// spares safeSquares the trial of the moves that cannot parry.
func (c *Counter) parryMask(b *Board, n *node) uint64 {
	t := c.t
	k := n.king & 63
	m := ^uint64(0)
	plain := t.plainAttackers(b, k, n.them, n.occ, n.orth, n.diag)
	if t.rest[n.them] {
		plain |= t.restAttackers(b, k, n.them, n.occ)
	}
	for x := plain; x != 0; x &= x - 1 {
		q := bits.TrailingZeros64(x)
		if t.pc[n.them][b.mail[q]].revC[k]&bit(q) != 0 {
			m &= bit(q) // a leap: not blocked
		} else {
			m &= bit(q) | t.between[k][q]
		}
	}
	for i := range t.bentAtk[n.them] {
		ba := &t.bentAtk[n.them][i]
		for h := b.typ[ba.typ&(maxTypes-1)] & n.enemy; h != 0; h &= h - 1 {
			hs := bits.TrailingZeros64(h)
			if open, ok := t.openPaths(ba.tab, hs, k, n.occ); ok {
				m &= open | bit(hs)
			}
		}
	}
	return m
}

// openPaths is the squares common to the open capturing paths of tab from
// h to k on the occupancy occ, and whether there is one.
func (t *Tables) openPaths(tab *bentTab, h, k int, occ uint64) (uint64, bool) {
	open, any := ^uint64(0), false
	for cs := tab.corner[h&63][k&63]; cs != 0; cs &= cs - 1 {
		q := bits.TrailingZeros64(cs)
		if p := bit(q) | t.between[h&63][q] | t.between[q][k&63]; p&occ == 0 {
			open &= p
			any = true
		}
	}
	return open, any
}
