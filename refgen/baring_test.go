package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestBaringAgrees counts perft of a small variant with the baring rule
// (legdefs.Rules.Baring: rooks and knights keep a side from being bare) in
// refgen and the VM, from positions where captures soon bare a side, and
// checks that the rule changes the counts (so it is exercised).
func TestBaringAgrees(t *testing.T) {
	v, err := variants.LoadBytes("baringtest.yaml", []byte(vmtest.BaringYAML))
	if err != nil {
		t.Fatal(err)
	}
	g, prog := both(t, v)
	off, err := variants.LoadBytes("nobaring.yaml", []byte(vmtest.BaringYAML))
	if err != nil {
		t.Fatal(err)
	}
	off.Baring = "" // the same variant without the rule
	_, progOff := both(t, off)
	differs := false
	for _, c := range []struct {
		fen   string
		depth int
	}{
		{"", 4},
		{"1r2k/5/5/5/R3K w - - 0 1", 4},
		{"1r2k/5/5/5/4K w - - 0 1", 4},
		{"3pk/1r3/5/P4/RN2K b - - 0 1", 4},
	} {
		fen := c.fen
		if fen == "" {
			fen = v.Start
		}
		want, err := g.Perft(fen, c.depth)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := vm.NewPosition(prog, fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := perft.Count(pos, c.depth); got != want {
			t.Errorf("%s depth %d: the VM %d, refgen %d", fen, c.depth, got, want)
		}
		posOff, err := vm.NewPosition(progOff, fen)
		if err != nil {
			t.Fatal(err)
		}
		differs = differs || perft.Count(posOff, c.depth) != want
	}
	if !differs {
		t.Error("the baring rule changes no count here: the test does not exercise it")
	}
}

// TestPerftGoldenBaring checks refgen against shatranjid's golden counts
// that are worked by hand (and the start's, Fairy-Stockfish's for
// shatranj): the Interactive Diagram's baring rule on Shatranj.
func TestPerftGoldenBaring(t *testing.T) {
	if n := checkPublished(t, "shatranjid", 100_000); n < 8 {
		t.Errorf("%d counts compared, want 8", n)
	}
}
