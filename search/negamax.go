package search

import "github.com/betzac/betzac/vm"

// negamax is the alpha-beta search of the node at ply, depth plies deep
// (package comment); it returns 0 at once when the search is stopped.
func (e *Engine) negamax(depth, ply, alpha, beta int, pvNode bool) int {
	if e.enter(ply) {
		return 0
	}
	pos := e.pos
	key := pos.Hash()
	inCheck := pos.InCheck()
	e.path[ply], e.checks[ply] = key, inCheck
	if ply > 0 {
		if e.moveRepeated(ply) {
			return Mate - ply // the side that moved repeated its move and lost
		}
		if r, ok := e.repetition(ply, key); ok {
			return e.resultScore(r, ply)
		}
	}
	if inCheck && ply < maxPly/2 {
		depth++ // check extension
	}
	if depth <= 0 || ply >= maxPly-1 {
		return e.quiesce(ply, 0, alpha, beta)
	}
	key = e.ttKey(ply, key)
	var hashMove vm.Move
	if ent, ok := e.tt.probe(key); ok {
		hashMove = ent.move
		if s := scoreFromTT(int(ent.score), ply); !pvNode && int(ent.depth) >= depth &&
			(ent.bound == boundExact || ent.bound == boundLower && s >= beta || ent.bound == boundUpper && s <= alpha) {
			return s
		}
	}
	moves := e.generate(ply)
	if len(moves) == 0 {
		return e.terminal(ply)
	}
	if r := e.ruleResult(ply); r.Over() {
		return e.resultScore(r, ply)
	}
	e.order(ply, hashMove, false)
	moves = e.moves[ply]
	best, bestMove, bound := -inf, moves[0], boundUpper
	for i := range moves {
		e.pickNext(ply, i)
		m := moves[i]
		quiet := e.quiet(m)
		e.line[ply] = m
		e.make(ply, m)
		var s int
		if i == 0 {
			s = -e.negamax(depth-1, ply+1, -beta, -alpha, pvNode)
		} else {
			s = -e.negamax(depth-1, ply+1, -alpha-1, -alpha, false)
			if s > alpha && s < beta {
				s = -e.negamax(depth-1, ply+1, -beta, -alpha, true)
			}
		}
		pos.Unmake(m)
		if e.stopped {
			return 0
		}
		if s <= best {
			continue
		}
		best, bestMove = s, m
		if s <= alpha {
			continue
		}
		alpha, bound = s, boundExact
		e.setPV(ply, m)
		if s >= beta {
			bound = boundLower
			if quiet {
				e.cutoff(ply, depth, m)
			}
			break
		}
	}
	e.tt.store(key, depth, scoreToTT(best, ply), bound, bestMove)
	return best
}

// quiesce searches captures and promotions only (every move when in
// check), standing pat on the static evaluation; qply plies into it,
// at maxQuiesce, it stands pat (variants with many captures explode).
func (e *Engine) quiesce(ply, qply, alpha, beta int) int {
	if e.enter(ply) {
		return 0
	}
	pos := e.pos
	inCheck := pos.InCheck()
	moves := e.generate(ply)
	if len(moves) == 0 {
		return e.terminal(ply)
	}
	if e.counted && ply > 0 {
		if r := e.counts[ply].Result(); r.Over() {
			return e.resultScore(r, ply)
		}
	}
	opp := -1
	if ply > 0 {
		opp = e.nMoves[ply-1]
	}
	best := -inf
	horizon := ply >= maxPly-1 || qply >= maxQuiesce
	if !inCheck || horizon {
		best = e.eval.evaluate(pos, len(moves), opp)
		if best >= beta || horizon {
			return best
		}
		alpha = max(alpha, best)
	}
	n := e.order(ply, vm.Move{}, !inCheck)
	moves = e.moves[ply]
	for i := range n {
		e.pickNext(ply, i)
		m := moves[i]
		e.make(ply, m)
		s := -e.quiesce(ply+1, qply+1, -beta, -alpha)
		pos.Unmake(m)
		if e.stopped {
			return 0
		}
		if s > best {
			best = s
			if s > alpha {
				alpha = s
				e.setPV(ply, m)
				if s >= beta {
					break
				}
			}
		}
	}
	return best
}

// ttKey is the hash table's key of the node at ply, of hash key: the
// n-move rule's clock mixed in where the search could meet the rule
// (vm's MoveRuleKey), and with the counting rule, its count (the same
// board at another clock or count is another node).
func (e *Engine) ttKey(ply int, key uint64) uint64 {
	key ^= e.pos.MoveRuleKey(maxPly)
	if e.counted {
		key ^= e.counts[ply].Key()
	}
	return key
}

