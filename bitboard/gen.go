package bitboard

import (
	"math/bits"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// node is the state of one node's generation.
type node struct {
	us, them               int
	occ, own, enemy, empty uint64
	king                   int
	checkers, mask, pinned uint64
	orth, diag             uint64 // the enemy's full-line riders
	// risky: own pieces whose targets safeTargets filters: those pinned
	// on an enemy bent piece's path to the royal, or all when slow (a
	// bent piece gives check)
	risky    uint64
	slow     bool
	counting bool
	n        uint64
	list     []move
}

// legal counts (counting) or lists the legal moves of b.
func (c *Counter) legal(b *Board, list []move, counting bool) (uint64, []move) {
	t := c.t
	us := int(b.stm)
	if t.bareKing != legdefs.BareKingNone && t.bareOver(b) {
		return 0, list
	}
	var n node
	c.setupNode(b, &n, counting, list)
	c.kingMoves(b, &n)
	if n.checkers&(n.checkers-1) != 0 && !n.slow {
		return n.n, n.list // double check: the royal moves
	}
	n.mask = ^uint64(0)
	if n.checkers != 0 && !n.slow {
		q := bits.TrailingZeros64(n.checkers)
		n.mask = n.checkers // a leaping check is not blocked
		if t.pc[n.them][b.mail[q]].revC[n.king]&n.checkers == 0 {
			n.mask |= t.between[n.king][q]
		}
	}
	if n.slow {
		n.mask = c.parryMask(b, &n)
	}
	n.pinned = t.pins(b, us, n.occ, n.orth, n.diag, &c.pin)
	if counting {
		c.countGen(b, &n)
	} else {
		for i := range t.gen[us] {
			g := &t.gen[us][i]
			c.pieces(b, &n, g.pc, b.typ[g.typ&(maxTypes-1)]&n.own)
		}
	}
	if b.ep != 0 {
		c.epMoves(b, &n)
	}
	if n.checkers == 0 && len(c.opts[us]) > 0 {
		c.castleMoves(b, &n)
	}
	if t.drops && b.held[us&1] != 0 {
		c.drops(b, &n)
	}
	return n.n, n.list
}

// setupNode sets up n, zero, as the node of b's generation, up to its
// checks: n.checkers, and with enemy bent pieces n.slow, n.risky and
// c.bpin (bentPins). The bent checkers are bentPins' to add: it walks the
// same paths to the royal that bentAttackers would.
func (c *Counter) setupNode(b *Board, n *node, counting bool, list []move) {
	t := c.t
	us := int(b.stm) & 1
	n.us, n.them, n.counting, n.list = us, us^1, counting, list
	n.own, n.enemy, n.king = b.col[us], b.col[us^1], int(b.king[us])
	n.occ = n.own | n.enemy
	n.empty = t.board &^ n.occ
	n.orth, n.diag = t.sliders(b, n.them)
	n.checkers = t.plainAttackers(b, n.king, n.them, n.occ, n.orth, n.diag)
	if t.rest[n.them] {
		n.checkers |= t.restAttackers(b, n.king, n.them, n.occ)
	}
	if t.bentAtk[n.them] != nil {
		c.bentPins(b, n)
	}
}

// pieces counts or lists the moves of the pieces pcs, of moves pc.
func (c *Counter) pieces(b *Board, n *node, pc *pieceCol, pcs uint64) {
	t := c.t
	if pcs == 0 {
		return
	}
	if pc.set {
		c.setwise(b, n, pc, pcs&^(n.pinned|n.risky))
		pcs &= n.pinned | n.risky
	}
	for pcs != 0 {
		s := bits.TrailingZeros64(pcs)
		pcs &= pcs - 1
		var tg uint64
		switch pc.fast {
		case fastLeap:
			tg = pc.leapC[s] &^ n.own & n.mask
		case fastRook:
			tg = t.rook(s, n.occ) &^ n.own & n.mask
		case fastBishop:
			tg = t.bishop(s, n.occ) &^ n.own & n.mask
		case fastQueen:
			tg = (t.rook(s, n.occ) | t.bishop(s, n.occ)) &^ n.own & n.mask
		default:
			tg = c.targets(b, n, pc, s)
		}
		if (n.pinned|n.risky)&bit(s) != 0 {
			if n.pinned&bit(s) != 0 {
				tg &= c.pin[s]
			}
			if n.risky&bit(s) != 0 {
				tg = c.safeTargets(b, n, s, tg)
			}
		}
		if n.counting && pc.zone == 0 {
			n.n += uint64(popcount(tg))
		} else {
			c.emit(n, pc, s, tg, kindPlain)
		}
	}
}

// bareOver reports whether the bare-king rule has ended the game before
// the side to move of b moves, as the VM decides it (pieces in hand
// counted).
func (t *Tables) bareOver(b *Board) bool {
	us, them := popcount(b.col[b.stm]), popcount(b.col[b.stm^1])
	if t.hands {
		us, them = us+b.handTotal(int(b.stm)), them+b.handTotal(int(b.stm^1))
	}
	return vm.BareKingOver(t.bareKing, us, them)
}

// targets is where the piece of moves pc on s may go, legally if it is
// not pinned.
func (c *Counter) targets(b *Board, n *node, pc *pieceCol, s int) uint64 {
	t := c.t
	tg := pc.leapM[s]&n.empty | pc.leapC[s]&n.enemy
	if pc.rideM|pc.rideC != 0 {
		if pc.rideM == pc.rideC {
			tg |= t.ride(s, pc.rideM, n.occ) &^ n.own
		} else {
			tg |= t.ride(s, pc.rideM, n.occ)&n.empty | t.ride(s, pc.rideC, n.occ)&n.enemy
		}
	}
	virgin := b.virgin&bit(s) != 0
	if virgin {
		tg |= pc.initM[s] & n.empty
	}
	for i := range pc.lames {
		ll := &pc.lames[i]
		if to := ll.to[s]; to >= 0 && (virgin || !ll.initial) && ll.path[s]&n.occ == 0 {
			tg |= bit(int(to)) & n.empty
		}
	}
	if len(pc.turns) > 0 {
		tg |= t.bentTargets(pc, s, n)
	}
	return tg & n.mask
}

// emit counts or lists the moves from s to tg, with promotions.
func (c *Counter) emit(n *node, pc *pieceCol, s int, tg uint64, kind int8) {
	if n.counting {
		if pc.zone == 0 {
			n.n += uint64(popcount(tg))
		} else {
			n.n += uint64(popcount(tg&^pc.zone) + popcount(tg&pc.zone)*len(pc.promo))
		}
		return
	}
	for tg != 0 {
		q := bits.TrailingZeros64(tg)
		tg &= tg - 1
		if pc.zone&bit(q) == 0 {
			n.list = append(n.list, move{from: int8(s), to: int8(q), kind: kind})
			continue
		}
		for _, p := range pc.promo {
			n.list = append(n.list, move{from: int8(s), to: int8(q), promo: int8(p) + 1, kind: kind})
		}
	}
}

// kingMoves adds the royal piece's leaps to squares not attacked with it
// lifted off its square.
func (c *Counter) kingMoves(b *Board, n *node) {
	t := c.t
	pc := t.royalPC[n.us]
	k := n.king
	tg := pc.leapM[k]&n.empty | pc.leapC[k]&n.enemy
	occ := n.occ &^ bit(k)
	var ok uint64
	for tg != 0 {
		q := bits.TrailingZeros64(tg)
		tg &= tg - 1
		if t.attackersBy(b, q, n.them, occ, n.orth, n.diag) == 0 {
			ok |= bit(q)
		}
	}
	c.emit(n, pc, k, ok, kindPlain)
}

// epMoves adds the e.p. captures, each tried on the occupancy.
func (c *Counter) epMoves(b *Board, n *node) {
	t := c.t
	v := int(b.victim)
	for _, typ := range t.epTypes[n.us] {
		pc := &t.pc[n.us][typ]
		var from uint64
		for e := b.ep & n.empty; e != 0; e &= e - 1 {
			from |= pc.revE[bits.TrailingZeros64(e)]
		}
		pcs := b.typ[typ] & n.own & from
		for pcs != 0 {
			s := bits.TrailingZeros64(pcs)
			pcs &= pcs - 1
			tg := pc.leapE[s] & b.ep & n.empty
			var ok uint64
			for tg != 0 {
				q := bits.TrailingZeros64(tg)
				tg &= tg - 1
				occ := (n.occ&^bit(s)&^bit(v) | bit(q))
				if t.attackersBy(b, n.king, n.them, occ, n.orth, n.diag) == 0 {
					ok |= bit(q)
				}
			}
			c.emit(n, pc, s, ok, kindEP)
		}
	}
}

// castleMoves adds the castlings of the side to move, not in check.
func (c *Counter) castleMoves(b *Board, n *node) {
	t := c.t
	opts := c.opts[n.us&1]
	for i := range opts {
		o := &opts[i]
		k, p := bit(int(o.king)), bit(int(o.partner))
		if n.occ&o.empty != 0 || b.virgin&(k|p) != k|p {
			continue
		}
		lifted := n.occ &^ k
		safe := true
		for pass := o.pass; pass != 0 && safe; pass &= pass - 1 {
			safe = t.attackersBy(b, bits.TrailingZeros64(pass), n.them, lifted, n.orth, n.diag) == 0
		}
		after := n.occ&^(k|p) | bit(int(o.kingTo)) | bit(int(o.partnerTo))
		if !safe || t.attackersBy(b, int(o.kingTo), n.them, after, n.orth, n.diag) != 0 {
			continue
		}
		if n.counting {
			n.n++
		} else {
			n.list = append(n.list, move{from: o.king, to: o.kingTo, kind: kindCastle + int8(i)})
		}
	}
}
