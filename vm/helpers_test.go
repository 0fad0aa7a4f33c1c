package vm_test

import (
	"sort"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// builtin compiles a built-in variant with the real front end.
func builtin(t testing.TB, name string) *legdefs.Program {
	t.Helper()
	_, p, err := compiler.Load(name)
	if err != nil {
		t.Fatalf("variant %s: %v", name, err)
	}
	return p
}

// position sets up a FEN of a Program. Hand-built test positions need
// not be reachable (the side not to move may be in check).
func position(t testing.TB, p *legdefs.Program, fen string) *vm.Position {
	t.Helper()
	pos, err := vm.NewAnyPosition(p, fen)
	if err != nil {
		t.Fatalf("NewPosition(%q): %v", fen, err)
	}
	return pos
}

// betza builds a Program from Betza strings (start = fen).
func betza(t testing.TB, files, ranks int, fen string, pieces ...vmtest.BetzaPiece) *legdefs.Program {
	t.Helper()
	p, err := vmtest.BuildBetza("test", files, ranks, fen, pieces)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// moveStrings returns the legal moves of pos as sorted strings.
func moveStrings(pos *vm.Position) []string {
	var out []string
	for _, m := range pos.LegalMoves() {
		out = append(out, pos.MoveString(m))
	}
	sort.Strings(out)
	return out
}

// countBelow is a plain perft, for tests of the vm alone.
func countBelow(pos *vm.Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	ms := pos.LegalMoves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		pos.Make(m)
		n += countBelow(pos, depth-1)
		pos.Unmake(m)
	}
	return n
}

type vmtestProgram struct{ p *legdefs.Program }
