package refgen_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// TestDifferentialZones plays random games of the variants with zone rules
// (confinement, region moves, flying general, Makpong) and of the Makruk
// family, comparing the VM with refgen at every position (see
// TestDifferential), from the start and from positions where the rules
// bite: soldiers across the river, generals on open files, a checked
// Makpong king. It also compares perft counts at low depth.
func TestDifferentialZones(t *testing.T) {
	tests := []struct {
		variant string
		games   int
		plies   int
		starts  []string
		each    int
		splies  int
	}{
		{"xiangqi", 12, 120, []string{
			"4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1",
			"3k5/4a4/4b4/2P1P1P2/9/9/2p1p1p2/4B4/4A4/5K3 w - - 0 1",
			"2bak4/4a4/4c4/9/4C4/9/9/9/4A4/3AK4 b - - 0 1",
			"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
		}, 4, 60},
		{"manchu", 6, 120, nil, 0, 0},
		{"makruk", 12, 120, []string{
			"4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
		}, 4, 60},
		{"makpong", 12, 120, []string{
			"3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1",
			"4k3/8/8/8/8/8/4r3/r3K3 w - - 0 1",
		}, 4, 60},
		{"ai-wok", 6, 120, nil, 0, 0},
		{"shatranj", 6, 120, nil, 0, 0},
	}
	for vi, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			games, each := tt.games, tt.each
			if testing.Short() {
				games, each = max(1, games/6), min(each, 1)
			}
			v, err := variants.Builtin(tt.variant)
			if err != nil {
				t.Fatal(err)
			}
			g, err := refgen.New(v)
			if err != nil {
				t.Fatal(err)
			}
			prog, err := compiler.Compile(v)
			if err != nil {
				t.Fatal(err)
			}
			d := &differ{t: t, g: g, prog: prog}
			for game := range games {
				rng := rand.New(rand.NewPCG(uint64(vi)+101, uint64(game)+1))
				d.play(v.Start, tt.plies, rng, fmt.Sprintf("game %d", game))
			}
			for si, start := range tt.starts {
				for game := range each {
					rng := rand.New(rand.NewPCG(uint64(vi)+101, uint64(1000*(si+1)+game)))
					d.play(start, tt.splies, rng, fmt.Sprintf("start %d game %d", si, game))
				}
				depth := 2
				if testing.Short() {
					depth = 1
				}
				want, err := g.Perft(start, depth)
				if err != nil {
					t.Fatal(err)
				}
				pos, err := vm.NewPosition(prog, start)
				if err != nil {
					t.Fatal(err)
				}
				if got := perft.Count(pos, depth); got != want {
					t.Errorf("%s depth %d: vm %d, refgen %d", start, depth, got, want)
				}
			}
			if d.failures >= maxFailures {
				t.Fatalf("stopped after %d disagreements", d.failures)
			}
			t.Logf("%s: %d positions, %d moves compared; promotions %d, in check %d, mate or stalemate %d",
				tt.variant, d.positions, d.moves, d.seen.promo, d.seen.check, d.seen.end)
		})
	}
}
