package vm

// Shatar's mate rule (legdefs.Rules.ShatarMate, Fairy-Stockfish's
// shatarMateRule, src/position.h checkmate_value): which checkmates win.

// checkerKinds classifies the pieces that give check to the side to move:
// knightsOnly, all of them knights (N); shak, one of them a knight, rook
// (R) or bers (RF).
func (p *Position) checkerKinds() (knightsOnly, shak bool) {
	t := p.t
	rs := p.royalSq[p.stm]
	if rs < 0 {
		return false, false
	}
	knightsOnly = true
	for _, s := range t.squares {
		v := p.board[s]
		if v == 0 || v == guard || colourOf(v) == p.stm || !p.pieceAttacks(int(s), int(v&typeMask), colourOf(v), int(rs)) {
			continue
		}
		switch t.prog.Pieces[v&typeMask].Betza {
		case "N":
			shak = true
		case "R", "RF":
			shak, knightsOnly = true, false
		default:
			knightsOnly = false
		}
	}
	return knightsOnly, shak
}

// shatarMate is the result of checkmate r under Shatar's rule, from the
// game's history: a mate by knights alone is the mated side's win; a
// mate is a win if a check of the series that led to it was a shak, else
// a draw.
func (g *Game) shatarMate(r Result) Result {
	last := len(g.hist) - 1
	if g.hist[last].knightsOnly {
		return Result{WhiteWins + Outcome(g.pos.stm), "checkmate by a knight"}
	}
	for i := last; g.hist[i].check; i -= 2 {
		if g.hist[i].shak {
			return r
		}
		if i < 2 {
			break
		}
	}
	return Result{Draw, "checkmate without a shak (niol)"}
}
