package perft_test

import (
	"testing"

	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// compile loads a variant's Program.
var compile = vmtest.Program

// position sets up the FEN ("" = the start) of a variant.
func position(t testing.TB, variant, fen string) *vm.Position {
	t.Helper()
	pos, err := vm.NewPosition(compile(t, variant), fen)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// TestGolden runs the golden corpus up to a node budget per entry:
// 1,000,000 by default (2,200 of its 2,385 entries), 5,000,000 in the full
// tier (2,280); "betzac golden --max-nodes N" runs it to any budget.
func TestGolden(t *testing.T) {
	budget := testenv.Pick[uint64](1_000_000, 5_000_000)
	entries, err := golden.Entries(budget)
	if err != nil {
		t.Fatal(err)
	}
	progs := vmtest.Programs{}
	for _, e := range entries {
		pos, err := vm.NewPosition(progs.Get(t, e.Variant), e.FEN)
		if err != nil {
			t.Errorf("%s %s: %v", e.Variant, e.Name, err)
			continue
		}
		if got := perft.Count(pos, e.Depth); got != e.Nodes {
			t.Errorf("%s %s (%s) depth %d: %d nodes, want %d (%s)", e.Variant, e.Name, e.FEN, e.Depth, got, e.Nodes, e.Source)
		}
	}
	t.Logf("%d corpus entries up to %d nodes", len(entries), budget)
}
