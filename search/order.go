package search

import "github.com/betzac/betzac/vm"

// Move ordering keys: the hash move, then captures and promotions by
// MVV-LVA, then killers, then quiet moves by history.
const (
	keyHash    = 1 << 30
	keyCapture = 1 << 28
	keyKiller  = 1 << 27
	royalValue = 2000 // a royal piece as victim or attacker, for ordering only
)

// order gives each move at ply its ordering key. With tactical only the
// captures and promotions are kept, moved to the front; it returns how
// many moves are to be searched.
func (e *Engine) order(ply int, hashMove vm.Move, tactical bool) int {
	moves := e.moves[ply]
	keys := e.keys[ply][:0]
	n := 0
	for _, m := range moves {
		victim := e.victimValue(m)
		k := int32(0)
		switch {
		case m == hashMove: // the zero move is never legal: square 0 is off the board
			k = keyHash
		case victim > 0 || m.Promo != 0 && m.Kind&vm.KindDrop == 0:
			k = keyCapture + int32(victim*32+e.promoValue(m)-e.attackerValue(m)/8)
		case m == e.killers[ply][0]:
			k = keyKiller + 1
		case m == e.killers[ply][1]:
			k = keyKiller
		default:
			if tactical {
				continue
			}
			k = e.hist[e.histIndex(m)]
		}
		moves[n] = m
		keys = append(keys, k)
		n++
	}
	e.keys[ply] = keys
	e.moves[ply] = moves[:n]
	return n
}

// pickNext swaps the best-keyed move from i on into place i.
func (e *Engine) pickNext(ply, i int) {
	keys, moves := e.keys[ply], e.moves[ply]
	b := i
	for j := i + 1; j < len(keys); j++ {
		if keys[j] > keys[b] {
			b = j
		}
	}
	keys[i], keys[b] = keys[b], keys[i]
	moves[i], moves[b] = moves[b], moves[i]
}

// victimValue is the value of what m captures (0 for none).
func (e *Engine) victimValue(m vm.Move) int {
	if m.Kind&(vm.KindCastle|vm.KindDrop) != 0 {
		return 0
	}
	us := e.pos.SideToMove()
	v := e.valueOn(int(m.To), us)
	for k := range int(m.NV) {
		if m.V[k] != m.To {
			v += e.valueOn(int(m.V[k]), us)
		}
	}
	return v
}

// valueOn is the value of an enemy piece (not us's) on sq, 0 if none.
func (e *Engine) valueOn(sq, us int) int {
	typ, c := e.pos.PieceAt(sq)
	if typ < 0 || c == us {
		return 0
	}
	if e.eval.royal[typ] {
		return royalValue
	}
	return max(e.eval.values[typ], 1)
}

func (e *Engine) attackerValue(m vm.Move) int {
	typ, _ := e.pos.PieceAt(int(m.From))
	switch {
	case typ < 0:
		return 0
	case e.eval.royal[typ]:
		return royalValue
	}
	return e.eval.values[typ]
}

func (e *Engine) promoValue(m vm.Move) int {
	if m.Promo == 0 || int(m.Promo)-1 >= len(e.eval.values) {
		return 0
	}
	return e.eval.values[m.Promo-1]
}

// quiet reports whether m neither captures nor promotes.
func (e *Engine) quiet(m vm.Move) bool {
	return e.victimValue(m) == 0 && (m.Promo == 0 || m.Kind&vm.KindDrop != 0)
}

func (e *Engine) histIndex(m vm.Move) int {
	i := int(m.From)*e.size + int(m.To)
	if i < 0 || i >= len(e.hist) {
		return 0
	}
	return i
}

// cutoff records a quiet move that refuted the node: a killer of the
// ply, and depth² more history.
func (e *Engine) cutoff(ply, depth int, m vm.Move) {
	if e.killers[ply][0] != m {
		e.killers[ply][1], e.killers[ply][0] = e.killers[ply][0], m
	}
	h := &e.hist[e.histIndex(m)]
	*h = min(*h+int32(depth*depth), keyKiller-1)
}

// terminal scores a node with no legal move for the side to move by the
// VM's verdict (doc.go, Terminal nodes).
func (e *Engine) terminal(ply int) int {
	return e.resultScore(e.pos.NoMoveResult(), ply)
}

// resultScore is the score of r, a game's end at ply, for the side to
// move: a win or loss at Mate less the distance, a draw 0. Decided (a
// game-end rule whose winner the rules do not record) is a loss: the
// side that has just moved met it.
func (e *Engine) resultScore(r vm.Result, ply int) int {
	switch {
	case r.Outcome == vm.WhiteWins+vm.Outcome(e.pos.SideToMove()):
		return Mate - ply
	case r.Outcome == vm.WhiteWins || r.Outcome == vm.BlackWins || r.Outcome == vm.Decided:
		return -Mate + ply
	}
	return 0
}
