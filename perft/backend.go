package perft

import (
	"strings"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/xqboard"
)

// Back ends: below each root move Run (and Count) counts on a back end of
// its own when the position fits one, else on the VM: package bitboard
// (≤ 64 squares: leaps, rides, bent riders, pawns, castling, drops) first, then package
// xqboard (≤ 128 squares: lame leaps, hoppers, confinement, the flying
// general, Janggi's passes, bikjang, palace lines and cannon). Each has
// its fits-check written once in its package. A run with a hash table
// stays on the VM (its table is keyed by the VM's hash); Options.VMOnly
// switches the back ends off. Both keep the stop
// flag and progress contract: they check the shared flag and publish at
// pollDepth.

// backends are one worker's back ends for the positions below its root.
type backends struct {
	bc     *bitboard.Counter // nil when the variant does not fit it
	vmOnly bool
}

// newBackends prepares the back ends for positions like pos, wired to
// c's stop flag and progress.
func newBackends(pos *vm.Position, depth int, c *counter, vmOnly bool) backends {
	b := backends{vmOnly: vmOnly}
	if vmOnly {
		return b
	}
	if bc, err := bitboard.NewCounter(pos, depth); err == nil {
		bc.Stop, bc.Publish = c.stop, c.publish
		b.bc = bc
	}
	return b
}

// count counts depth plies below c.pos on the first back end that takes
// it, else on the VM.
func (b backends) count(c *counter, depth int) uint64 {
	if b.vmOnly {
		return c.count(depth)
	}
	if b.bc != nil && b.bc.Reset(c.pos) == nil {
		return b.bc.Count(depth)
	}
	poll := xqboard.Poll{Stop: c.stop, Depth: pollDepth, Publish: c.publish}
	if n, ok := xqboard.Count(c.pos, depth, poll); ok {
		return n
	}
	return c.count(depth)
}

// Backend names the back end Run counts pos on (without VMOnly and a
// hash table): "bitboard", "xqboard (…)", or "vm" and why neither fits,
// for betzac compile --plan.
func Backend(pos *vm.Position) string {
	c, err := bitboard.NewCounter(pos, 0)
	if err == nil {
		err = c.Reset(pos)
	}
	if err == nil {
		return "bitboard"
	}
	xerr := xqboard.Fits(pos.Program())
	if xerr == nil {
		return "xqboard (bitboards, ≤128 squares)"
	}
	return "vm (" + strings.Join([]string{"bitboard: " + err.Error(), "xqboard: " + xerr.Error()}, "; ") + ")"
}
