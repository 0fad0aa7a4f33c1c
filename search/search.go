package search

import (
	"sync/atomic"
	"time"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// Score bounds: Mate - n is a mate in n plies; scores beyond MateBound are
// mates.
const (
	Mate       = 30000
	MateBound  = Mate - 1000
	MaxDepth   = 64
	maxPly     = 96
	maxQuiesce = 4
	inf        = Mate + 1
)

// Info is what Search reports after each finished iteration.
type Info struct {
	Depth int
	Score int // centipawns for the side to move, or a mate score (Mate - plies)
	Nodes uint64
	Time  time.Duration
	PV    []vm.Move
}

// MateIn returns the moves to mate of a mate score (negative: being
// mated) and whether score is one.
func MateIn(score int) (int, bool) {
	switch {
	case score > MateBound:
		return (Mate - score + 1) / 2, true
	case score < -MateBound:
		return -(Mate + score) / 2, true
	}
	return 0, false
}

// Engine searches one position; see the package comment.
type Engine struct {
	pos  *vm.Position
	eval *evaluator
	tt   *table
	stop atomic.Bool

	nodes    uint64
	limits   Limits
	start    time.Time
	deadline time.Time
	stopped  bool
	history  []Seen // the positions before pos, from SetPosition

	moves   [maxPly][]vm.Move
	keys    [maxPly][]int32
	nMoves  [maxPly]int
	killers [maxPly][2]vm.Move
	pv      [maxPly][maxPly]vm.Move
	pvLen   [maxPly]int
	path    [maxPly]uint64
	checks  [maxPly]bool     // whether the side to move at each ply of path is in check
	line    [maxPly]vm.Move  // the move made at each ply of path
	chasing bool             // the variant has the chasing rule
	counted bool             // the variant has the counting rule
	counts  [maxPly]vm.Count // the counting rule's count at each ply of path
	moveBuf []vm.Move        // the moves of a repetition (chases)
	hist    []int32          // by from*size+to
	size    int
}

// Seen is a position of the game before the one searched: its hash,
// whether its side to move was in check (perpetual check reads it), and
// the move played from it (the chasing rule replays them).
type Seen struct {
	Key   uint64
	Check bool
	Move  vm.Move
}

// SeenNow is pos as a Seen, for the history of a position played on
// from it with m.
func SeenNow(pos *vm.Position, m vm.Move) Seen { return Seen{pos.Hash(), pos.InCheck(), m} }

// New returns an engine for pos's variant with a hash table of hashMB
// megabytes. It plays pos until SetPosition gives another.
func New(pos *vm.Position, hashMB int) *Engine {
	e := &Engine{tt: newTable(hashMB)}
	e.SetPosition(pos, nil)
	return e
}

// SetPosition makes pos the position to search (the engine moves along
// it and leaves it as it found it); history holds the positions of the
// game before it, oldest first, for repetitions (and perpetual check).
// With Xiangqi's chasing rule, Janggi's move repetition rule or the
// Makruk family's counting rule, pos must have been reached by making
// history's moves on it: a repetition, and the count at the root, are
// judged by unmaking and replaying them (vm's Position.RepetitionChases,
// MoveRepetitionWon, CountAfter). A position of another variant
// gets a new evaluation. It clears Stop.
func (e *Engine) SetPosition(pos *vm.Position, history []Seen) {
	if e.pos == nil || e.pos.Program() != pos.Program() {
		e.eval = newEvaluator(pos)
		e.chasing = pos.Program().Rules.ChasingRule != legdefs.ChasingNone
		e.counted = pos.Program().Rules.Counting != legdefs.CountingNone
		e.size = 0
		for _, s := range pos.Squares() {
			e.size = max(e.size, int(s)+1)
		}
		e.hist = make([]int32, e.size*e.size)
	}
	e.pos, e.history = pos, history
	if e.counted {
		e.counts[0] = pos.CountAfter(e.lastMoves(0, len(history)))
	}
	e.stop.Store(false)
}

// Position returns the position the engine searches.
func (e *Engine) Position() *vm.Position { return e.pos }

// Clear empties the hash table, killers and history (a new game).
func (e *Engine) Clear() {
	e.tt.clear()
	clear(e.hist)
	e.killers = [maxPly][2]vm.Move{}
}

// Resize replaces the hash table by one of mb megabytes.
func (e *Engine) Resize(mb int) { e.tt = newTable(mb) }

// Stop makes a running Search return soon; safe from any goroutine. It
// lasts until the next SetPosition, so that a Stop sent before the
// search's goroutine starts is not lost.
func (e *Engine) Stop() { e.stop.Store(true) }

// Evaluate returns the static evaluation of the position for the side to
// move (doc.go, Evaluation).
func (e *Engine) Evaluate() int {
	n := len(e.pos.AppendLegal(e.moves[0][:0]))
	return e.eval.evaluate(e.pos, n, -1)
}

// Search searches the position within limits, calling report (if not
// nil) after each finished iteration, and returns the best move; ok is
// false when there is no legal move.
func (e *Engine) Search(limits Limits, report func(Info)) (best vm.Move, ok bool) {
	e.limits, e.start, e.nodes, e.stopped = limits, time.Now(), 0, false
	e.deadline = time.Time{}
	if b := limits.budget(e.pos.SideToMove()); b > 0 {
		e.deadline = e.start.Add(b)
	}
	root := e.pos.AppendLegal(nil)
	if len(root) == 0 {
		return vm.Move{}, false
	}
	best = root[0]
	maxDepth := MaxDepth
	if limits.Depth > 0 {
		maxDepth = min(limits.Depth, MaxDepth)
	}
	for depth := 1; depth <= maxDepth; depth++ {
		score := e.negamax(depth, 0, -inf, inf, true)
		if e.pvLen[0] > 0 {
			// An iteration cut short searches the last one's best move
			// first and takes another only when that one proved better.
			best = e.pv[0][0]
		}
		if e.stopped {
			break
		}
		if report != nil {
			report(Info{Depth: depth, Score: score, Nodes: e.nodes, Time: time.Since(e.start), PV: append([]vm.Move(nil), e.pv[0][:e.pvLen[0]]...)})
		}
		if _, mate := MateIn(score); mate && !limits.Infinite && limits.Depth == 0 {
			break
		}
		if !e.deadline.IsZero() && limits.MoveTime == 0 && time.Since(e.start) > e.deadline.Sub(e.start)/2 {
			break // the next iteration would not finish
		}
	}
	return best, true
}

// Nodes returns the nodes the last Search visited.
func (e *Engine) Nodes() uint64 { return e.nodes }

// enter counts the node at ply, clears its PV and reports whether the
// search must stop: it reads the stop flag, the clock and the node limit
// every 1024 nodes.
func (e *Engine) enter(ply int) bool {
	e.pvLen[ply] = 0
	e.nodes++
	if e.stopped {
		return true
	}
	if e.limits.Nodes > 0 && e.nodes >= e.limits.Nodes {
		e.stopped = true
	} else if e.nodes&1023 == 0 {
		e.stopped = e.stop.Load() || !e.deadline.IsZero() && time.Now().After(e.deadline)
	}
	return e.stopped
}
