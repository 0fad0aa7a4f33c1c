package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// andersGiveaway is Fairy-Stockfish's [andersgiveaway] (variants.ini):
// giveaway where a stalemated side passes.
const andersGiveaway = "name: andersgiveaway\ninherit: giveaway\npass-on-stalemate: true\n"

// TestStalematePassByHand checks pass-on-stalemate's moves on positions
// worked out by hand: the pass is the only move of a side without one,
// written on its first piece's square (a1, b1, ... rank by rank), and
// never when the side can move.
func TestStalematePassByHand(t *testing.T) {
	prog := fromYAML(t, andersGiveaway)
	cases := []struct {
		name, fen string
		want      []string
	}{
		// Ph2 is blocked by ph3 and White has nothing else: it passes
		{"blocked pawn", "r6r/p7/8/8/8/7p/7P/8 w - - 0 1", []string{"h2h2"}},
		// two blocked pawns: the pass is written on the first (a2 before h2)
		{"first piece", "8/8/8/8/8/p6p/P6P/8 w - - 0 1", []string{"a2a2"}},
		// Black can move: no pass
		{"not stalemated", "r6r/p7/8/8/8/7p/7P/8 b - - 0 1",
			[]string{"a7a5", "a7a6", "a8b8", "a8c8", "a8d8", "a8e8", "a8f8", "a8g8",
				"h8b8", "h8c8", "h8d8", "h8e8", "h8f8", "h8g8", "h8h4", "h8h5", "h8h6", "h8h7"}},
		// no piece: the game is over (extinction), no pass
		{"no piece", "8/8/8/8/8/7p/8/8 w - - 0 1", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if diff := cmp.Diff(c.want, moveStrings(position(t, prog, c.fen))); diff != "" {
				t.Errorf("%s: (-want +got)\n%s", c.fen, diff)
			}
		})
	}
}

// TestStalematePassPerft compares perft with Fairy-Stockfish's (native
// build of the reference commit, "setoption name UCI_Variant value
// andersgiveaway", "position fen F", "go perft N").
func TestStalematePassPerft(t *testing.T) {
	prog := fromYAML(t, andersGiveaway)
	tests := []struct {
		fen   string
		depth int
		want  uint64
	}{
		// both sides blocked: White passes, Black passes, and two passes
		// in a row end the game
		{"8/8/8/8/8/7p/7P/8 w - - 0 1", 2, 1},
		{"8/8/8/8/8/7p/7P/8 w - - 0 1", 3, 0},
		{"r6r/p7/8/8/8/7p/7P/8 w - - 0 1", 4, 350},
		// the pass (a2a2) keeps Pa2's double step: the knight then
		// leaves a3 and a2a4 is legal (4 at depth 3 if it were lost)
		{"8/8/8/8/8/n7/P7/8 w - - 0 1", 3, 8},
		{"8/8/8/8/8/n7/P7/8 w - - 0 1", 5, 23},
		{"4k3/8/8/8/8/n7/P7/R3K2R w KQ - 0 1", 4, 24494},
	}
	for _, tc := range tests {
		if got := countBelow(position(t, prog, tc.fen), tc.depth); got != tc.want {
			t.Errorf("%q depth %d: %d, want %d", tc.fen, tc.depth, got, tc.want)
		}
	}
}
