package xqboard_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/betzac/betzac/xqboard"
)

// BenchmarkStart4 is xiangqi start perft 4 on the bitboards.
func BenchmarkStart4(b *testing.B) {
	pos, err := vm.NewPosition(vmtest.Program(b, "xiangqi"), "")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if n, ok := xqboard.Count(pos, 4, xqboard.Poll{}); !ok || n != 3290240 {
			b.Fatal(n, ok)
		}
	}
}
