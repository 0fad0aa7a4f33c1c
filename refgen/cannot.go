package refgen

import (
	"fmt"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// Pieces a piece may not capture (variants.Piece.CannotCapture: the
// Janggi cannon, the Interactive Diagram's antiTrade= groups), from the
// variant's letters: a move of the piece that took an enemy piece of one
// of those types, on any leg, is illegal, and the piece does not attack
// a royal piece of those types.

// addCannot reads each piece's cannot-capture letters into the kinds it
// may not capture.
func (g *Generator) addCannot(v *variants.Variant) error {
	for i, p := range v.Pieces {
		for _, l := range legdefs.SplitLetters(p.CannotCapture) {
			k, ok := g.byLetter[l]
			if !ok {
				return fmt.Errorf("refgen: piece %s: cannot-capture: no piece %s", p.Letter, l)
			}
			g.pieces[i].noCapture = append(g.pieces[i].noCapture, k)
		}
	}
	return nil
}

// kindCount counts the pieces of kind k of one side on p's board.
func kindCount(p *position, white bool, k int) int {
	n := 0
	for _, col := range p.board {
		for _, c := range col {
			if !c.isEmpty() && c.white == white && c.kind == k {
				n++
			}
		}
	}
	return n
}

// capturesBarred reports whether the move m from p to q took an enemy
// piece of a kind its mover may not capture: the other side has fewer
// of that kind after it than before.
func (g *Generator) capturesBarred(p, q *position, m move) bool {
	if m.drop {
		return false
	}
	c := p.board[m.from.f][m.from.r]
	for _, k := range g.pieces[c.kind].noCapture {
		if kindCount(q, !p.whiteToMove, k) < kindCount(p, !p.whiteToMove, k) {
			return true
		}
	}
	return false
}

// capturable is targets less the squares holding a kind the piece c may
// not capture.
func (g *Generator) capturable(p *position, c cell, targets []square) []square {
	no := g.pieces[c.kind].noCapture
	if len(no) == 0 {
		return targets
	}
	var out []square
	for _, s := range targets {
		if t := p.board[s.f][s.r]; t.isEmpty() || !containsKind(no, t.kind) {
			out = append(out, s)
		}
	}
	return out
}

func containsKind(kinds []int, k int) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}
