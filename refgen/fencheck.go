package refgen

import (
	"fmt"
	"slices"
)

// FEN checks of issue 23, written apart from the VM's (package vm,
// fencastle.go and fencount.go): a castling right whose king or partner
// is not where the start position has it, a royal piece in hand, and more
// royal pieces than the start position has when no promotion makes them
// are refused. The start position itself (g.start nil while it is read)
// is what the others are measured by.

// startPlaced reports whether the piece on s stands where the start
// position has the same piece, or the start position's board has no such
// piece at all (Placement's pieces start in hand: nothing to compare).
func (g *Generator) startPlaced(p *position, s square) bool {
	if g.start == nil {
		return true
	}
	c := p.at(s)
	same := func(o cell) bool { return !o.isEmpty() && o.kind == c.kind && o.white == c.white }
	if same(g.start.at(s)) {
		return true
	}
	for f := range g.start.board {
		if slices.ContainsFunc(g.start.board[f], same) {
			return false
		}
	}
	return true
}

// checkRoyals refuses a royal piece in hand and more royal pieces of a
// kind than the start position has, where no promotion makes that kind;
// unless royal pieces may be dropped (royal-drops) or captured to hand
// (captures to hand with royal extinction or blasts).
func (g *Generator) checkRoyals(p *position) error {
	if g.start == nil || g.rules.RoyalDrops || g.rules.Hand.CapturesToHand && (g.rules.RoyalExtinction || g.rules.Blast) {
		return nil
	}
	for k, pt := range g.pieces {
		if !pt.royal {
			continue
		}
		for _, white := range []bool{true, false} {
			if len(p.hand[0]) > k && p.hand[side(white)][k] > 0 {
				return fmt.Errorf("FEN holdings: a royal %s in hand: royal pieces never go to hand in this variant", pt.letter)
			}
			if n, was := g.countKind(p, white, k), g.countKind(g.start, white, k); n > was && !g.promotesTo(k) {
				return fmt.Errorf("FEN board: %d royal %s of one side, the start position has %d and no promotion makes one", n, pt.letter, was)
			}
		}
	}
	return nil
}

// promotesTo reports whether some piece may promote to kind k.
func (g *Generator) promotesTo(k int) bool {
	for _, pt := range g.pieces {
		if slices.Contains(pt.promoTo, k) || slices.Contains(pt.promoExtra.toBlack, k) {
			return true
		}
	}
	return false
}
