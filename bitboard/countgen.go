package bitboard

import "math/bits"

// Bulk counting of the pieces at the last ply: a type of a fast kind
// that does not promote and is not generated setwise has each free piece
// (neither pinned nor risky) counted as the popcount of its fast targets,
// in one loop over the types with no call per type; its other pieces go
// to pieces, as do the other types.

// bulkKind is the fast kind countGen counts pc's free pieces by, or
// fastGeneral if pieces must: the one precondition of the shortcut.
func bulkKind(pc *pieceCol) uint8 {
	if pc.zone != 0 || pc.set {
		return fastGeneral
	}
	return pc.fast
}

// countGen counts the moves of the non-royal pieces of the side to move
// (pieces, for every type, when counting). The loops per fast kind are
// written out here: a call per type or a switch per piece costs more than
// the count.
func (c *Counter) countGen(b *Board, n *node) {
	t := c.t
	to, occ := ^n.own&n.mask, n.occ
	fenced := n.pinned | n.risky
	var k int
	gen := t.gen[n.us]
	for i := range gen {
		g := &gen[i]
		pcs := b.typ[g.typ&(maxTypes-1)] & n.own
		// pieces counts a type countGen does not, and the fenced pieces
		// of one it does
		if g.bulk == fastGeneral || pcs&fenced != 0 {
			c.pieces(b, n, g.pc, pcs&(fenced|allIf(g.bulk == fastGeneral)))
			if g.bulk == fastGeneral {
				continue
			}
			pcs &^= fenced
		}
		switch g.bulk {
		case fastLeap:
			for ; pcs != 0; pcs &= pcs - 1 {
				k += popcount(g.pc.leapC[bits.TrailingZeros64(pcs)&63] & to)
			}
		case fastRook:
			for ; pcs != 0; pcs &= pcs - 1 {
				k += popcount(t.rook(bits.TrailingZeros64(pcs), occ) & to)
			}
		case fastBishop:
			for ; pcs != 0; pcs &= pcs - 1 {
				k += popcount(t.bishop(bits.TrailingZeros64(pcs), occ) & to)
			}
		case fastQueen:
			for ; pcs != 0; pcs &= pcs - 1 {
				s := bits.TrailingZeros64(pcs)
				k += popcount((t.rook(s, occ) | t.bishop(s, occ)) & to)
			}
		case fastBent:
			for ; pcs != 0; pcs &= pcs - 1 {
				s := bits.TrailingZeros64(pcs)
				r := t.ride(s, g.pc.rideM, occ)
				k += popcount((r | t.bentFrom(g.pc, s, r&n.empty, n)) & to)
			}
		}
	}
	n.n += uint64(k)
}
