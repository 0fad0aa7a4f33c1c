package search

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// BenchmarkSearchCounting searches makruk to a fixed depth, with its
// counting rule and with the rule taken out of the same program, so
// that the rule's cost shows. For instruction counts, run the test
// binary under cachegrind with GOMAXPROCS=1 GOGC=off (idle threads and
// the collector vary them) at -test.benchtime 1x and 3x: half the
// difference is one search.
func BenchmarkSearchCounting(b *testing.B) {
	for _, c := range []struct {
		name, fen string
		depth     int
	}{
		{"start", "", 5},
		// an ending with a pawn to promote on each side: captures and
		// promotions start counts
		{"ending", "8/2k5/3p4/1r6/8/3PK3/6R1/8 w - - 0 40", 6},
	} {
		for _, rule := range []string{legdefs.CountingMakruk, legdefs.CountingNone} {
			b.Run(c.name+"/"+map[string]string{legdefs.CountingMakruk: "counting", legdefs.CountingNone: "none"}[rule], func(b *testing.B) {
				prog := *position(b, "makruk", "").Program()
				prog.Rules.Counting = rule
				pos, err := vm.NewPosition(&prog, c.fen)
				if err != nil {
					b.Fatal(err)
				}
				var nodes uint64
				for b.Loop() {
					e := New(pos, 16)
					if _, ok := e.Search(Limits{Depth: c.depth}, nil); !ok {
						b.Fatal("no move")
					}
					nodes = e.Nodes()
				}
				b.ReportMetric(float64(nodes), "nodes/op")
			})
		}
	}
}
