package vm

import (
	"reflect"
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm/vmtest"
)

// factsPrograms are the built-ins' Programs, and one whose relay (x) and
// unload (u) legs are its first types' only (no built-in has relay legs).
func factsPrograms(t *testing.T) map[string]*legdefs.Program {
	out := map[string]*legdefs.Program{}
	for _, name := range variants.BuiltinNames() {
		out[name] = builtinProgram(t, name)
	}
	p, err := vmtest.BuildBetza("relay first", 8, 8, "8/8/8/8/8/8/8/K6k w - - 0 1", []vmtest.BetzaPiece{
		{Letter: "N", Betza: "mNxaN"}, {Letter: "M", Betza: "xK"}, {Letter: "U", Betza: "ucaF"},
		{Letter: "K", Betza: "K", Royal: true}, {Letter: "R", Betza: "R"}})
	if err != nil {
		t.Fatal(err)
	}
	out[p.Name] = p
	return out
}

// readMoves finds, one type's moves at a time, what every type's moves
// decoded on their own (Table.Moves) hold: the longest step, relay legs,
// relay legs before a move's last, unload legs.
func TestReadMovesFacts(t *testing.T) {
	for name, p := range factsPrograms(t) {
		got, err := readMoves(p)
		if err != nil {
			continue // refused by the VM
		}
		want := moveFacts{gb: 1}
		for _, pt := range p.Pieces {
			moves := p.Table.Moves(pt.Offset)
			for _, m := range moves {
				longest, _ := checkMove(pt.Letter, m)
				want.gb = max(want.gb, longest)
			}
			want.relay = want.relay || hasMode(moves, legdefs.ModeRelay)
			want.induces = want.induces || induces(moves)
			want.unload = want.unload || hasMode(moves, legdefs.ModeUnload)
		}
		got.buf = legdefs.MoveBuf{}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: readMoves found %+v, want %+v", name, got, want)
		}
	}
}

// The types compiled from moves decoded one type at a time into one
// buffer (newTablesKeyed) are those compiled from each type's own decode
// (Table.Moves): no compiled table keeps a part of the buffer, which the
// next type's moves overwrite.
func TestTypesCompiledFromOneBuffer(t *testing.T) {
	compared := 0
	for name, p := range factsPrograms(t) {
		shared, mf, err := newTypes(p)
		if err != nil {
			continue // refused by the VM
		}
		shared.compileTypes(func(off int) []legdefs.Move { return p.Table.MovesIn(off, &mf.buf) })
		own, _, _ := newTypes(p)
		own.compileTypes(p.Table.Moves)
		if !reflect.DeepEqual(shared.types, own.types) || !reflect.DeepEqual(shared.legsOf, own.legsOf) {
			t.Errorf("%s: the types compiled from one buffer differ from those compiled from each type's own moves", name)
		}
		compared++
	}
	if compared < 100 {
		t.Errorf("only %d built-ins compared", compared)
	}
}
