package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
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

// TestCountLegalLameEdge: CountLegal counts the Xiangqi horse (mafsW, a
// chain of legs whose whole step is longer than the guard band) without
// generating it, testing the square it passes first. Worked out by hand:
// White's general on e1 may go to f1 and e2 (d1 faces Black's on d10);
// the horse on a1, blocked on a2 by the soldier, goes b1 to c2 only; the
// horse on i1 goes to h3 and g2 (its other paths leave the board); the
// soldier goes to a3: 6 moves.
func TestCountLegalLameEdge(t *testing.T) {
	pos := position(t, builtin(t, "xiangqi"), "3k5/9/9/9/9/9/9/9/P8/N3K3N w - - 0 1")
	want := []string{"a1c2", "a2a3", "e1e2", "e1f1", "i1g2", "i1h3"}
	if diff := cmp.Diff(want, moveStrings(pos)); diff != "" {
		t.Errorf("legal moves (-want +got):\n%s", diff)
	}
	if n, _ := pos.CountLegal(nil); n != len(want) {
		t.Errorf("CountLegal %d, want %d", n, len(want))
	}
}

// TestCountLegalRegionIdle: CountLegal counts a Janggi chariot off the
// palace lines (zoneIdle: its region moves start only there) without
// generating it, and lists one on them, in a node with the pass. Worked
// out by hand: the general on d1 goes to d2, e1 and e2; the chariot on a1
// to a2-a10 and b1-c1 (11); the chariot on d3 to d4-d10, d2, a3-c3,
// e3-i3 and, along the palace diagonal, e2 and f1 (18); and White may
// pass: 33 moves.
func TestCountLegalRegionIdle(t *testing.T) {
	pos := position(t, builtin(t, "janggi"), "5k3/9/9/9/9/9/9/3R5/9/R2K5 w - - 0 1")
	if got := len(pos.LegalMoves()); got != 33 {
		t.Errorf("%d legal moves, want 33: %v", got, moveStrings(pos))
	}
	if n, _ := pos.CountLegal(nil); n != 33 {
		t.Errorf("CountLegal %d, want 33", n)
	}
}

// TestCountLegalConfined: CountLegal counts the Xiangqi advisor and
// elephant (countConfined) without generating them, keeping the moves
// that end in their confinement. Worked out by hand: the general on e1
// goes to e2 and f1; the advisor on d1 to e2 (c2 is outside the palace);
// the elephant on c5 to a3 and e3 (a7 and e7 are across the river): 5.
func TestCountLegalConfined(t *testing.T) {
	pos := position(t, builtin(t, "xiangqi"), "3k5/9/9/9/9/2B6/9/9/9/3AK4 w - - 0 1")
	want := []string{"c5a3", "c5e3", "d1e2", "e1e2", "e1f1"}
	if diff := cmp.Diff(want, moveStrings(pos)); diff != "" {
		t.Errorf("legal moves (-want +got):\n%s", diff)
	}
	if n, _ := pos.CountLegal(nil); n != len(want) {
		t.Errorf("CountLegal %d, want %d", n, len(want))
	}
}

// TestCountLegalCannon: CountLegal counts the Janggi cannon (countHops),
// which may neither hop over nor capture a cannon, without generating
// it. Worked out by hand: the general on e2 has its 8 palace moves; the
// cannon on a1 hops the soldier on a4 to a5-a7 (not onto the cannon on
// a8); the cannon on i1 has no screen it may use (cannons on i3 and a1);
// the soldier goes to a5 and b4; and White may pass: 14 moves.
func TestCountLegalCannon(t *testing.T) {
	pos := position(t, builtin(t, "janggi"), "3k5/9/c8/9/9/9/P8/8c/4K4/C7C w - - 0 1")
	if got := len(pos.LegalMoves()); got != 14 {
		t.Errorf("%d legal moves, want 14: %v", got, moveStrings(pos))
	}
	if n, _ := pos.CountLegal(nil); n != 14 {
		t.Errorf("CountLegal %d, want 14", n)
	}
}
