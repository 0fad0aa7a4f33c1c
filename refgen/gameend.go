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
// one (it has won, unless flag-move gives the other side a reply: any
// move, or, for royal flag pieces, Black's only if it can reach one too);
// with flag-move, the side to move reached one a move ago and it stood.
func (g *Generator) goals(p *position) goalState {
	if len(g.rules.FlagSquares) == 0 {
		return goalNone
	}
	if (g.rules.FlagMove || g.rules.FlagSafe) && g.flagOnGoal(p, p.whiteToMove) {
		return goalOver
	}
	if !g.flagOnGoal(p, !p.whiteToMove) {
		return goalNone
	}
	if !g.rules.FlagMove {
		return goalOver
	}
	if !g.royalFlags() {
		return goalNone
	}
	if !p.whiteToMove && !g.sideInCheck(p, false) {
		return goalReply
	}
	return goalOver
}

// isFlag reports whether kind k is a flag piece: one of flag-pieces, or
// royal without it.
func (g *Generator) isFlag(k int) bool {
	if g.rules.FlagPieces == "" {
		return g.pieces[k].royal
	}
	for rest := g.rules.FlagPieces; rest != ""; {
		n := 1 // a letter, "+X" or "X~"
		if rest[0] == '+' && len(rest) > 1 || len(rest) > 1 && rest[1] == '~' {
			n = 2
		}
		if rest[:n] == g.pieces[k].letter {
			return true
		}
		rest = rest[n:]
	}
	return false
}

// royalFlags reports whether every flag piece type is royal (a king's
// race: only Black gets the reply).
func (g *Generator) royalFlags() bool {
	for k, pt := range g.pieces {
		if g.isFlag(k) && !pt.royal {
			return false
		}
	}
	return true
}

// flagOnGoal reports whether a flag piece of the white (or black) side
// stands on one of its goal squares; with flag-safe a lone one there must
// not be attacked.
func (g *Generator) flagOnGoal(p *position, white bool) bool {
	var on []square
	for _, q := range g.goalSquares(white) {
		c := p.board[q.File][q.Rank]
		if !c.isEmpty() && c.white == white && g.isFlag(c.kind) {
			on = append(on, square{q.File, q.Rank})
		}
	}
	if len(on) == 1 && g.rules.FlagSafe {
		return !g.attacked(p, !white, on)
	}
	return len(on) > 0
}

// goalSquares are the white (or black) side's goal squares.
func (g *Generator) goalSquares(white bool) []legdefs.Square {
	if !white && g.rules.FlagSquaresBlack != nil {
		return g.rules.FlagSquaresBlack
	}
	return g.rules.FlagSquares
}

// isGoal reports whether s is one of the white (or black) side's goal
// squares.
func (g *Generator) isGoal(s square, white bool) bool {
	for _, q := range g.goalSquares(white) {
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
