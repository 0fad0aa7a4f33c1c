package perft

import (
	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/vm"
)

// The bitboard back end (package bitboard) counts below each root move
// when it fits the variant and the position (bitboard.Fits, Counter.Reset)
// and no hash table is asked for; Options.NoBitboard keeps the VM. The
// stop flag and progress contract holds there too: the back end checks
// the shared flag and publishes at the same depth (bitboard.PollDepth).

// Backend names the back end Run counts pos with, and why not the bitboard
// one when it does not (for betzac compile --plan and perft's output).
func Backend(pos *vm.Position) string {
	c, err := bitboard.NewCounter(pos, 0)
	if err == nil {
		err = c.Reset(pos)
	}
	if err != nil {
		return "vm (bitboard: " + err.Error() + ")"
	}
	return "bitboard"
}

// bitboardFor returns a bitboard counter for pos to depth wired to c's
// stop flag and progress, or nil when the VM must count.
func bitboardFor(pos *vm.Position, depth int, c *counter) *bitboard.Counter {
	bc, err := bitboard.NewCounter(pos, depth)
	if err != nil || bc.Reset(pos) != nil {
		return nil
	}
	bc.Stop, bc.Publish = c.stop, c.publish
	return bc
}

// countBelow counts depth plies below c.pos, by bc when it takes the
// position.
func (c *counter) countBelow(bc *bitboard.Counter, depth int) uint64 {
	if bc != nil && bc.Reset(c.pos) == nil {
		return bc.Count(depth)
	}
	return c.count(depth)
}
