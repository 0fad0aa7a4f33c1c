package refgen

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// Game ends (legdefs.Rules documents them): goal squares (flag-squares,
// flag-move), extinction of piece types, and no-checks, from the schema's
// text.

// goalState says how the goal squares stand before the side to move
// moves.
type goalState int

const (
	goalNone  goalState = iota // nobody is on a goal square that counts
	goalOver                   // the game has ended
	goalReply                  // Black may move only if it can reach one at once
)

// goals reads the goal squares in p: the side that has just moved reached
// one (it has won, unless flag-move gives Black a reply); with flag-move,
// the side to move reached one a move ago and it stood.
func (g *Generator) goals(p *position) goalState {
	if len(g.rules.FlagSquares) == 0 {
		return goalNone
	}
	if g.rules.FlagMove && g.royalOnGoal(p, p.whiteToMove) {
		return goalOver
	}
	if !g.royalOnGoal(p, !p.whiteToMove) {
		return goalNone
	}
	if g.rules.FlagMove && !p.whiteToMove && !g.sideInCheck(p, false) {
		return goalReply
	}
	return goalOver
}

// royalOnGoal reports whether a royal piece of the white (or black) side
// stands on a goal square.
func (g *Generator) royalOnGoal(p *position, white bool) bool {
	for _, q := range g.rules.FlagSquares {
		c := p.board[q.File][q.Rank]
		if !c.isEmpty() && c.white == white && g.pieces[c.kind].royal {
			return true
		}
	}
	return false
}

// isGoal reports whether s is a goal square.
func (g *Generator) isGoal(s square) bool {
	for _, q := range g.rules.FlagSquares {
		if q.File == s.f && q.Rank == s.r {
			return true
		}
	}
	return false
}

// sideInCheck reports whether a royal piece of the white (or black) side
// can be captured by the other side in p.
func (g *Generator) sideInCheck(p *position, white bool) bool {
	var royals []square
	for f := range p.board {
		for r, c := range p.board[f] {
			if !c.isEmpty() && c.white == white && g.pieces[c.kind].royal {
				royals = append(royals, square{f, r})
			}
		}
	}
	return len(royals) > 0 && g.attacked(p, !white, royals)
}

// extinct reports whether a side has extinction-count or fewer pieces of
// one of the extinction types (of all its pieces, for "*"), board and
// hand counted.
func (g *Generator) extinct(p *position) bool {
	if g.rules.Extinction == "" {
		return false
	}
	for _, white := range []bool{true, false} {
		if g.rules.Extinction == legdefs.ExtinctionAll {
			if pieces(p, white) <= g.rules.ExtinctionCount {
				return true
			}
			continue
		}
		for k, pt := range g.pieces {
			if strings.Contains(g.rules.Extinction, pt.letter) && g.countKind(p, white, k) <= g.rules.ExtinctionCount {
				return true
			}
		}
	}
	return false
}

// countKind counts the white (or black) side's pieces of kind k, on the
// board and in hand.
func (g *Generator) countKind(p *position, white bool, k int) int {
	n := 0
	for f := range p.board {
		for _, c := range p.board[f] {
			if !c.isEmpty() && c.white == white && c.kind == k {
				n++
			}
		}
	}
	if h := p.hand[side(white)]; k < len(h) {
		n += h[k]
	}
	return n
}
