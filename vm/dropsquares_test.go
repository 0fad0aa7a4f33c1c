package vm

import (
	"testing"

	"github.com/betzac/betzac/compiler"
)

// TestDropSquaresOnlyWithHands: the drop squares of each type are built
// where pieces come to a hand (drops, captures to hand, gating) and only
// there: nothing else reads them, and for chushogi they were a tenth of
// what building its tables allocated (issue 31).
func TestDropSquaresOnlyWithHands(t *testing.T) {
	for _, tc := range []struct {
		variant string
		hands   bool
	}{
		{"chess", false}, {"chushogi", false}, {"xiangqi", false},
		{"shogi", true}, {"crazyhouse", true}, {"seirawan", true},
	} {
		_, prog, err := compiler.Load(tc.variant)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := newTables(prog)
		if err != nil {
			t.Fatal(err)
		}
		if tb.hands != tc.hands {
			t.Errorf("%s: hands = %v, want %v", tc.variant, tb.hands, tc.hands)
		}
		for i := range tb.types {
			for c := range 2 {
				dr := &tb.types[i].dr
				if built := dr.ok[c] != nil || dr.okScan[c] != nil || dr.okAll[c]; built != tc.hands {
					t.Errorf("%s: type %s colour %d: drop squares built = %v, want %v", tc.variant, tb.types[i].letter, c, built, tc.hands)
				}
			}
		}
	}
}
