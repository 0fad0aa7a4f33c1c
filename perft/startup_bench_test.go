package perft_test

import (
	"context"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// BenchmarkStartup is what "betzac perft VARIANT -d 1" does besides the
// process's own start: load and compile the built-in, set up the start
// position, and count one ply on the back end that takes it (which builds
// that back end's tables). speed.py times the whole process, so on short
// rows this is part of the figure (issue 31). After the first iteration
// grammar.Parse answers from its memo, so the Betza parse a fresh process
// pays (a tenth of chushogi's start-up) is not in the figure.
func BenchmarkStartup(b *testing.B) {
	for _, v := range []string{"chess", "xiangqi", "chushogi", "crazyhouse", "hookchess"} {
		b.Run(v, func(b *testing.B) {
			for b.Loop() {
				_, p, err := compiler.Load(v)
				if err != nil {
					b.Fatal(err)
				}
				pos, err := vm.NewPosition(p, "")
				if err != nil {
					b.Fatal(err)
				}
				if _, err := perft.Run(context.Background(), pos, 1, perft.Options{Threads: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
