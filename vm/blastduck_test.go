package vm_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBlastDuck checks walls with blasts (legdefs.Rules.Walling): the
// royal test sees the duck where the move puts it, and not where it
// stood. The lists are Fairy-Stockfish's go perft 1 divides (native,
// VariantPath fsf-variants.ini, UCI_Variant atomicduck): a2a3 escapes the
// rook's check only with the duck on e2-e7; castling out of the rook's
// check is legal only with the duck on f1, between them (on e1, the
// king's start, the start is still attacked); with the duck on e4 a2a3
// must put it back on the e-file; a duck on the capturer's square next to
// its blast is not seen.
func TestBlastDuck(t *testing.T) {
	prog := fromYAML(t, "name: atomicduck\ninherit: atomic\nwalling: duck\n")
	tests := []struct {
		fen, prefix string
		want        []string
	}{
		{"k3r3/8/8/7*/8/8/P7/4K3 w - - 0 1", "a2a3,", []string{"a2a3,a3e2", "a2a3,a3e3", "a2a3,a3e4", "a2a3,a3e5", "a2a3,a3e6", "a2a3,a3e7"}},
		{"4k2r/8/8/5*2/8/8/8/R3K1rR w KQk - 0 2", "e1c1,", []string{"e1c1,c1f1"}},
		// the duck on e4 blocks the rook, and must stay on the e-file
		{"k3r3/8/8/8/4*3/8/P7/4K3 w - - 0 1", "a2a3,", []string{"a2a3,a3e2", "a2a3,a3e3", "a2a3,a3e5", "a2a3,a3e6", "a2a3,a3e7"}},
		// Bxe4 may not leave the duck on d3, next to the blast: the royal
		// test does not see it there, and the rook d6 reaches the king
		{"7r/1qp1kp2/3rn2n/1p1*P3/pP2bN2/N1PB1P2/P7/R1BK1R2 w - - 5 34", "d3e4,", []string{"d3e4,e4d2", "d3e4,e4d4"}},
	}
	for _, tc := range tests {
		var got []string
		for _, m := range moveStrings(position(t, prog, tc.fen)) {
			if strings.HasPrefix(m, tc.prefix) {
				got = append(got, m)
			}
		}
		slices.Sort(got)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: moves %s… (-want +got):\n%s", tc.fen, tc.prefix, diff)
		}
	}
}
