package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestBaring: the game is over when the side that has just moved is bare
// (has no R or N): a draw if the side to move is bare too, else the side
// to move has won; a bare side to move plays on (one move to bare the
// other). Worked by hand on a 5x5 board.
func TestBaring(t *testing.T) {
	p := fromYAML(t, vmtest.BaringYAML)
	for _, c := range []struct {
		name, fen string
		moves     int
		result    vm.Result
	}{
		// the rook: a2-a5, b1-d1; the king: d1, d2, e2
		{"neither bare", "1r2k/5/5/5/R3K w - - 0 1", 10, vm.Result{}},
		{"white bare, to move: plays on", "1r2k/5/5/5/4K w - - 0 1", 3, vm.Result{}},
		{"black just moved, bare: white wins", "4k/5/5/5/R3K w - - 0 1", 0, vm.Result{Outcome: vm.WhiteWins, Reason: "bare (baring)"}},
		{"a pawn does not count: white wins", "3pk/5/5/P4/R3K w - - 0 1", 0, vm.Result{Outcome: vm.WhiteWins, Reason: "bare (baring)"}},
		{"white just moved, bare: black wins", "1r2k/5/5/5/4K b - - 0 1", 0, vm.Result{Outcome: vm.BlackWins, Reason: "bare (baring)"}},
		{"both bare: a draw", "4k/5/5/5/P3K w - - 0 1", 0, vm.Result{Outcome: vm.Draw, Reason: "both sides bare (baring)"}},
		{"a knight counts", "3nk/5/5/5/R3K w - - 0 1", 10, vm.Result{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			pos, err := vm.NewPosition(p, c.fen)
			if err != nil {
				t.Fatal(err)
			}
			got := len(pos.LegalMoves())
			if got != c.moves {
				t.Errorf("%d legal moves, want %d: %v", got, c.moves, moveStrings(pos))
			}
			if d := cmp.Diff(c.result, pos.Result()); d != "" {
				t.Errorf("result (-want +got):\n%s", d)
			}
		})
	}
}
