package vm

import "strings"

// Iron pieces (Program.Iron, the Interactive Diagram's iron=): a move
// that takes an enemy iron piece, on any leg, is illegal. Attacks are not
// changed: an iron piece gives check, and a move that would take one on
// its way to a royal piece still attacks it (the Diagram's ScoreMove sees
// no attack there: import id refuses iron= beside a locust). So the rule is
// a filter on the finished list (filterIron), chosen by the plan only where
// some type is iron.

// buildIron sets t.iron, the iron types as a mask.
func (t *tables) buildIron() {
	for i := range t.types {
		if t.rules.Iron != "" && strings.Contains(t.rules.Iron, t.types[i].letter) {
			t.iron |= 1 << uint(i)
		}
	}
}

// takesIron reports whether m captures an enemy iron piece: on its
// destination or as one of its victims (locust, e.p.). Castling takes
// nothing; an unload's empty square and a friendly victim are no enemy.
func (p *Position) takesIron(m *Move) bool {
	if m.Kind&KindCastle != 0 {
		return false
	}
	them := colourBit(p.stm ^ 1)
	iron := func(sq int16) bool {
		v := p.board[sq]
		return v&colMask == them && p.t.iron&(1<<uint(v&typeMask)) != 0
	}
	for i := 0; i < int(m.NV); i++ {
		if iron(m.V[i]) {
			return true
		}
	}
	return m.To != m.From && iron(m.To)
}

// keepNotIron returns moves (buf's tail from len(buf) holds the node's
// legal moves) less those that take an iron piece.
func (p *Position) keepNotIron(buf, moves []Move) []Move {
	return p.dropWhere(buf, moves, (*Position).takesIron)
}

// dropWhere returns moves (buf's tail from len(buf) holds the node's
// legal moves) less those drop reports, in place: a list filter's loop.
func (p *Position) dropWhere(buf, moves []Move, drop func(*Position, *Move) bool) []Move {
	out := moves[:len(buf)]
	for i := len(buf); i < len(moves); i++ {
		if !drop(p, &moves[i]) {
			out = append(out, moves[i])
		}
	}
	return out
}

// whyIron returns why a move to the square to is illegal if iron decides
// it (to holds an enemy iron piece), else "".
func (p *Position) whyIron(to int) string {
	v := p.board[to]
	if p.t.iron == 0 || v == 0 || v == guard || v&colMask != colourBit(p.stm^1) || p.t.iron&(1<<uint(v&typeMask)) == 0 {
		return ""
	}
	return "the piece on " + p.t.squareName(to) + " is iron and cannot be captured (iron)"
}
