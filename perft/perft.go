package perft

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/betzac/betzac/vm"
)

// Options control a perft run.
type Options struct {
	// Threads is the number of worker goroutines for the root split;
	// 0 means runtime.NumCPU().
	Threads int
	// HashMB is the size of the transposition table in MiB; 0 = none.
	HashMB int
	// Progress, if set, is called after each root move is counted and
	// every ProgressEvery during a long one (one call at a time).
	Progress func(Progress)
	// ProgressEvery is the time between progress reports during a root
	// move; 0 means one second.
	ProgressEvery time.Duration
	// VMOnly counts every subtree on the VM, never on a back end of its
	// own (backend.go): for tests that compare the two.
	VMOnly bool
}

// MaxDepth is the deepest perft Run counts: far more than any run can
// finish, and the depth keys of the transposition table stay distinct.
const MaxDepth = 64

// CheckDepth is Run's error for a depth above MaxDepth; counters of their
// own (gamecourier's through the preset) are capped by it too.
func CheckDepth(depth int) error {
	if depth > MaxDepth {
		return fmt.Errorf("depth %d is more than %d, the deepest perft counts", depth, MaxDepth)
	}
	return nil
}

// MaxHashMB is the largest transposition table Run allocates (1 TiB).
const MaxHashMB = 1 << 20

// pollDepth is the remaining depth at which a count checks the stop flag
// and adds what it counted to the shared progress counter: a few plies
// above the leaves, so that the hot loop below does neither, yet often
// enough (microseconds to milliseconds apart) to stop within a second.
const pollDepth = 3

// Progress reports how far a run is.
type Progress struct {
	Done, Total int           // root moves counted, root moves in all
	Nodes       uint64        // leaf nodes counted so far, in all root moves
	Elapsed     time.Duration // since the start
}

// Entry is one root move of a divide: the move and its leaf count.
type Entry struct {
	Move  string `json:"move"`
	Nodes uint64 `json:"nodes"`
}

// Result is the outcome of Run.
type Result struct {
	FEN      string        `json:"fen"`
	Depth    int           `json:"depth"`
	Nodes    uint64        `json:"nodes"`
	Elapsed  time.Duration `json:"elapsed_ns"`
	NPS      float64       `json:"nodes_per_second"`
	Threads  int           `json:"threads"`
	HashMB   int           `json:"hash_mb,omitempty"`
	Divide   []Entry       `json:"divide,omitempty"` // sorted by move
	Canceled bool          `json:"canceled,omitempty"`
}

// counter counts one subtree at a time with per-depth move buffers.
type counter struct {
	pos  *vm.Position
	bufs [][]vm.Move
	tt   *table
	// stop, when set, makes the count return early (with a partial count).
	stop *atomic.Bool
	// live counts the leaves of every finished pollDepth subtree, shared
	// by the workers of a run; flushed is this counter's part of it in
	// the current root move.
	live    *atomic.Uint64
	flushed uint64
}

// newCounter returns a counter for depths up to depth. stop and live may
// be nil.
func newCounter(pos *vm.Position, depth int, tt *table, stop *atomic.Bool, live *atomic.Uint64) *counter {
	if stop == nil {
		stop = new(atomic.Bool)
	}
	if live == nil {
		live = new(atomic.Uint64)
	}
	return &counter{pos: pos, tt: tt, bufs: moveBufs(depth), stop: stop, live: live}
}

// bufMoves is the room a move buffer starts with; a position with more
// moves grows its buffer.
const bufMoves = 256

// moveBufs returns count's move buffers for depths 1 to depth (count
// lists no moves at depth 0), each with room for bufMoves moves, in one
// array: start-up pays for every page it touches (issue 31).
func moveBufs(depth int) [][]vm.Move {
	bufs := make([][]vm.Move, depth+1)
	all := make([]vm.Move, depth*bufMoves)
	for d := 1; d <= depth; d++ {
		at := (d - 1) * bufMoves
		bufs[d] = all[at : at : at+bufMoves]
	}
	return bufs
}

