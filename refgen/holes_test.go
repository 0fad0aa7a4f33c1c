package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// The lists are worked out by hand on the 4x4 board the FEN draws (the
// VM's TestHoleMoves has the same cases): a hole stops a slide, a lame
// leg and a hopper as the board's edge does, no move lands on it, and a
// leap passes over it. X is a blocker that never moves.
func TestHoles(t *testing.T) {
	tests := []struct {
		name, betza, fen string
		holes            []legdefs.Square
		want             []string
	}{
		{"a rook stops before a hole", "R", "4/1*2/4/1M2 w - - 0 1", []legdefs.Square{{File: 1, Rank: 2}},
			[]string{"b1a1", "b1b2", "b1c1", "b1d1"}},
		{"a knight cannot land on a hole", "N", "4/1*2/2*1/M3 w - - 0 1", []legdefs.Square{{File: 1, Rank: 2}, {File: 2, Rank: 1}}, nil},
		{"a knight leaps over holes", "N", "4/4/**2/M*2 w - - 0 1", []legdefs.Square{{File: 0, Rank: 1}, {File: 1, Rank: 1}, {File: 1, Rank: 0}},
			[]string{"a1b3", "a1c2"}},
		{"a lame leg is blocked by a hole", "nN", "4/4/*3/M3 w - - 0 1", []legdefs.Square{{File: 0, Rank: 1}},
			[]string{"a1c2"}},
		{"a hopper does not hop into or past a hole", "pR", "x3/*3/X3/M3 w - - 0 1", []legdefs.Square{{File: 0, Rank: 2}}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := &variants.Variant{Name: "test", Files: 4, Ranks: 4}
			v.Pieces = []variants.Piece{{Letter: "M", Betza: tc.betza}, {Letter: "X", Betza: ""}}
			v.Holes = tc.holes
			g, err := refgen.New(v)
			if err != nil {
				t.Fatal(err)
			}
			got, err := g.LegalMoves(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("%s in %s (-want +got):\n%s", tc.betza, tc.fen, diff)
			}
		})
	}
}

// A FEN must write each hole, and only a hole, as '*'.
func TestHoleFEN(t *testing.T) {
	v := &variants.Variant{Name: "test", Files: 4, Ranks: 4, Pieces: []variants.Piece{{Letter: "M", Betza: "R"}}}
	v.Holes = []legdefs.Square{{File: 1, Rank: 2}}
	g, err := refgen.New(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, fen := range []string{"4/4/4/1M2 w - - 0 1", "4/1M2/4/4 w - - 0 1", "4/1*2/4/*M2 w - - 0 1"} {
		if _, err := g.LegalMoves(fen); err == nil {
			t.Errorf("LegalMoves(%q): no error", fen)
		}
	}
}
