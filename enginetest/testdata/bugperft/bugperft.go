// Package bugperft is the perft count that the test engines of package
// enginetest (fakeengine, scriptengine, xboardengine) share: betzac's own move
// generator, less the moves of a planted bug.
package bugperft

import "github.com/betzac/betzac/vm"

// Counter counts perft, leaving out every legal move Drop reports (nil:
// none).
type Counter struct {
	Drop func(pos *vm.Position, m vm.Move) bool
}

// Moves returns the legal moves, less the planted bug's.
func (c Counter) Moves(pos *vm.Position) []vm.Move {
	ms := pos.LegalMoves()
	if c.Drop == nil {
		return ms
	}
	out := ms[:0]
	for _, m := range ms {
		if !c.Drop(pos, m) {
			out = append(out, m)
		}
	}
	return out
}

// Count is the perft count of pos to depth.
func (c Counter) Count(pos *vm.Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range c.Moves(pos) {
		pos.Make(m)
		n += c.Count(pos, depth-1)
		pos.Unmake(m)
	}
	return n
}

// Divide calls each with every move and the count below it, and returns
// the total.
func (c Counter) Divide(pos *vm.Position, depth int, each func(move string, n uint64)) uint64 {
	var total uint64
	for _, m := range c.Moves(pos) {
		pos.Make(m)
		n := c.Count(pos, depth-1)
		pos.Unmake(m)
		total += n
		each(pos.MoveString(m), n)
	}
	return total
}

// Play makes moves (in the shared notation) in pos.
func Play(pos *vm.Position, moves []string) error {
	for _, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			return err
		}
		pos.Make(m)
	}
	return nil
}
