package refgen

import (
	"slices"
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
// its goal (it has won, unless flag-move gives the other side a reply: any
// move, or, for royal flag pieces, Black's only if it can reach one too;
// with flag-safe and flag-move it has won at once if its pieces there
// stand safe); with flag-move or flag-safe, the side to move reached it
// a move ago and it stood (with flag-move, safe or not).
func (g *Generator) goals(p *position) goalState {
	if len(g.goalSquares(true)) == 0 && len(g.goalSquares(false)) == 0 {
		return goalNone
	}
	move, safe := g.rules.FlagMove, g.rules.FlagSafe
	if (move || safe) && g.reachedGoal(p, p.whiteToMove, safe && !move) {
		return goalOver
	}
	if !g.reachedGoal(p, !p.whiteToMove, safe) {
		return goalNone
	}
	if !move {
		return goalOver
	}
	if !g.royalFlags() {
		if safe {
			return goalOver
		}
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
	return slices.Contains(splitLetters(g.rules.FlagPieces), g.pieces[k].letter) // "+K" is not "K"
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

// reachedGoal reports whether the white (or black) side has reached its
// goal: flag-count flag pieces on its goal squares (one without the
// rule), or with flag-blocked at least one and no goal square empty;
// with safe, when there are exactly flag-count of them, none attacked.
func (g *Generator) reachedGoal(p *position, white bool, safe bool) bool {
	var on []square
	full := true
	for _, q := range g.goalSquares(white) {
		c := p.board[q.File][q.Rank]
		full = full && !c.isEmpty()
		if !c.isEmpty() && c.white == white && g.isFlag(c.kind) {
			on = append(on, square{q.File, q.Rank})
		}
	}
	need := max(g.rules.FlagCount, 1)
	if len(on) == 0 || len(on) < need && !(g.rules.FlagBlocked && full) {
		return false
	}
	if safe && len(on) == need {
		return !g.attacked(p, !white, on)
	}
	return true
}

// goalSquares are the white (or black) side's goal squares: none if
// flag-side names the other side.
func (g *Generator) goalSquares(white bool) []legdefs.Square {
	switch {
	case white && g.rules.FlagSide == legdefs.FlagSideBlack, !white && g.rules.FlagSide == legdefs.FlagSideWhite:
		return nil
	case !white && g.rules.FlagSquaresBlack != nil:
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
