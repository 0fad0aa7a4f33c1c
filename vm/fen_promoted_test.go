package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFENPromotedColour checks that a promoted piece written with a '~'
// (crazyhouse, "b~") keeps the colour its letter's case gives: a black
// promoted bishop is Black's, so it prints back as "b~" and White may
// capture it.
func TestFENPromotedColour(t *testing.T) {
	zh := builtin(t, "crazyhouse")
	tests := []struct {
		name, fen string
		capture   string // a legal White move that takes the promoted piece
	}{
		{"black b~", "4k3/8/8/8/8/8/8/4K1b~1[] w - - 0 1", "e1f1"},
		{"black q~ next to the king", "4k3/8/8/8/8/8/8/4Kq~2[] w - - 0 1", "e1f1"},
		{"white and black", "4k3/8/8/8/8/5N~2/8/4K1r~1[Pp] w - - 0 1", "f3g1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, zh, tc.fen)
			if diff := cmp.Diff(tc.fen, p.FEN()); diff != "" {
				t.Errorf("FEN round trip (-want +got):\n%s", diff)
			}
			if _, err := p.ParseMove(tc.capture); err != nil {
				t.Errorf("%s: %v", tc.capture, err)
			}
		})
	}
}