// publish adds the n leaves of a node pollDepth plies above the leaves
// to the run's progress counter.
func (c *counter) publish(n uint64) {
	c.live.Add(n)
	c.flushed += n
}

// finishRoot publishes the rest of a root move's count n (the leaves not
// below a pollDepth node, and transposition table hits).
func (c *counter) finishRoot(n uint64) {
	if n > c.flushed {
		c.live.Add(n - c.flushed)
	}
	c.flushed = 0
}

// countLeaves is count at depth 1: c.pos's legal moves, counted.
func (c *counter) countLeaves() uint64 {
	n, buf := c.pos.CountLegal(c.bufs[1])
	c.bufs[1] = buf
	return uint64(n)
}

// count is the leaf count depth plies below c.pos, through the
// transposition table when there is one.
func (c *counter) count(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	pos := c.pos
	if depth == 1 {
		return c.countLeaves()
	}
	if c.tt != nil {
		if n, ok := c.tt.probe(pos.Hash(), depth); ok {
			return n
		}
	}
	moves := pos.AppendLegal(c.bufs[depth][:0])
	c.bufs[depth] = moves[:0]
	var n uint64
	for _, m := range moves {
		pos.Make(m)
		if depth == 2 {
			n += c.countLeaves() // count's first test, without its call
		} else {
			n += c.count(depth - 1)
		}
		pos.Unmake(m)
		if depth > pollDepth && c.stop.Load() {
			return n // partial: neither stored nor published
		}
	}
	if c.tt != nil {
		c.tt.store(pos.Hash(), depth, n)
	}
	if depth == pollDepth {
		c.publish(n)
	}
	return n
}

// Count returns the number of leaf nodes depth plies below pos,
// single-threaded, without a hash table. pos is left unchanged.
func Count(pos *vm.Position, depth int) uint64 {
	c := newCounter(pos, depth, nil, nil, nil)
	return newBackends(pos, depth, c, false).count(c, depth)
}

// CountVM is Count on the VM only (Options.VMOnly).
func CountVM(pos *vm.Position, depth int) uint64 {
	return newCounter(pos, depth, nil, nil, nil).count(depth)
}

// Divide returns the leaf count below each legal move of pos (at depth-1
// below it), sorted by move string, single-threaded.
func Divide(pos *vm.Position, depth int) []Entry {
	r, _ := Run(context.Background(), pos, depth, Options{Threads: 1})
	return r.Divide
}

// Run counts the leaf nodes depth plies below pos, splitting the root
// moves among Options.Threads workers, each with its own copy of the
// position. The result always holds the divide. If ctx is canceled the
// run stops within a few milliseconds and returns ctx's error, with
// Canceled set, Nodes the leaves counted so far and the divide of the
// root moves finished. A depth above MaxDepth or a table above MaxHashMB
// is an error. pos is left unchanged.
func Run(ctx context.Context, pos *vm.Position, depth int, opt Options) (Result, error) {
	start := time.Now()
	if err := CheckDepth(depth); err != nil {
		return Result{}, err
	}
	if opt.HashMB > MaxHashMB {
		return Result{}, fmt.Errorf("a %d MB hash table is more than %d MB, the largest perft allocates", opt.HashMB, MaxHashMB)
	}
	threads := opt.Threads
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	res := Result{FEN: pos.FEN(), Depth: depth, Threads: threads, HashMB: opt.HashMB}
	if depth <= 0 {
		res.Nodes = 1
		res.Elapsed = time.Since(start)
		return res, nil
	}
	r := &rootSplit{pos: pos, depth: depth, moves: pos.LegalMoves(), vmOnly: opt.VMOnly || opt.HashMB > 0}
	if opt.HashMB > 0 {
		var err error
		if r.tt, err = newTable(opt.HashMB); err != nil {
			return Result{}, err
		}
	}
	r.entries = make([]Entry, len(r.moves))
	for i, m := range r.moves {
		r.entries[i].Move = pos.MoveString(m)
	}
	threads = min(threads, max(len(r.moves), 1))
	res.Threads = threads

	stopWatch := context.AfterFunc(ctx, func() { r.stop.Store(true) })
	defer stopWatch()
	r.report = func() {
		if opt.Progress != nil {
			opt.Progress(Progress{Done: r.done, Total: len(r.moves), Nodes: r.live.Load(), Elapsed: time.Since(start)})
		}
	}
	stopReports := func() {}
	if opt.Progress != nil {
		stopReports = reportEvery(opt.ProgressEvery, func() {
			r.mu.Lock()
			r.report()
			r.mu.Unlock()
		})
	}
	r.workOn(threads)
	stopReports()
	res.Nodes = r.live.Load()
	res.Elapsed = time.Since(start)
	if s := res.Elapsed.Seconds(); s > 0 {
		res.NPS = float64(res.Nodes) / s
	}
	if ctx.Err() != nil {
		res.Canceled = true
	}
	slices.SortFunc(r.entries, func(a, b Entry) int { return strings.Compare(a.Move, b.Move) })
	res.Divide = r.entries
	return res, ctx.Err()
}

