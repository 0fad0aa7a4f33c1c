package vm

import (
	"math/rand/v2"
	"testing"
)

// TestRoyalMapAgrees: royalmap.go's precondition. Where a plan takes the
// royal map, markAttacks gives attacked's answer on every square with
// the royal lifted, along random games; and the variants below take it
// or leave it as buildPlan's rule says (royal drops and duple check
// leave it).
func TestRoyalMapAgrees(t *testing.T) {
	tests := []struct {
		variant string
		want    bool
	}{
		{"chess", true}, {"capablanca", true}, {"shatranj", true}, {"makruk", true},
		{"crazyhouse", true}, {"xiangqi", false}, {"sittuyin", false},
	}
	for _, tc := range tests {
		prog := builtinProgram(t, tc.variant)
		p, err := NewPosition(prog, "")
		if err != nil {
			t.Fatal(err)
		}
		if got := p.t.royalMapOn(); got != tc.want {
			t.Errorf("%s: royal map %v, want %v", tc.variant, got, tc.want)
		}
		if !tc.want {
			continue
		}
		rng := rand.New(rand.NewPCG(31, uint64(len(tc.variant))))
		for ply := 0; ply < 120; ply++ {
			us := p.stm
			if ks := p.royalSq[us]; ks >= 0 {
				royal := p.board[ks]
				p.board[ks] = 0
				p.markAttacks(us ^ 1)
				for _, s := range p.t.squares {
					if m, a := p.attMap[s] != 0, p.attacked(int(s), us^1); m != a {
						t.Fatalf("%s ply %d %s: square %s marked %v, attacked %v", tc.variant, ply, p.FEN(), p.SquareName(int(s)), m, a)
					}
				}
				p.board[ks] = royal
			}
			ms := p.LegalMoves()
			if len(ms) == 0 {
				break
			}
			p.Make(ms[rng.IntN(len(ms))])
		}
	}
}
