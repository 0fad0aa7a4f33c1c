package perft

import (
	"context"
	"runtime"
	"sort"
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
	// Progress, if set, is called after each root move is counted
	// (from the worker that counted it, one call at a time).
	Progress func(Progress)
}

// Progress reports how far a run is.
type Progress struct {
	Done, Total int           // root moves counted, root moves in all
	Nodes       uint64        // leaf nodes counted so far
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
}

func newCounter(pos *vm.Position, depth int, tt *table) *counter {
	c := &counter{pos: pos, tt: tt, bufs: make([][]vm.Move, depth+1)}
	for i := range c.bufs {
		c.bufs[i] = make([]vm.Move, 0, 256)
	}
	return c
}

func (c *counter) count(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	pos := c.pos
	moves := pos.AppendLegal(c.bufs[depth][:0])
	c.bufs[depth] = moves[:0]
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		pos.Make(m)
		n += c.count(depth - 1)
		pos.Unmake(m)
	}
	return n
}

func (c *counter) countTT(depth int) uint64 {
	if depth <= 1 {
		return c.count(depth)
	}
	pos := c.pos
	if n, ok := c.tt.probe(pos.Hash(), depth); ok {
		return n
	}
	moves := pos.AppendLegal(c.bufs[depth][:0])
	c.bufs[depth] = moves[:0]
	var n uint64
	for _, m := range moves {
		pos.Make(m)
		n += c.countTT(depth - 1)
		pos.Unmake(m)
	}
	c.tt.store(pos.Hash(), depth, n)
	return n
}

// Count returns the number of leaf nodes depth plies below pos,
// single-threaded, without a hash table. pos is left unchanged.
func Count(pos *vm.Position, depth int) uint64 {
	return newCounter(pos, depth, nil).count(depth)
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
// run stops after the root moves in progress and Canceled is set, with
// the nodes counted so far. pos is left unchanged.
func Run(ctx context.Context, pos *vm.Position, depth int, opt Options) (Result, error) {
	start := time.Now()
	threads := opt.Threads
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	res := Result{FEN: pos.FEN(), Depth: depth, Threads: threads, HashMB: opt.HashMB}
	var tt *table
	if opt.HashMB > 0 {
		tt = newTable(opt.HashMB)
	}
	if depth <= 0 {
		res.Nodes = 1
		res.Elapsed = time.Since(start)
		return res, nil
	}
	moves := pos.LegalMoves()
	entries := make([]Entry, len(moves))
	for i, m := range moves {
		entries[i].Move = pos.MoveString(m)
	}
	threads = min(threads, max(len(moves), 1))
	res.Threads = threads
	var next atomic.Int64
	var mu sync.Mutex
	var done int
	var total uint64
	var wg sync.WaitGroup
	for w := 0; w < threads; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q := pos.Clone()
			c := newCounter(q, depth, tt)
			for {
				if ctx.Err() != nil {
					return
				}
				i := int(next.Add(1)) - 1
				if i >= len(moves) {
					return
				}
				q.Make(moves[i])
				var n uint64
				if tt != nil {
					n = c.countTT(depth - 1)
				} else {
					n = c.count(depth - 1)
				}
				q.Unmake(moves[i])
				entries[i].Nodes = n
				mu.Lock()
				done++
				total += n
				if opt.Progress != nil {
					opt.Progress(Progress{Done: done, Total: len(moves), Nodes: total, Elapsed: time.Since(start)})
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	res.Nodes = total
	res.Elapsed = time.Since(start)
	if s := res.Elapsed.Seconds(); s > 0 {
		res.NPS = float64(total) / s
	}
	if ctx.Err() != nil {
		res.Canceled = true
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Move < entries[j].Move })
	res.Divide = entries
	return res, ctx.Err()
}
