package perft

import (
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/xqboard"
)

// Back ends: below each root move Run counts on a back end of its own
// when the position fits one (its fits-check, written once in its
// package), else on the VM. Options.VMOnly switches them off.

// subtree counts depth plies below c.pos, the position after a root
// move: on the xqboard bitboards when allowed and the position fits,
// else on the VM. A run with a hash table stays on the VM (its table is
// keyed by the VM's hash).
func (c *counter) subtree(depth int, vmOnly bool) uint64 {
	if !vmOnly && c.tt == nil {
		poll := xqboard.Poll{Stop: c.stop, Depth: pollDepth, Publish: c.publish}
		if n, ok := xqboard.Count(c.pos, depth, poll); ok {
			return n
		}
	}
	return c.count(depth)
}

// Backend names the back end Run counts pos's variant on (without
// VMOnly and a hash table): "xqboard", or "vm" and why no other fits.
func Backend(pos *vm.Position) string {
	if err := xqboard.Fits(pos.Program()); err != nil {
		return "vm (xqboard: " + err.Error() + ")"
	}
	return "xqboard (bitboards, ≤128 squares)"
}
