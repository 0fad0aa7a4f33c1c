package enginetest

import (
	"context"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/google/go-cmp/cmp"
)

// fakePerfter answers every perft with the same moves.
type fakePerfter struct{ moves []string }

func (f fakePerfter) Perft(_ context.Context, _ string, _ []string, _ int) (*Divide, error) {
	d := &Divide{Moves: map[string]uint64{}}
	for _, m := range f.moves {
		d.Moves[m] = 1
		d.Total++
	}
	return d, nil
}

// TestRoyalPromotionProof: the Sho Shogi position fsfplay met, where
// Fairy-Stockfish omits g6f7+ and g6h7+ (the Drunk Elephant promoting to
// a second royal piece while the King is attacked); the witness puts the
// Crown Prince (+E) on g6.
func TestRoyalPromotionProof(t *testing.T) {
	_, p, err := compiler.Load("shoshogi")
	if err != nil {
		t.Fatal(err)
	}
	fen := "ln3k2b/2r2g1sl/p5+Npn/4gpEP1/1spp3Rp/PP6P/N1PP2PGL/L2G1+pK2/B1S4S1 w - - 1 42"
	witness := "ln3k2b/2r2g1sl/p5+Npn/4gp+EP1/1spp3Rp/PP6P/N1PP2PGL/L2G1+pK2/B1S4S1 w - - 1 42"
	got, ok := promoteOn(fen, 6, 5, p)
	if !ok || got != witness {
		t.Fatalf("promoteOn = %q, %v; want %q", got, ok, witness)
	}
	if _, ok := promoteOn(fen, 5, 5, p); ok {
		t.Error("promoteOn accepted a pawn (its +P is not royal)")
	}
	if _, ok := promoteOn("9/9/9/9/9/9/9/9/E999999999999 w - - 0 1", 0, 0, p); ok {
		t.Error("promoteOn accepted a rank of more squares than the board has")
	}
	m := &Mismatch{FEN: fen, OnlyOurs: []string{"g6f7+", "g6h7+"}}
	tests := []struct {
		name   string
		engine []string
		m      *Mismatch
		proved bool
	}{
		{"engine plays both at the witness", []string{"g6f7", "g6h7", "g2g1"}, m, true},
		{"engine refuses one at the witness", []string{"g6f7"}, m, false},
		{"an extra move that does not promote", []string{"g6f7", "g6h7"}, &Mismatch{FEN: fen, OnlyOurs: []string{"g6f7"}}, false},
		{"the engine has an extra move too", []string{"g6f7", "g6h7"}, &Mismatch{FEN: fen, OnlyOurs: []string{"g6f7+"}, OnlyEngine: []string{"g2g1"}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			why, err := royalPromotionProof(context.Background(), p, fakePerfter{tt.engine}, tt.m)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.proved, why != ""); d != "" {
				t.Errorf("proved (-want +got):\n%s\nwhy: %s", d, why)
			}
		})
	}
}
