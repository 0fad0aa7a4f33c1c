package vm

import "strings"

// Forced captures (Program.MustCapture, Fairy-Stockfish's mustCapture:
// Antichess, Giveaway, Codrus, Losers): when the side to move has a legal
// capture, only its captures are legal. It is applied to the finished list
// of legal moves, so check (where kings are royal) is already taken into
// account.

// keepCaptures returns moves (buf's tail from len(buf) holds the node's
// legal moves) with the non-captures removed if there is any capture.
func (p *Position) keepCaptures(buf, moves []Move) []Move {
	found := false
	for i := len(buf); i < len(moves) && !found; i++ {
		found = p.captures(&moves[i]) // promotion.go
	}
	if !found {
		return moves
	}
	out := moves[:len(buf)]
	for _, m := range moves[len(buf):] {
		if p.captures(&m) {
			out = append(out, m)
		}
	}
	return out
}

// whyMustCapture returns the reason a move to the square to is illegal
// if forced captures decide it: the side to move has captures (moves, its
// legal moves, are then all captures) and to holds no enemy piece. Else "".
func (p *Position) whyMustCapture(to int, moves []Move) string {
	if !p.t.rules.MustCapture || len(moves) == 0 || !p.captures(&moves[0]) || p.board[to]&colMask == colourBit(p.stm^1) {
		return ""
	}
	caps := make([]string, len(moves))
	for i, m := range moves {
		caps[i] = p.MoveString(m)
	}
	return "a capture is possible, and captures are compulsory (must-capture): " + strings.Join(caps, " ")
}
