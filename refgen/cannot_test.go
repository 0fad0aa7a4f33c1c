package refgen_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// cannotYAML has an anti-trade group as the Interactive Diagram's
// antiTrade= makes it: rooks and queens may not capture each other.
const cannotYAML = `name: cannottest
board: 8x8
pieces:
  - {letter: R, name: Rook, betza: R, cannot-capture: RQ}
  - {letter: Q, name: Queen, betza: Q, cannot-capture: RQ}
  - {letter: N, name: Knight, betza: N}
  - {letter: K, name: King, betza: K, royal: true, cannot-capture: K}
start: 4k3/8/8/8/8/8/8/4K3 w - - 0 1
`

// TestCannotCapture checks cannot-capture in refgen and the VM on
// positions where it decides a move; each move list is argued from the
// rule's text.
func TestCannotCapture(t *testing.T) {
	tests := []struct {
		name, fen string
		want      []string
	}{
		// The rook on d1 stops below the black queen on d5 (no d1d5), and
		// takes the knight on g1; the king on a1 steps, not to a2, which
		// the queen attacks.
		{"no capture of its group", "7k/8/8/3q4/8/8/8/K2R2n1 w - - 0 1",
			[]string{"a1b1", "a1b2", "d1b1", "d1c1", "d1d2", "d1d3", "d1d4", "d1e1", "d1f1", "d1g1"}},
		// The queen on c3 checks the king on a1: the knight, in no group,
		// takes it (d1c3) or blocks on b2, or the king steps to a2 or b1.
		{"another piece captures", "7k/8/8/8/8/2q5/8/K2N4 w - - 0 1",
			[]string{"a1a2", "a1b1", "d1b2", "d1c3"}},
		// The kings may not capture each other, so they stand side by
		// side and neither is in check: the white king steps anywhere
		// but onto the black king and the squares the queen attacks.
		{"a barred capture is no check", "8/8/8/8/8/8/q7/3kK3 w - - 0 1",
			[]string{"e1f1"}},
	}
	v, err := variants.LoadBytes("cannottest.yaml", []byte(cannotYAML))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, prog := both(t, v)
			ref, err := g.LegalMoves(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			pos, err := vm.NewAnyPosition(prog, tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.want, ref); d != "" {
				t.Errorf("refgen (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.want, vmMoves(pos)); d != "" {
				t.Errorf("vm (-want +got):\n%s", d)
			}
		})
	}
}
