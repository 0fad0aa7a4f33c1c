package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
)

// A move that promotes makes no e.p. squares (variants/README.md, "FEN
// e.p. field"; the VM's TestPromotionMakesNoEPRights has the same cases):
// with a five-rank zone White's e2e4 promotes, and Black's pawn on d4 may
// not take on e3.
func TestPromotionMakesNoEPRights(t *testing.T) {
	tests := []struct {
		name       string
		zone       int
		move, want string
	}{
		{"double step, no promotion", 1, "e2e4", "7k/8/8/8/3pP3/8/8/7K b - e3 0 1"},
		{"double step that promotes", 5, "e2e4n", "7k/8/8/8/3pN3/8/8/7K b - - 0 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := variants.Builtin("chess")
			if err != nil {
				t.Fatal(err)
			}
			for i := range v.Pieces {
				if v.Pieces[i].Letter == "P" {
					v.Pieces[i].Promote.Zone = tc.zone
				}
			}
			g, err := refgen.New(v)
			if err != nil {
				t.Fatal(err)
			}
			got, err := g.Play("7k/8/8/8/3p4/8/4P3/7K w - - 0 1", tc.move)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("after %s: FEN %q, want %q", tc.move, got, tc.want)
			}
		})
	}
}
