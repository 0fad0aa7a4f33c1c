package refgen

import "github.com/betzac/betzac/legdefs"

// The bare-king rule (legdefs.Rules.BareKing), from the schema's text: a side is bare when all it has left is its king (one piece or
// none, pieces in hand counted); once the game is over the side to move
// has no moves.

// gameOverBare reports whether the bare-king rule has ended the game in p.
func (g *Generator) gameOverBare(p *position) bool {
	if g.rules.BareKing == legdefs.BareKingNone {
		return false
	}
	mover, other := bare(p, p.whiteToMove), bare(p, !p.whiteToMove)
	if g.rules.BareKing == legdefs.BareKingEnds {
		return mover || other // Shatar: a bare king ends the game at once
	}
	// loses (Shatranj): the side that has just moved is bare and we are
	// not: it has lost (it did not bare our king in reply). We are bare:
	// we may reply only if the other side has one piece besides its king,
	// which we might take; both bare: play goes on.
	switch {
	case other && !mover:
		return true
	case mover && !other:
		return pieces(p, !p.whiteToMove) > 2
	}
	return false
}

// bare reports whether the white (or black) side has one piece or none.
func bare(p *position, white bool) bool {
	return pieces(p, white) <= 1
}

// pieces counts a side's pieces on the board and in hand.
func pieces(p *position, white bool) int {
	n := 0
	for _, col := range p.board {
		for _, c := range col {
			if !c.isEmpty() && c.white == white {
				n++
			}
		}
	}
	side := 1
	if white {
		side = 0
	}
	for _, k := range p.hand[side] {
		n += k
	}
	return n
}
