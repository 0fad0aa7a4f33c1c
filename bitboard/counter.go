package bitboard

import (
	"fmt"
	"sync/atomic"

	"github.com/betzac/betzac/vm"
)

// PollDepth is the remaining depth at which a count checks Stop and calls
// Publish, as package perft's counter does (perft/doc.go).
const PollDepth = 3

// Counter counts perft below a position converted from the VM, with
// per-depth move buffers (no allocation per node). It is not safe for
// concurrent use.
type Counter struct {
	t    *Tables
	root Board
	opts [2][]castleOpt
	bufs [][]move
	// boards: the child board of each depth (copy-make without allocation)
	boards []Board
	pin    [64]uint64
	bpin   [64]uint64 // where a piece on a bent pin may go (bentPins)
	// Stop, if set, makes the count return early (a partial count).
	Stop *atomic.Bool
	// Publish, if set, is called with the count of every node PollDepth
	// plies above the leaves.
	Publish func(n uint64)
}

// NewCounter returns a Counter for pos's variant, for depths up to depth,
// or the reason the back end does not fit it (Fits).
func NewCounter(pos *vm.Position, depth int) (*Counter, error) {
	t, err := Fits(pos.Program())
	if err != nil {
		return nil, err
	}
	if pos.CastlePartnerTypes()&t.regionTypes != 0 {
		return nil, fmt.Errorf("PieceType.InitialRegion on a castling partner")
	}
	if t.hands && depth > maxHandDepth {
		return nil, fmt.Errorf("depth %d with hands, more than %d", depth, maxHandDepth)
	}
	t.setDropVirgin(pos)
	c := &Counter{t: t, bufs: make([][]move, depth+1), boards: make([]Board, depth+1)}
	for i := range c.bufs {
		c.bufs[i] = make([]move, 0, 256)
	}
	return c, nil
}

// Reset converts pos to the counter's board. An error (a position
// without one royal piece a side, or with the side not to move in check)
// means the VM must count it.
func (c *Counter) Reset(pos *vm.Position) error {
	if err := c.t.fromVM(pos, &c.root); err != nil {
		return err
	}
	c.t.castleOpts(pos, &c.root, &c.opts)
	return nil
}

// Count returns the leaf count depth plies below the position of the
// last Reset.
func (c *Counter) Count(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return c.count(&c.root, depth)
}

func (c *Counter) count(b *Board, depth int) uint64 {
	if depth == 1 {
		n, _ := c.legal(b, nil, true)
		return n
	}
	_, list := c.legal(b, c.bufs[depth][:0], false)
	c.bufs[depth] = list[:0]
	opts := c.opts[b.stm]
	var n uint64
	child := &c.boards[depth-1]
	for _, m := range list {
		*child = *b
		c.t.make(child, m, opts)
		n += c.count(child, depth-1)
		if depth > PollDepth && c.Stop != nil && c.Stop.Load() {
			return n
		}
	}
	if depth == PollDepth && c.Publish != nil {
		c.Publish(n)
	}
	return n
}
