package legdefs_test

import (
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
)

// MovesIn decodes every built-in's piece types' lists as Moves does, into
// one buffer sized by BufFor.
func TestMovesInBuiltins(t *testing.T) {
	compared := 0
	for _, name := range variants.BuiltinNames() {
		v, err := variants.Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := compiler.Compile(v)
		if err != nil {
			continue // refused by the compiler: no table
		}
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
		compared++
	}
	if compared < 100 {
		t.Errorf("only %d built-ins compiled", compared)
	}
}