// make makes m at ply, counting on with the counting rule.
func (e *Engine) make(ply int, m vm.Move) {
	if e.counted {
		e.counts[ply+1] = e.pos.MakeCounted(e.counts[ply], m)
		return
	}
	e.pos.Make(m)
}

// ruleResult is the end below the root of a node with legal moves by
// the n-move rule (Position.MoveRuleResult) or the counting rule (the
// count's Result), in Game.Result's order.
func (e *Engine) ruleResult(ply int) vm.Result {
	if ply == 0 {
		return vm.Result{}
	}
	if r := e.pos.MoveRuleResult(); r.Over() {
		return r
	}
	if e.counted {
		return e.counts[ply].Result()
	}
	return vm.Result{}
}

// generate lists the legal moves at ply into the ply's buffer.
func (e *Engine) generate(ply int) []vm.Move {
	e.moves[ply] = e.pos.AppendLegal(e.moves[ply][:0])
	e.nMoves[ply] = len(e.moves[ply])
	return e.moves[ply]
}

// setPV makes m followed by the child's PV the PV of ply.
func (e *Engine) setPV(ply int, m vm.Move) {
	e.pv[ply][0] = m
	n := copy(e.pv[ply][1:], e.pv[ply+1][:e.pvLen[ply+1]])
	e.pvLen[ply] = 1 + n
}

// repetition reports whether the position at ply (hash key) stood
// before, with the same side to move, on the path or in the game's
// history (twice being enough in the tree), and if so its result as
// vm's Position.RepetitionVerdict gives it, the rule Game.Result
// applies: perpetual check read from the check flags of the positions
// since, perpetual chasing from the moves (chases).
func (e *Engine) repetition(ply int, key uint64) (vm.Result, bool) {
	// seen is the position k plies before the one at ply
	seen := func(k int) (uint64, bool, bool) {
		if k <= ply {
			return e.path[ply-k], e.checks[ply-k], true
		}
		if j := len(e.history) - (k - ply); j >= 0 {
			return e.history[j].Key, e.history[j].Check, true
		}
		return 0, false, false
	}
	them, us := e.checks[ply], true // them: checks by the side not to move
	for k := 1; ; k++ {
		h, check, ok := seen(k)
		if !ok {
			return vm.Result{}, false
		}
		if k%2 == 1 {
			us = us && check
			continue
		}
		them = them && check
		if h == key {
			return e.pos.RepetitionVerdict([2]bool{them, us}, e.chases(ply, k)), true
		}
	}
}

// chases is what the chasing rule says of a repetition of the position
// at ply, k plies back: who chased with every move since (vm's
// Position.RepetitionChases, over the moves from the game's history and
// the path; none without the rule).
func (e *Engine) chases(ply, k int) [2]bool {
	if !e.chasing {
		return [2]bool{}
	}
	return e.pos.RepetitionChases(e.lastMoves(ply, k+1), k)
}

// moveRepeated reports whether the side to move at ply has won by
// Janggi's move repetition rule (vm's Position.MoveRepetitionWon, over
// the moves from the game's history and the path), asked only where the
// last move may repeat one.
func (e *Engine) moveRepeated(ply int) bool {
	last, ok1 := e.moveBack(ply, 1)
	before, ok3 := e.moveBack(ply, 3)
	return ok1 && ok3 && e.pos.MoveMayRepeat(last, before) &&
		e.pos.MoveRepetitionWon(e.lastMoves(ply, vm.MoveRepetitionMoves))
}

// moveBack is the move that reached the position k plies before the one
// at ply (k 1: the last move), from the path or the game's history.
func (e *Engine) moveBack(ply, k int) (vm.Move, bool) {
	if k <= ply {
		return e.line[ply-k], true
	}
	if j := len(e.history) - (k - ply); j >= 0 {
		return e.history[j].Move, true
	}
	return vm.Move{}, false
}

// lastMoves is the last n moves (more from a longer path, fewer at the
// game's start) that reached the position at ply, from the game's
// history and the path, oldest first, in a buffer kept for reuse.
func (e *Engine) lastMoves(ply, n int) []vm.Move {
	buf := e.moveBuf[:0]
	from := min(max(0, len(e.history)-(n-ply)), len(e.history))
	for _, s := range e.history[from:] {
		buf = append(buf, s.Move)
	}
	buf = append(buf, e.line[:ply]...)
	e.moveBuf = buf
	return buf
}
