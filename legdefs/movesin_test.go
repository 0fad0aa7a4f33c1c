package legdefs_test

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/google/go-cmp/cmp"
)

// MovesIn decodes every built-in's piece types' lists as Moves does, into
// one buffer sized by BufFor.
func TestMovesInBuiltins(t *testing.T) {
	eachBuiltin(t, func(name string, p *legdefs.Program) {
		offsets := make([]int, len(p.Pieces))
		for i, pt := range p.Pieces {
			offsets[i] = pt.Offset
		}
		buf := p.Table.BufFor(offsets)
		for _, off := range offsets {
			if d := cmp.Diff(p.Table.Moves(off), p.Table.MovesIn(off, &buf)); d != "" {
				t.Errorf("%s: MovesIn (-Moves +MovesIn):\n%s", name, d)
			}
		}
	})
}
