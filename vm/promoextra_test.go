package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPromoteByColourAndSquares checks promote: to-black (each side its
// own choices) and promote: squares (a zone of squares, Black's given
// apart), with the moves of the promoting pawn.
func TestPromoteByColourAndSquares(t *testing.T) {
	tests := []struct {
		name, variant, fen, from string
		want                     []string
	}{
		{"White promotes to its own pieces", "chigorin", "8/1k5P/8/8/8/3K4/p7/8 w - - 0 1", "h7",
			[]string{"h8c", "h8n", "h8r"}},
		{"Black promotes to its own pieces", "chigorin", "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1", "a2",
			[]string{"a1b", "a1q", "a1r"}},
		{"sort-of-almost: White's chancellor", "sortofalmost", "8/1k5P/8/8/8/3K4/p7/8 w - - 0 1", "h7",
			[]string{"h8b", "h8c", "h8n", "h8r"}},
		{"sort-of-almost: Black's queen", "sortofalmost", "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1", "a2",
			[]string{"a1b", "a1n", "a1q", "a1r"}},
		{"legan: a square of the L promotes", "legan", "k7/8/8/8/1P6/8/8/7K w - - 0 1", "b4",
			[]string{"a5b", "a5n", "a5q", "a5r"}},
		{"legan: a capture onto the L promotes", "legan", "k7/8/8/n7/P7/8/8/7K w - - 0 1", "a4",
			[]string{"a5b", "a5n", "a5q", "a5r"}},
		{"legan: a square off the L does not", "legan", "k7/8/8/8/8/2P5/8/7K w - - 0 1", "c3",
			[]string{"b4"}},
		{"legan: Black's L is its own", "legan", "k7/8/8/8/8/8/6p1/K7 b - - 0 1", "g2",
			[]string{"h1b", "h1n", "h1q", "h1r"}},
		{"legan: Black's pawn off its L", "legan", "k7/8/8/8/8/5p2/8/K7 b - - 0 1", "f3",
			[]string{"g2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos := position(t, builtin(t, tt.variant), tt.fen)
			var got []string
			for _, m := range moveStrings(pos) {
				if m[:2] == tt.from {
					got = append(got, m[2:])
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("%s: moves of %s (-want +got):\n%s", tt.fen, tt.from, d)
			}
		})
	}
}
