package vm

import "strings"

// The Interactive Diagram's baring rule (Program.Baring): a side with none
// of the listed pieces on the board is bare, and the game is over when
// the side that has just moved is bare: a draw if the side to move is bare
// too, else a win for the side to move. Like the bare-king rule
// (bareking.go) it is checked before a node's moves are generated.

// buildBaring sets t.baring, the listed types as a mask.
func (t *tables) buildBaring() {
	for i := range t.types {
		if t.rules.Baring != "" && strings.Contains(t.rules.Baring, t.types[i].letter) {
			t.baring |= 1 << uint(i)
		}
	}
}

// baringOver reports whether the baring rule has ended the game: the
// side that has just moved is bare.
func (p *Position) baringOver() bool {
	return !p.hasBaring(p.stm ^ 1)
}

// hasBaring reports whether side c has one of the listed pieces on the
// board.
func (p *Position) hasBaring(c int) bool {
	col := colourBit(c)
	for _, s := range p.t.squares {
		if v := p.board[s]; v != 0 && v != guard && v&colMask == col && p.t.baring&(1<<uint(v&typeMask)) != 0 {
			return true
		}
	}
	return false
}

// baringResult is the result of a game the baring rule has ended.
func (p *Position) baringResult() Result {
	if !p.hasBaring(p.stm) {
		return Result{Draw, "both sides bare (baring)"}
	}
	return Result{WhiteWins + Outcome(p.stm), "bare (baring)"}
}
