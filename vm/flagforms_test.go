package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// flagForms has a promoted form among its flag pieces (backrank's K+Q…):
// "K+Q" names K and +Q, not Q.
const flagForms = `name: flagforms
inherit: chess
pieces:
  - {letter: Q, name: Queen, betza: Q, promote: {zone: 1, to: "+Q", leaving: true, optional: true}}
  - {letter: "+Q", name: Promoted Queen, betza: K}
flag-squares: a8-h8
flag-squares-black: a1-h1
flag-pieces: K+Q
`

// TestFlagPromotedForm: worked by hand. A plain Q on a8 is no flag
// piece: Black's Ke8 has d7, e7 and f7 (d8 and f8 are on the queen's
// rank). A +Q on a8 has won: Black has no move.
func TestFlagPromotedForm(t *testing.T) {
	prog := fromYAML(t, flagForms)
	for _, c := range []struct {
		fen  string
		want []string
	}{
		{"Q3k3/8/8/8/8/8/8/4K3 b - - 0 1", []string{"e8d7", "e8e7", "e8f7"}},
		{"+Q3k3/8/8/8/8/8/8/4K3 b - - 0 1", nil},
	} {
		if diff := cmp.Diff(c.want, moveStrings(position(t, prog, c.fen))); diff != "" {
			t.Errorf("%s: (-want +got)\n%s", c.fen, diff)
		}
	}
}
