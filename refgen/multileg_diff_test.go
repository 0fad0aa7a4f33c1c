package refgen_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// bent reports whether the move of a piece with letter l goes somewhere
// its straight lines (orth: rook lines, else bishop lines) do not.
func bent(l string, orth bool) func(p *vm.Position, m vm.Move) bool {
	return func(p *vm.Position, m vm.Move) bool {
		if !strings.EqualFold(p.Piece(int(m.From)), l) {
			return false
		}
		f1, r1 := p.FileRank(int(m.From))
		f2, r2 := p.FileRank(int(m.To))
		dx, dy := abs(f2-f1), abs(r2-r1)
		if orth {
			return dx != 0 && dy != 0
		}
		return dx != dy
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func kind(k uint8) func(p *vm.Position, m vm.Move) bool {
	return func(p *vm.Position, m vm.Move) bool { return m.Kind&k != 0 }
}

// friendly reports a capture of one's own piece.
func friendly(p *vm.Position, m vm.Move) bool {
	v := p.Piece(int(m.To))
	return m.From != m.To && v != "" && (v[0] < 'a') == (p.SideToMove() == 0)
}

// TestDifferentialMultiLeg plays random games in the variants of multi-leg
// pieces (issue 5) and compares refgen with the VM at every position, as
// TestDifferential does; each variant's games must meet its special move.
func TestDifferentialMultiLeg(t *testing.T) {
	tests := []struct {
		variant string
		games   int
		plies   int
		starts  []string
		feature func(p *vm.Position, m vm.Move) bool // a move the games must meet
	}{
		{"hookchess", 6, 120, []string{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}, bent("R", true)},
		{"capricorn", 8, 120, []string{"r3k2r/1b4b1/8/8/8/8/1B4B1/R3K2R w KQkq - 0 1"}, bent("B", false)},
		{"isochess", 8, 120, []string{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}, bent("R", true)},
		{"griffon", 4, 100, []string{"r4k3r/1g6h1/10/10/10/10/10/10/1G6H1/R4K3R w KQkq - 0 1"}, bent("G", false)},
		{"locust", 10, 120, []string{"4k3/8/1p1p1p2/2P1P3/8/8/6p1/3K4 w - - 0 1"}, kind(vm.KindLocust)},
		{"friendlyfire", 8, 120, nil, friendly},
		{"swapper", 8, 120, []string{"4k3/1n1qp3/8/8/8/8/1NQ1P3/4K3 w - - 0 1"}, kind(vm.KindUnload)},
		// Lions, a Horned Falcon and a Soaring Eagle in contact
		{"chushogi", 2, 60, []string{
			"lfcbgekgscfl/av1stxotdbva/1mr1dq2hr1m/pppp1p1NHp1p/4p2ni1p1/3i2h5/3I8/1P6IP2/P1PPPPPPP1PP/MVRHD1QD1R1M/AFBCTOXT1BVA/L2SGKEGSCFL w - - 0 13",
			"6k5/12/12/3p1p6/4n1p5/3P1+H1+D4/5N6/12/12/12/12/6K5 w - - 0 1",
		}, kind(vm.KindLocust)},
	}
	for vi, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			games, plies := tt.games, tt.plies
			if testing.Short() {
				games, plies = 1, plies/2
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
			met := 0
			d.onPosition = func(p *vm.Position) {
				for _, m := range p.LegalMoves() {
					if tt.feature(p, m) {
						met++
						return
					}
				}
			}
			for game := range games {
				rng := rand.New(rand.NewPCG(uint64(vi)+100, uint64(game)+1))
				d.play(v.Start, plies, rng, fmt.Sprintf("game %d", game))
			}
			for si, start := range tt.starts {
				rng := rand.New(rand.NewPCG(uint64(vi)+100, uint64(1000*(si+1))))
				d.play(start, plies/2, rng, fmt.Sprintf("start %d", si))
			}
			if d.failures >= maxFailures {
				t.Fatalf("stopped after %d disagreements", d.failures)
			}
			t.Logf("%s: %d positions, %d moves compared, %d with the variant's special move", tt.variant, d.positions, d.moves, met)
			if met == 0 {
				t.Errorf("the games never met the variant's special move")
			}
		})
	}
}
