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

// TestCountLegalPromotions: CountLegal counts a pawn's promotions one per
// choice (Q, R, B, N) where its moves reach the last rank, and plain
// moves where they cannot (markZoneFar). Counts worked out by hand.
func TestCountLegalPromotions(t *testing.T) {
	tests := []struct {
		name, fen string
		want      int
	}{
		// a7a8=QRBN 4; Ke1: d1 d2 e2 f2 f1 5
		{"pawn on the 7th", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", 9},
		// a6a7 1; Ke1 5
		{"pawn on the 6th", "4k3/8/P7/8/8/8/8/4K3 w - - 0 1", 6},
		// b7b8 and b7xa8, b7xc8, each 4 ways: 12; Ke1 5
		{"pawn on the 7th with captures", "r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 17},
	}
	prog := builtin(t, "chess")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n, _ := position(t, prog, tc.fen).CountLegal(nil)
			if n != tc.want {
				t.Errorf("%s: CountLegal %d, want %d", tc.fen, n, tc.want)
			}
		})
	}
}
