package bitboard

import (
	"fmt"
	"math/bits"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// Hands and drops, as the VM has them (vm/drops.go): with
// Rules.Hand.CapturesToHand a captured piece goes to the capturer's hand
// as its PieceType.Hand type (a crazyhouse Q~, a promoted pawn, as a
// pawn: promoted pieces are types of their own); with Rules.Hand.Drops
// the side to move may put a non-royal piece of its hand on an empty
// square its DropRule allows (ranks, or never). A drop is legal when the
// side is not in check, or when it blocks the one riding checker (it
// opens no line: the model has no hoppers); it is virgin where the VM
// says (Position.DropVirgin: a pawn dropped on its start square may
// double-step) or in its initial region. Fits refuses every other hand
// rule by name.

// maxHand is the most pieces of one type in a hand that Reset takes, and
// maxHandDepth the deepest count NewCounter takes with hands: a side
// captures at most once in two plies, so a count stays a byte.
const (
	maxHand      = 128
	maxHandDepth = 2 * (255 - maxHand)
)

// dropGroup is the types of one colour that drop on the same squares.
type dropGroup struct {
	types uint16 // bit k: type k
	mask  uint64
}

// buildHand fills the hand tables of p (dropVirgin comes from the VM:
// NewCounter).
func (t *Tables) buildHand(p *legdefs.Program) {
	t.drops, t.toHand = p.Hand.Drops, p.Hand.CapturesToHand
	t.hands = t.drops || t.toHand
	for i := range p.Pieces {
		t.handType[i] = uint8(p.Pieces[i].Hand)
	}
	if !t.drops {
		return
	}
	for c := 0; c < 2; c++ {
		for i := range p.Pieces {
			if i == t.royal {
				continue // royal pieces are never dropped (no royal-drops)
			}
			t.addDropGroup(c, i, t.dropMask(c, p.Pieces[i].Drop))
		}
	}
}

// dropMask is where colour c may drop a piece with rule d (vm buildHand).
func (t *Tables) dropMask(c int, d *legdefs.DropRule) uint64 {
	lo, hi := 0, t.ranks-1
	switch {
	case d != nil && d.Never:
		return 0
	case d != nil && d.Ranks[0] > 0:
		lo, hi = d.Ranks[0]-1, d.Ranks[1]-1
	}
	var m uint64
	for s := 0; s < t.n; s++ {
		r := s / t.files
		if c == 1 {
			r = t.ranks - 1 - r
		}
		if r >= lo && r <= hi {
			m |= bit(s)
		}
	}
	return m
}

// addDropGroup adds type typ of colour c, dropped on mask, to its group.
func (t *Tables) addDropGroup(c, typ int, mask uint64) {
	if mask == 0 {
		return
	}
	for i := range t.dropGroups[c] {
		if g := &t.dropGroups[c][i]; g.mask == mask {
			g.types |= 1 << uint(typ)
			return
		}
	}
	t.dropGroups[c] = append(t.dropGroups[c], dropGroup{types: 1 << uint(typ), mask: mask})
}

// setDropVirgin fills dropVirgin from the VM's rule.
func (t *Tables) setDropVirgin(pos *vm.Position) {
	for c := 0; c < 2; c++ {
		for typ := 0; typ < t.types && t.drops; typ++ {
			for s := 0; s < t.n; s++ {
				if pos.DropVirgin(pos.Square(s%t.files, s/t.files), typ, c) {
					t.dropVirgin[c][typ] |= bit(s)
				}
			}
		}
	}
}

// handsFromVM sets b's hands from pos. It refuses a hand the model
// cannot carry: a piece held as another type than its hand type (the VM
// would take a drop of it from that type's count), or more than maxHand.
func (t *Tables) handsFromVM(pos *vm.Position, b *Board) error {
	if !t.hands {
		return nil
	}
	for c := 0; c < 2; c++ {
		for typ := 0; typ < t.types; typ++ {
			n := pos.HandCount(c, typ)
			switch {
			case n == 0:
				continue
			case n > maxHand:
				return fmt.Errorf("%d pieces of one type in hand, more than %d", n, maxHand)
			case int(t.handType[typ]) != typ:
				return fmt.Errorf("a piece in hand that is not its own hand type")
			}
			b.hand[c][typ] = uint8(n)
			b.held[c] |= 1 << uint(typ)
		}
	}
	return nil
}

// handPut puts the captured piece of type typ in colour c's hand.
func (t *Tables) handPut(b *Board, c, typ int) {
	k := t.handType[typ&(maxTypes-1)] & (maxTypes - 1)
	b.hand[c][k]++
	b.held[c] |= 1 << k
}

// makeDrop makes the drop m on b (make has cleared the e.p. squares).
func (t *Tables) makeDrop(b *Board, m move) {
	us := int(b.stm)
	s, typ := int(m.to), int(m.promo-1)&(maxTypes-1)
	b.typ[typ] |= bit(s)
	b.col[us] |= bit(s)
	b.mail[s] = int8(typ)
	b.virgin = b.virgin&^bit(s) | (t.dropVirgin[us][typ]|t.region[us][typ])&bit(s)
	if b.hand[us][typ]--; b.hand[us][typ] == 0 {
		b.held[us] &^= 1 << uint(typ)
	}
	b.stm ^= 1
}

// drops counts or lists the drops of the side to move on the empty
// squares of n.mask (all of them, or those between the king and a riding
// checker: a drop on no other square ends a check).
func (c *Counter) drops(b *Board, n *node) {
	held := b.held[n.us]
	to := n.empty & n.mask
	if n.slow {
		to = c.safeSquares(b, n, n.occ, to)
	}
	for i := range c.t.dropGroups[n.us] {
		g := &c.t.dropGroups[n.us][i]
		k := held & g.types
		if k == 0 {
			continue
		}
		tg := to & g.mask
		if n.counting {
			n.n += uint64(popcount(tg) * bits.OnesCount16(k))
			continue
		}
		for ; k != 0; k &= k - 1 {
			typ := int8(bits.TrailingZeros16(k))
			for q := tg; q != 0; q &= q - 1 {
				s := int8(bits.TrailingZeros64(q))
				n.list = append(n.list, move{from: s, to: s, promo: typ + 1, kind: kindDrop})
			}
		}
	}
}

// handTotal is the number of pieces in colour c's hand.
func (b *Board) handTotal(c int) int {
	n := 0
	for _, k := range b.hand[c&1] {
		n += int(k)
	}
	return n
}
