package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPromotionLimitCountsTilde: under a promotion limit a promoted form
// Q~ counts as a Q (Fairy-Stockfish's grandhouse, where a promoted queen
// is a queen): with Q~ on the board the pawn may not promote to Q~ again.
// Worked by hand: Pa9 must promote on a10 (immobility-illegal), to Q~
// only, and only while White has no Q or Q~ on the board.
func TestPromotionLimitCountsTilde(t *testing.T) {
	prog := fromYAML(t, `name: limittilde
inherit: grand
drops: true
captures-to-hand: true
pieces:
  - {letter: P, name: Pawn, betza: ifmnDfmWfceF, promote: {zone: 3, to: "Q~", optional: true, limit: {Q: 1}}}
  - {letter: "Q~", name: Promoted Queen, betza: Q, hand: P}
`)
	cases := []struct {
		name, fen string
		want      []string
	}{
		{"none on the board", "9k/P9/10/10/10/10/10/10/10/R8K w - - 0 1", []string{"a9a10q"}},
		{"a Q", "9k/P9/10/10/10/10/10/10/10/Q8K w - - 0 1", nil},
		{"a Q~ counts as a Q", "9k/P9/10/10/10/10/10/10/10/Q~8K w - - 0 1", nil},
		{"a Q in hand does not count", "9k/P9/10/10/10/10/10/10/10/R8K[Q] w - - 0 1", []string{"a9a10q"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, m := range moveStrings(position(t, prog, c.fen)) {
				if strings.HasPrefix(m, "a9") {
					got = append(got, m)
				}
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("%s: Pa9's moves (-want +got)\n%s", c.fen, diff)
			}
		})
	}
}
