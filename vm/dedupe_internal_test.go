package vm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDedupeAndDisjoint: which types are deduplicated (two of their
// paths may end on one square) and which bent riders are counted without
// deduplication (ptcol.disjoint), worked out by hand. On griffon's
// 10x10 mailbox (castling's 3-square leg makes the guard band 3, the
// row 13) the Bishop's (-7, +7) and (+6, +6) are one board offset, but
// different squares: the Bishop and Queen are not deduplicated. The
// Griffon's and Rhino's rays leave their turn squares on different
// lines, so no two meet; a hook mover reaches a square off its lines by
// two corners, and its rook move's squares by no hook.
func TestDedupeAndDisjoint(t *testing.T) {
	type flags struct{ Dedupe, Disjoint bool }
	tests := []struct {
		variant string
		want    map[string]flags
	}{
		{"griffon", map[string]flags{"P": {}, "N": {}, "B": {}, "R": {}, "Q": {}, "K": {},
			"G": {true, true}, "H": {true, true}}},
		{"hookchess", map[string]flags{"P": {}, "N": {}, "B": {}, "Q": {}, "K": {}, "R": {true, false}}},
		{"capricorn", map[string]flags{"P": {}, "N": {}, "R": {}, "Q": {}, "K": {}, "B": {true, false}}},
		{"capablanca", map[string]flags{"P": {}, "N": {}, "B": {}, "R": {}, "Q": {}, "K": {}, "A": {}, "C": {}}},
	}
	for _, tc := range tests {
		prog := builtinProgram(t, tc.variant)
		tb, err := newTables(prog)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]flags{}
		for i := range tb.types {
			ty := &tb.types[i]
			if ty.col[0].disjoint != ty.col[1].disjoint {
				t.Errorf("%s %s: disjoint differs by colour", tc.variant, ty.letter)
			}
			got[ty.letter] = flags{ty.dedupe, ty.col[0].disjoint}
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.variant, d)
		}
	}
}
