package main

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMovesMultiLeg checks that betzac moves lists multi-leg moves: the
// Lion's locust captures in the comma notation (every square the move
// stops on), and the hook mover's bent moves once each; and that --moves
// accepts the comma notation.
func TestMovesMultiLeg(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{
			// Lion e4, enemies e5 and f6, a friend on d4 (spec §5): 31
			// Lion moves (see vm TestMultiLegByHand) and 3 king moves.
			name: "lion",
			args: []string{"moves", "testdata/multileg.yaml", "--oneline"},
			want: "a1a2 a1b1 a1b2 e4c2 e4c3 e4c4 e4c5 e4c6 e4d2 e4d3 e4d5 e4d6 e4e2 e4e3 e4e4 e4e5 " +
				"e4e5,e5d5 e4e5,e5d6 e4e5,e5e4 e4e5,e5e6 e4e5,e5f4 e4e5,e5f5 e4e5,e5f6 " +
				"e4e6 e4f2 e4f3 e4f4 e4f5 e4f6 e4g2 e4g3 e4g4 e4g5 e4g6\n",
		},
		{
			// Hook mover a1, its own blocker on b1, an enemy on b3: up the
			// a file, and right from a2, a4..a8; from a3 it takes b3.
			name: "hook mover",
			args: []string{"moves", "testdata/multileg.yaml", "--fen", "7k/8/8/8/8/1x6/8/RX5K w - - 0 1", "--oneline"},
			want: "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b2 a1b3 a1b4 a1b5 a1b6 a1b7 a1b8 " +
				"a1c2 a1c4 a1c5 a1c6 a1c7 a1c8 a1d2 a1d4 a1d5 a1d6 a1d7 a1d8 a1e2 a1e4 a1e5 a1e6 a1e7 a1e8 " +
				"a1f2 a1f4 a1f5 a1f6 a1f7 a1f8 a1g2 a1g4 a1g5 a1g6 a1g7 a1g8 a1h2 a1h4 a1h5 a1h6 a1h7 a1h8 " +
				"h1g1 h1g2 h1h2\n",
		},
		{
			// igui: the Lion takes e5 and returns to e4; Black's king moves.
			name: "igui played",
			args: []string{"moves", "testdata/multileg.yaml", "--moves", "e4e5,e5e4", "--oneline"},
			want: "h8g7 h8g8 h8h7\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, status := execute(t, tc.args...)
			if status != 0 || errOut != "" {
				t.Fatalf("status %d, stderr %q", status, errOut)
			}
			if diff := cmp.Diff(tc.want, out); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
		})
	}
}
