package refgen_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
)

// TestDifferentialLarge runs the differential games of TestDifferential on
// the larger-board chess variants whose rules refgen models: Shako (jO
// castling with the rook one square in from its corner cannon, on the
// second rank; cannons; pawns double-stepping from the third rank), Janus
// (castling 4 squares one way and 3 the other) and Torpedo (a double step
// from any square, each one giving the e.p. right).
func TestDifferentialLarge(t *testing.T) {
	tests := []struct {
		variant      string
		games, plies int
		starts       []string
		each, splies int
	}{
		{"shako", 6, 140, []string{
			"c8c/er3k2re/pppppppppp/10/10/10/10/PPPPPPPPPP/ER3K2RE/C8C w KQkq - 0 1",
			"10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1",
			"5k4/1P3c4/10/2pP6/10/10/10/10/7p2/C4K4 w - c8 0 1",
		}, 4, 60},
		{"janus", 6, 140, []string{
			"r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1",
			"r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1",
		}, 4, 60},
		{"torpedo", 8, 140, []string{
			"r3k2r/pp4pp/8/2p1p3/3P4/8/PP4PP/R3K2R w KQkq - 0 1",
		}, 4, 60},
	}
	for vi, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			games, each := tt.games, tt.each
			if testing.Short() {
				games, each = 1, 1
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
			}
			if d.failures >= maxFailures {
				t.Fatalf("stopped after %d disagreements", d.failures)
			}
			t.Logf("%s: %d positions, %d moves compared; positions with a legal castling %d, e.p. capture %d, promotion %d; in check %d; mate or stalemate %d",
				tt.variant, d.positions, d.moves, d.seen.castle, d.seen.ep, d.seen.promo, d.seen.check, d.seen.end)
			if !testing.Short() && (d.seen.castle == 0 || d.seen.ep == 0 || d.seen.promo == 0 || d.seen.check == 0) {
				t.Errorf("the games did not reach every kind of special move: %+v", d.seen)
			}
		})
	}
}
