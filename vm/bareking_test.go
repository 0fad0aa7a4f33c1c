package vm_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// TestPieceCounts checks the bare-king rule's piece count against counts
// read off each FEN by hand: holes are not pieces, and a 26×26 board
// (many scan chunks, 52 pieces of one side) sums right.
func TestPieceCounts(t *testing.T) {
	full := strings.Repeat("W", 26)
	big := betza(t, 26, 26, "", vmtest.BetzaPiece{Letter: "W", Betza: "W"})
	tests := []struct {
		name     string
		pos      *vm.Position
		us, them int
	}{
		{"shatranj start", position(t, builtin(t, "shatranj"), ""), 16, 16},
		{"black bare", position(t, builtin(t, "shatranj"), "8/8/8/3k4/3R4/8/8/K7 b - - 0 1"), 1, 2},
		{"gustav3 holes", position(t, builtin(t, "gustav3"), ""), 18, 18},
		{"26x26", position(t, big, strings.ToLower(full)+strings.Repeat("/26", 22)+"/"+full+"/"+full+"/1W24 b - - 0 1"), 26, 53},
	}
	for _, tc := range tests {
		us, them := vm.PieceCounts(tc.pos)
		if diff := cmp.Diff([2]int{tc.us, tc.them}, [2]int{us, them}); diff != "" {
			t.Errorf("%s: (us, them) -want +got\n%s", tc.name, diff)
		}
	}
}

// TestBareKingOver checks the rule's decision against legdefs.Rules'
// words: "ends" stops play when either side has one piece or none;
// "loses" when the side that just moved is bare and the mover is not, or
// the mover is bare and the other side has three or more; both bare,
// play goes on.
func TestBareKingOver(t *testing.T) {
	type row struct {
		rule     string
		us, them int
		want     bool
	}
	rows := []row{
		{legdefs.BareKingEnds, 2, 2, false},
		{legdefs.BareKingEnds, 1, 5, true},
		{legdefs.BareKingEnds, 5, 1, true},
		{legdefs.BareKingEnds, 1, 1, true},
		{legdefs.BareKingEnds, 0, 3, true},
		{legdefs.BareKingLoses, 2, 2, false},
		{legdefs.BareKingLoses, 2, 1, true},  // the mover's opponent is bare
		{legdefs.BareKingLoses, 1, 1, false}, // both bare
		{legdefs.BareKingLoses, 1, 2, false}, // may bare the other in return
		{legdefs.BareKingLoses, 1, 3, true},  // cannot
		{legdefs.BareKingLoses, 0, 4, true},
	}
	var got, want []row
	for _, r := range rows {
		got = append(got, row{r.rule, r.us, r.them, vm.BareKingOver(r.rule, r.us, r.them)})
		want = append(want, r)
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(row{})); diff != "" {
		t.Errorf("BareKingOver (-want +got):\n%s", diff)
	}
}
