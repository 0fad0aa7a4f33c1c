package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestKnownPositions holds built-in variants to full move lists that come
// from outside betzac (the source is named on each case).
func TestKnownPositions(t *testing.T) {
	tests := []struct {
		name    string
		variant string
		fen     string
		want    []string
	}{
		{
			// Fairy-Stockfish (issue 10): the yari silver (promoted pawn)
			// on c3 checks the king on b2 diagonally forward. FSF's "fKbR"
			// means fW+fF; betzac once read it as XBetza's fK = fW alone.
			name: "yari silver checks diagonally", variant: "yarishogi",
			fen:  "r1k2br/5b1/p5p/1p1ppp1/3n3/P2P1P1/1P+pBP1P/BK2NR1/RN3N1[p] w - - 0 17",
			want: []string{"b1c3", "b2a3", "b2c1"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, builtin(t, tc.variant), tc.fen)
			if diff := cmp.Diff(tc.want, moveStrings(pos)); diff != "" {
				t.Errorf("moves (-want +got):\n%s", diff)
			}
		})
	}
}
