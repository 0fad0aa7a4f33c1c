package refgen

// Iron pieces (legdefs.Rules.Iron), from the rule's text: the other side
// cannot capture them. A move is illegal if the other side has fewer iron
// pieces on the board after it than before: this counts a victim on any
// leg and needs no list of victims.

// ironCount counts the iron pieces of one side on p's board.
func (g *Generator) ironCount(p *position, white bool) int {
	n := 0
	for _, col := range p.board {
		for _, c := range col {
			if !c.isEmpty() && c.white == white && g.hasLetter(g.rules.Iron, c.kind) {
				n++
			}
		}
	}
	return n
}

// takesIron reports whether the move from p to q took an iron piece of
// the side that did not move.
func (g *Generator) takesIron(p, q *position) bool {
	them := !p.whiteToMove
	return g.rules.Iron != "" && g.ironCount(q, them) < g.ironCount(p, them)
}