// rootSplit is what Run's workers share: they take the root moves in turn
// (next) and count each one's subtree on their own copy of the position.
type rootSplit struct {
	pos     *vm.Position
	depth   int
	moves   []vm.Move
	entries []Entry // the divide, one entry per root move
	tt      *table  // nil: no hash table
	stop    atomic.Bool
	live    atomic.Uint64 // leaves counted so far
	next    atomic.Int64
	mu      sync.Mutex // serializes the report calls
	done    int        // root moves finished, under mu
	vmOnly  bool       // Options.VMOnly, or a hash table (backend.go)
	report  func()     // reports progress, under mu
}

// workOn counts the root moves on threads workers and returns when they
// are done. One worker is the calling goroutine itself: a new one would
// grow a stack of its own, pages that a short run pays for (issue 31);
// cancel and progress do not need it (they set and read r's fields).
func (r *rootSplit) workOn(threads int) {
	if threads == 1 {
		r.work()
		return
	}
	var wg sync.WaitGroup
	for w := 0; w < threads; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.work()
		}()
	}
	wg.Wait()
}

// work is one worker: it counts root moves until none is left or the run
// is stopped.
func (r *rootSplit) work() {
	q := r.pos.Clone()
	// count starts one ply below the root
	c := newCounter(q, r.depth-1, r.tt, &r.stop, &r.live)
	b := newBackends(q, r.depth, c, r.vmOnly)
	for !r.stop.Load() {
		i := int(r.next.Add(1)) - 1
		if i >= len(r.moves) {
			return
		}
		q.Make(r.moves[i])
		n := b.count(c, r.depth-1)
		q.Unmake(r.moves[i])
		if r.stop.Load() {
			return // n is partial
		}
		r.entries[i].Nodes = n
		c.finishRoot(n)
		r.mu.Lock()
		r.done++
		r.report()
		r.mu.Unlock()
	}
}

// reportEvery calls report every interval (default one second) until
// stop is called; once stop returns, report is not called again. A timer
// calls it, not a goroutine that waits for a ticker: a run shorter than
// the interval starts no goroutine, and each new goroutine of a short run
// had the runtime start a thread, some 15 page faults of its start-up
// (issue 31).
func reportEvery(interval time.Duration, report func()) (stop func()) {
	if interval <= 0 {
		interval = time.Second
	}
	var mu sync.Mutex // held while reporting, and until tick is set
	stopped := false
	mu.Lock()
	defer mu.Unlock()
	var tick *time.Timer
	tick = time.AfterFunc(interval, func() {
		mu.Lock()
		defer mu.Unlock()
		if !stopped {
			tick.Reset(interval)
			report()
		}
	})
	return func() {
		mu.Lock()
		defer mu.Unlock()
		stopped = true
		tick.Stop()
	}
}
