package vm

// Janggi's move repetition rule (legdefs.Rules.MoveRepetitionIllegal),
// as Fairy-Stockfish's is_optional_game_end tests it while it looks back
// for a repeated position (src/position.cpp: moveRepetition).

// playedMove is what the rule needs of the move that reached a position.
type playedMove struct {
	from, to int16
	normal   bool // not a pass, drop, castling, promotion, gating or locust move
	pass     bool
	captured bool
}

// played describes m, about to be made in p.
func (p *Position) played(m Move) playedMove {
	v := p.board[m.To]
	return playedMove{
		from: m.From, to: m.To,
		normal:   !isPass(&m) && m.Kind == 0 && m.Promo == 0 && m.Gate == 0 && m.NV == 0,
		pass:     isPass(&m),
		captured: m.NV > 0 || v != 0 && v != guard && m.Kind&KindDrop == 0 && colourOf(v) != p.stm,
	}
}

// reverses reports whether a is b played back (FSF's reverse_move).
func (a playedMove) reverses(b playedMove) bool {
	return a.normal && a.from == b.to && a.to == b.from
}

// moveRepStart is the rule's state before the look-back: 2 if the side
// that has just moved, neither side in check before its last two moves,
// moved back what it moved the time before, with a piece that can reach
// the side to move's palace; 1 if it passed the time before; else 0.
func (g *Game) moveRepStart() int {
	p, h := g.pos, g.hist
	last := len(h) - 1
	mv := h[last].mv
	if !p.t.rules.MoveRepetitionIllegal || last < 4 || !mv.normal || h[last-1].check || h[last-3].check {
		return 0
	}
	if v := p.board[mv.to]; v == 0 || v == guard || p.restricted(p.stm^1, int(v&typeMask)) {
		return 0
	}
	switch {
	case h[last-2].mv.reverses(mv):
		return 2
	case h[last-2].mv.pass:
		return 1
	}
	return 0
}

// moveRepStep advances state rep at look-back i (plies); won reports that
// the side to move has won by the rule.
func (g *Game) moveRepStep(rep, i, end int) (next int, won bool) {
	h := g.hist
	last := len(h) - 1
	stp := last - i + 2 // FSF's stp before it steps back
	switch {
	case rep == 0:
		return 0, false
	case i+1 <= end && h[stp-3].check:
		return 0, false
	case rep < 4:
		ref := h[stp].mv
		if rep == 1 {
			ref = h[last].mv
		}
		if h[stp-2].mv.reverses(ref) {
			return rep + 1, false
		}
		return 0, false
	}
	if !h[stp-2].mv.captured && h[stp].mv.from == h[stp-2].mv.to {
		return rep, true
	}
	return 0, false
}

// moveRepWonAt is the look-back (plies, from 4 in steps of 2, at most
// end) at which the rule finds that the side to move has won, 0 if it
// does not; repetition checks it before the n-fold rule at each step.
func (g *Game) moveRepWonAt(end int) int {
	rep := g.moveRepStart()
	for i := 4; i <= end && rep > 0; i += 2 {
		var won bool
		if rep, won = g.moveRepStep(rep, i, end); won {
			return i
		}
	}
	return 0
}

// MoveRepetitionMoves is the most moves of a line MoveRepetitionWon
// reads: a look-back of ten plies reads the check flag eleven positions
// back.
const MoveRepetitionMoves = 12

// MoveRepetitionWon is the rule for a searcher (package search), which
// keeps no Game: line holds the moves that reached p, made on it in
// order (the last one last); it reports whether the side to move has won
// by the rule, as Game.Result would find it. It unmakes the last moves
// of line (as many as the rule reads, or as line and p's undo records
// go, the first position then standing for the game's start) and replays
// them, and leaves p as it was. It allocates; call it where the last
// move may repeat (MoveMayRepeat).
func (p *Position) MoveRepetitionWon(line []Move) bool {
	line = line[len(line)-min(len(line), len(p.undo), MoveRepetitionMoves):]
	if !p.t.rules.MoveRepetitionIllegal || len(line) < 5 {
		return false
	}
	for i := len(line) - 1; i >= 0; i-- {
		p.Unmake(line[i])
	}
	g := &Game{pos: p}
	g.hist = []gameNode{{check: p.InCheck()}}
	for _, m := range line {
		n := gameNode{mv: p.played(m)}
		p.Make(m)
		n.check = p.InCheck()
		g.hist = append(g.hist, n)
	}
	return g.moveRepWonAt(g.repetitionEnd()) > 0
}

// MoveMayRepeat is a cheap test a searcher makes before MoveRepetitionWon:
// whether the rule can find a repetition in a position reached by last,
// whose mover played before the move two plies earlier (moveRepStart's
// first test, without the board).
func (p *Position) MoveMayRepeat(last, before Move) bool {
	return p.t.rules.MoveRepetitionIllegal && (before.From == last.To && before.To == last.From || isPass(&before))
}
