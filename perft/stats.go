package perft

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/betzac/betzac/vm"
)

// Stats are the per-category counts of the leaf moves (the moves of the
// last ply), the columns of chessprogramming.org's "Perft Results" tables.
// A leaf move may count in several categories: an e.p. capture is also a
// capture, a double check is also a check and a discovered one, a mate is
// also a check. What each category means for any variant (multi-leg
// moves, blasts, drops) is vm.Facts's doc.
type Stats struct {
	Nodes           uint64 `json:"nodes"`
	Captures        uint64 `json:"captures"`
	EP              uint64 `json:"ep"`
	Castles         uint64 `json:"castles"`
	Promotions      uint64 `json:"promotions"`
	Drops           uint64 `json:"drops"`
	Checks          uint64 `json:"checks"`
	DiscoveryChecks uint64 `json:"discovery_checks"`
	DoubleChecks    uint64 `json:"double_checks"`
	Checkmates      uint64 `json:"checkmates"`
}

// add adds one leaf move's facts.
func (s *Stats) add(f vm.Facts) {
	s.Nodes++
	s.Captures += uint64(f & vm.FactCapture / vm.FactCapture)
	s.EP += uint64(f & vm.FactEP / vm.FactEP)
	s.Castles += uint64(f & vm.FactCastle / vm.FactCastle)
	s.Promotions += uint64(f & vm.FactPromotion / vm.FactPromotion)
	s.Drops += uint64(f & vm.FactDrop / vm.FactDrop)
	s.Checks += uint64(f & vm.FactCheck / vm.FactCheck)
	s.DiscoveryChecks += uint64(f & vm.FactDiscovered / vm.FactDiscovered)
	s.DoubleChecks += uint64(f & vm.FactDouble / vm.FactDouble)
	s.Checkmates += uint64(f & vm.FactMate / vm.FactMate)
}

// merge adds o to s.
func (s *Stats) merge(o Stats) {
	s.Nodes += o.Nodes
	s.Captures += o.Captures
	s.EP += o.EP
	s.Castles += o.Castles
	s.Promotions += o.Promotions
	s.Drops += o.Drops
	s.Checks += o.Checks
	s.DiscoveryChecks += o.DiscoveryChecks
	s.DoubleChecks += o.DoubleChecks
	s.Checkmates += o.Checkmates
}

// statsCounter is counter's twin for Stats: plain perft keeps its bulk
// count at the last ply, this one makes every leaf move to classify it.
type statsCounter struct {
	pos  *vm.Position
	bufs [][]vm.Move
	leaf []vm.Move // the mate test's buffer
	stop *atomic.Bool
	s    Stats
}

func (c *statsCounter) count(depth int) {
	pos := c.pos
	moves := pos.AppendLegal(c.bufs[depth][:0])
	c.bufs[depth] = moves[:0]
	for _, m := range moves {
		if depth == 1 {
			var f vm.Facts
			f, c.leaf = pos.MoveFacts(m, c.leaf)
			c.s.add(f)
			continue
		}
		pos.Make(m)
		c.count(depth - 1)
		pos.Unmake(m)
		if depth > pollDepth && c.stop.Load() {
			return
		}
	}
}

// CountStats returns the per-category counts of the leaves depth plies
// below pos, its root moves split among threads workers (0: all cores).
// It is apart from Run so that plain perft pays nothing for it. If ctx
// is canceled it stops within milliseconds and returns ctx's error with
// a partial count. pos is left unchanged.
func CountStats(ctx context.Context, pos *vm.Position, depth, threads int) (Stats, error) {
	if err := CheckDepth(depth); err != nil {
		return Stats{}, err
	}
	if depth <= 0 {
		return Stats{Nodes: 1}, nil
	}
	var stop atomic.Bool
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	roots := pos.LegalMoves()
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	threads = min(threads, max(len(roots), 1))
	var (
		next  atomic.Int64
		mu    sync.Mutex
		total Stats
		wg    sync.WaitGroup
	)
	for w := 0; w < threads; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := &statsCounter{pos: pos.Clone(), bufs: make([][]vm.Move, depth+1), stop: &stop}
			for i := int(next.Add(1)) - 1; i < len(roots) && !stop.Load(); i = int(next.Add(1)) - 1 {
				if depth == 1 {
					var f vm.Facts
					f, c.leaf = c.pos.MoveFacts(roots[i], c.leaf)
					c.s.add(f)
					continue
				}
				c.pos.Make(roots[i])
				c.count(depth - 1)
				c.pos.Unmake(roots[i])
			}
			mu.Lock()
			total.merge(c.s)
			mu.Unlock()
		}()
	}
	wg.Wait()
	return total, ctx.Err()
}
