package compiler

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLettersTogglesRelay checks tables worked out by hand for doubled
// direction letters, the W F K range toggle and relay. The letters and x
// follow betza.js's BetzaParse as read (a doubled letter like ff gives the
// narrow set and uses up both letters; x ORs in 2048 and, like d, stops
// the default mc of a final leg and m of a non-final one); the toggle
// follows Betza's page (see ranger), where this betza.js copy differs.
func TestLettersTogglesRelay(t *testing.T) {
	tests := []struct{ betza, want string }{
		{"ffrrK", `1|1 0 1 1027; 1|1 1 0 1027`},                                 // f, then r
		{"fflK", `1|1 0 1 1027; 1|1 -1 0 1027`},                                 // f, then l
		{"lfrrK", `1|1 1 0 1027; 1|1 -1 1 1027`},                                // r (bit 2) before fl (bit 7)
		{"ffbbB", `1|0 1 1 1027; 1|0 1 -1 1027; 1|0 -1 -1 1027; 1|0 -1 1 1027`}, // fB + bB
		// fgafrW0 (gafsW0 cut to one path): the hop leg slides (48 = hop + toggle), W0 turns into R,
		// then B after the 45° turn: range 0 (betza.js: 1)
		{"fgafrW0", `2|0 0 1 48|0 1 1 1027`},
		// gafsR: R turns into W, an F step after the turn
		{"fgafrR", `2|0 0 1 48|1 1 1 1027`},
		// gR4: the written 4 is stripped, R becomes W: range 1 after the hop
		{"fgR4", `2|4 0 1 48|1 0 1 1027`},
		// xQ: eight queen lines with mode 3072 = relay + final, no mc
		{"xQ", `1|0 0 1 3072; 1|0 1 1 3072; 1|0 1 0 3072; 1|0 1 -1 3072
			1|0 0 -1 3072; 1|0 -1 -1 3072; 1|0 -1 0 3072; 1|0 -1 1 3072`},
		// the knight-relay's induction leg: a knight leap onto the friend
		// (2048 only, no default m), then the friend's leap straight on
		{"frxafN", `2|1 2 1 2048|1 2 1 1027`},
		{"xcK", `1|1 0 1 3074; 1|1 1 1 3074; 1|1 1 0 3074; 1|1 1 -1 3074
			1|1 0 -1 3074; 1|1 -1 -1 3074; 1|1 -1 0 3074; 1|1 -1 1 3074`},
	}
	for _, tc := range tests {
		t.Run(tc.betza, func(t *testing.T) {
			got, err := CompileBetza(tc.betza, 8, 8)
			if err != nil {
				t.Fatalf("CompileBetza(%q): %v", tc.betza, err)
			}
			if diff := cmp.Diff(parseListing(t, tc.want), got.Moves(0)); diff != "" {
				t.Errorf("%q (-want +got):\n%s", tc.betza, diff)
			}
		})
	}
}
