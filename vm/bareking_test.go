package vm_test

import (
	"strings"
	"testing"

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
