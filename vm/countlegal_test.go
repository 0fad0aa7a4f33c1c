package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// TestCountLegalAgrees: along random games of every built-in variant,
// CountLegal (which counts some moves without writing them) gives the
// length of AppendLegal's list, with and without the forced slow path.
func TestCountLegalAgrees(t *testing.T) {
	games, plies := 2, 60
	if testing.Short() {
		games = 1
	}
	var buf []vm.Move
	tested := 0
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			continue // not compiled: no moves to count
		}
		for g := 0; g < games; g++ {
			pos, err := vm.NewPosition(prog, "")
			if err != nil {
				break // the VM refuses it
			}
			tested++
			rng := rand.New(rand.NewPCG(uint64(g), 17))
			for ply := 0; ply < plies; ply++ {
				ms := pos.LegalMoves()
				var n int
				n, buf = pos.CountLegal(buf)
				if n != len(ms) {
					t.Fatalf("%s game %d: %s: CountLegal %d, AppendLegal %d moves", name, g, pos.FEN(), n, len(ms))
				}
				if len(ms) == 0 {
					break
				}
				pos.Make(ms[rng.IntN(len(ms))])
			}
		}
	}
	if tested < 100 {
		t.Errorf("only %d games played; the built-ins do not load", tested)
	}
}
