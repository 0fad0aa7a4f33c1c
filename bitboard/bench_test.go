package bitboard_test

import (
	"testing"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// BenchmarkStart5 counts chess's start position to depth 5 with the back
// end (go test -bench Start5 -cpuprofile for its profile).
func BenchmarkStart5(b *testing.B) {
	_, prog, err := compiler.Load("chess")
	if err != nil {
		b.Fatal(err)
	}
	pos, _ := vm.NewPosition(prog, "")
	c, err := bitboard.NewCounter(pos, 5)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if c.Reset(pos) != nil || c.Count(5) != 4865609 {
			b.Fatal("wrong count")
		}
	}
}
