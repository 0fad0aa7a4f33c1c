package vm_test

import "testing"

// hopperImmobility is a 5x5 variant with drops and the immobility rule, a
// hopper A (pR) and a forward hopper F (fpR).
const hopperImmobility = `
name: hopimmobile
board: 5x5
pieces:
  - {letter: K, name: King, betza: K, royal: true}
  - {letter: A, name: Hopper, betza: pR}
  - {letter: F, name: Forward hopper, betza: fpR}
drops: true
immobility-illegal: true
start: 4k/5/5/5/K4[] w - - 0 1
`

// TestImmobilityHopper checks the immobility rule with hoppers
// (legdefs.Rules.Hand.ImmobilityIllegal): a piece is stuck only where it
// could not move even with one friendly piece, its screen, on the board.
// Counted by hand: the king on a1 has 3 moves; A may be dropped on the 23
// empty squares (it could hop from each, as Fairy-Stockfish's cannonshogi
// lets its pR); F not on rank 5 (nothing ahead) nor on rank 4 (a screen
// but nothing beyond), so on the 14 empty squares of ranks 1-3.
func TestImmobilityHopper(t *testing.T) {
	prog := fromYAML(t, hopperImmobility)
	for _, tc := range []struct {
		hand string
		want int
	}{{"A", 3 + 23}, {"F", 3 + 14}} {
		pos := position(t, prog, "4k/5/5/5/K4["+tc.hand+"] w - - 0 1")
		if got := len(moveStrings(pos)); got != tc.want {
			t.Errorf("%s in hand: %d moves, want %d: %v", tc.hand, got, tc.want, moveStrings(pos))
		}
	}
}
