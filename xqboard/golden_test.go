package xqboard_test

import (
	"testing"

	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/betzac/betzac/xqboard"
)

// TestGolden counts the golden corpus entries of the variants that fit
// (their counts come from other programs: golden/) on the bitboards.
func TestGolden(t *testing.T) {
	budget := testenv.Pick[uint64](400_000, 20_000_000)
	progs := vmtest.Programs{}
	for _, v := range []string{"xiangqi", "minixiangqi", "janggi", "janggicasual", "janggimodern", "janggitraditional"} {
		entries, err := golden.Entries(budget, v)
		if err != nil {
			t.Fatal(err)
		}
		if len(entries) == 0 {
			t.Fatalf("%s: no golden entries", v)
		}
		t.Logf("%s: %d entries", v, len(entries))
		for _, e := range entries {
			pos, err := vm.NewPosition(progs.Get(t, v), e.FEN)
			if err != nil {
				t.Fatal(err)
			}
			b, err := xqboard.FromPosition(pos)
			if err != nil {
				t.Fatalf("%s %s: %v", v, e.Name, err)
			}
			if got := b.Perft(e.Depth, xqboard.Poll{}); got != e.Nodes {
				t.Errorf("%s %s (%s) perft %d = %d, want %d", v, e.Name, e.FEN, e.Depth, got, e.Nodes)
			}
		}
	}
}
