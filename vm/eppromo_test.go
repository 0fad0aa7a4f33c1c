package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm/vmtest"
)

// A move that promotes makes no e.p. squares (variants/README.md, "FEN
// e.p. field"; Fairy-Stockfish's do_move sets its e.p. square only for a
// pawn move that is no promotion). With a promotion zone of five ranks
// White's e2e4 promotes; Black's pawn on d4 could otherwise take on e3.
// Worked out by hand: e2e3 does not promote and makes no e.p. square
// (a single step), e2e4 without the zone would make e3 one.
func TestPromotionMakesNoEPRights(t *testing.T) {
	tests := []struct {
		name string
		zone int
		move string
		want string
		ep   []string // d4e3 if it is legal
	}{
		{"double step, no promotion", 1, "e2e4", "7k/8/8/8/3pP3/8/8/7K b - e3 0 1", []string{"d4e3"}},
		{"double step that promotes", 5, "e2e4n", "7k/8/8/8/3pN3/8/8/7K b - - 0 1", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := vmtest.Chess()
			p.Pieces[0].Promote.Zone = tc.zone
			pos := position(t, p, "7k/8/8/8/3p4/8/4P3/7K w - - 0 1")
			play(t, pos, tc.move)
			if got := pos.FEN(); got != tc.want {
				t.Errorf("after %s: FEN %q, want %q", tc.move, got, tc.want)
			}
			if tc.ep == nil {
				wantMoves(t, pos, nil, []string{"d4e3"})
			} else {
				wantMoves(t, pos, tc.ep, nil)
			}
		})
	}
}
