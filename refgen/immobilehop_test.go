package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
)

// TestImmobilityHopper: a piece is stuck under the immobility rule only
// where it could not move even with one friendly piece, its screen, on
// the board (the VM's TestImmobilityHopper has the same cases, counted by
// hand: the king's 3 moves, pR dropped on the 23 empty squares, fpR on the
// 14 of ranks 1-3).
func TestImmobilityHopper(t *testing.T) {
	v, err := variants.LoadBytes("hopimmobile.yaml", []byte(`
name: hopimmobile
board: 5x5
pieces:
  - {letter: K, name: King, betza: K, royal: true}
  - {letter: A, name: Hopper, betza: pR}
  - {letter: F, name: Forward hopper, betza: fpR}
drops: true
immobility-illegal: true
start: 4k/5/5/5/K4[] w - - 0 1
`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := refgen.New(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		hand string
		want int
	}{{"A", 3 + 23}, {"F", 3 + 14}} {
		got, err := g.LegalMoves("4k/5/5/5/K4[" + tc.hand + "] w - - 0 1")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != tc.want {
			t.Errorf("%s in hand: %d moves, want %d: %v", tc.hand, len(got), tc.want, got)
		}
	}
}
