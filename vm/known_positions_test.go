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
		{
			// By hand (issue 10): the man on b4 (fmFfcafmF) could take on
			// c5 only by landing on d6, which is occupied, so it does not
			// attack c5 and the king may go there. Black: king c6 to its
			// seven empty neighbours (none attacked), man d6 to c5 and e5.
			name: "locust capture that cannot land", variant: "locust",
			fen:  "8/8/2kp4/8/1P6/8/8/7K b - - 0 1",
			want: []string{"c6b5", "c6b6", "c6b7", "c6c5", "c6c7", "c6d5", "c6d7", "d6c5", "d6e5"},
		},
		{
			// By hand: the same man with d6 empty lands there, so c5 is
			// attacked.
			name: "locust capture that lands", variant: "locust",
			fen:  "8/8/2k5/8/1P6/8/8/7K b - - 0 1",
			want: []string{"c6b5", "c6b6", "c6b7", "c6c7", "c6d5", "c6d6", "c6d7"},
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
