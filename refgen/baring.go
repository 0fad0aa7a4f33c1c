package refgen

// The baring rule (legdefs.Rules.Baring), from the schema's text: a side
// with none of the listed pieces on the board is bare; the game is over
// when the side that has just moved is bare (a draw if the side to move
// is bare too, a win for it otherwise); then the side to move has no
// moves.

// gameOverBaring reports whether the baring rule has ended the game in p.
func (g *Generator) gameOverBaring(p *position) bool {
	if g.rules.Baring == "" {
		return false
	}
	for _, col := range p.board {
		for _, c := range col {
			if !c.isEmpty() && c.white != p.whiteToMove && g.hasLetter(g.rules.Baring, c.kind) {
				return false // the side that has just moved keeps a listed piece
			}
		}
	}
	return true
}
