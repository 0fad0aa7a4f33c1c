package legdefs_test

import (
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
)

// MovesOf decodes every built-in's piece types' lists as Moves does, one
// by one.
func TestMovesOfBuiltins(t *testing.T) {
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
		want := make([][]legdefs.Move, len(p.Pieces))
		for i, pt := range p.Pieces {
			offsets[i], want[i] = pt.Offset, p.Table.Moves(pt.Offset)
		}
		if d := cmp.Diff(want, p.Table.MovesOf(offsets)); d != "" {
			t.Errorf("%s: MovesOf (-Moves +MovesOf):\n%s", name, d)
		}
		compared++
	}
	if compared < 100 {
		t.Errorf("only %d built-ins compiled", compared)
	}
}
