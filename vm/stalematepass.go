package vm

// Passing when stalemated (legdefs.Rules.PassOnStalemate, Fairy-Stockfish's
// passOnStalemate): a side with no legal move that is not in check and
// has a piece passes, written as a move of its first royal piece (or,
// with none, its first piece; t.squares runs a1, b1, ..., rank by rank)
// to its own square. Two passes in a row end the game: the zh history of
// the pass rule records them (bikjang.go). It runs on the finished list,
// so perft's bulk count is off for these variants (a filter of the plan, plan.go).

// addStalematePass appends the pass to moves (buf's tail from len(buf)
// holds the node's legal moves) when that tail is empty.
func (p *Position) addStalematePass(buf, moves []Move) []Move {
	if len(moves) > len(buf) || p.InCheck() {
		return moves
	}
	if s := p.passSquare(); s >= 0 {
		moves = append(moves, Move{From: int16(s), To: int16(s)})
	}
	return moves
}

// passSquare returns the square of the side to move's first royal piece,
// else of its first piece, or -1 if it has none.
func (p *Position) passSquare() int {
	t := p.t
	ub := colourBit(p.stm)
	first := -1
	for _, s := range t.squares {
		v := p.board[s]
		if v&colMask != ub {
			continue
		}
		if t.types[v&typeMask].royal {
			return int(s)
		}
		if first < 0 {
			first = int(s)
		}
	}
	return first
}

// isPass reports whether m is a pass: a move to its own square that
// captures, promotes, drops and unloads nothing.
func isPass(m *Move) bool {
	return m.From == m.To && m.Kind == 0 && m.NV == 0 && m.Promo == 0
}
