package bitboard_test

import (
	"testing"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// benchCases are chess positions counted with the back end (go test
// -bench . -cpuprofile for a profile; run the test binary under
// valgrind --tool=callgrind with GODEBUG=asyncpreemptoff=1,
// -test.benchtime=1x and --toggle-collect='*bitboard_test.count' for
// instruction counts). The counts are the CPW
// perft pages' (chessprogramming.org/Perft_Results).
var benchCases = []struct {
	name, fen string
	depth     int
	want      uint64
}{
	{"Start5", "", 5, 4865609},
	{"Kiwipete4", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603},
	{"CPW5d4", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487},
}

func BenchmarkCount(b *testing.B) {
	_, prog, err := compiler.Load("chess")
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range benchCases {
		b.Run(bc.name, func(b *testing.B) {
			pos, err := vm.NewPosition(prog, bc.fen)
			if err != nil {
				b.Fatal(err)
			}
			c, err := bitboard.NewCounter(pos, bc.depth)
			if err != nil {
				b.Fatal(err)
			}
			for i := 0; i < b.N; i++ {
				if c.Reset(pos) != nil || count(c, bc.depth) != bc.want {
					b.Fatal("wrong count")
				}
			}
		})
	}
}

// count is c.Count in a function of its own, named for callgrind.
//
//go:noinline
func count(c *bitboard.Counter, depth int) uint64 {
	return c.Count(depth)
}

// BenchmarkCountBent counts the bent-rider variants' start positions at
// perft 5 (the counts: the Interactive Diagram's, golden/*.yaml).
func BenchmarkCountBent(b *testing.B) {
	for _, bc := range []struct {
		name string
		want uint64
	}{{"hookchess", 5573294}, {"capricorn", 7347724}} {
		b.Run(bc.name, func(b *testing.B) {
			_, prog, err := compiler.Load(bc.name)
			if err != nil {
				b.Fatal(err)
			}
			pos, err := vm.NewPosition(prog, "")
			if err != nil {
				b.Fatal(err)
			}
			c, err := bitboard.NewCounter(pos, 5)
			if err != nil {
				b.Fatal(err)
			}
			for i := 0; i < b.N; i++ {
				if c.Reset(pos) != nil || count(c, 5) != bc.want {
					b.Fatal("wrong count")
				}
			}
		})
	}
}
