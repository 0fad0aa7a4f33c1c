package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFENEPField checks the FEN e.p. conventions (Fairy-Stockfish's): the
// e.p. field names only squares a piece of the side to move could capture
// on, after single and multi-step moves, and FENs with them read back; the
// marked field (ep-field: marked) names the double-stepped pawn's square
// too, and decides which pawn an e.p. capture takes.
func TestFENEPField(t *testing.T) {
	tests := []struct {
		name, variant, fen string
		moves              string // played from fen, space separated
		want               string
	}{
		{"double step nobody can take", "chess", "", "e2e4",
			"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		{"double step next to a pawn", "chess", "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4",
			"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
		{"pinned taker still counts", "chess", "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", "e2e4",
			"8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"},
		{"torpedo step from the middle", "torpedo", "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", "e4e6",
			"rnbqkbnr/ppp1pppp/3pP3/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e5 0 1"},
		{"grand e.p. square read and written", "grand", "r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3", "",
			"r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3"},
		{"several squares are read", "chess", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3e2 0 1", "",
			"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
		// the marked form (ep-field: marked): Fairy-Stockfish's FENs after
		// Berolina and Pawn Sideways double steps (printed by its "d"), and
		// the marked square decides which pawn an e.p. capture takes
		{"berolina double step nobody can take", "berolina", "", "d2f4 e7c5",
			"rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 0 2"},
		{"berolina victim after its e.p. square", "berolina", "", "e2c4 d7f5",
			"rnbqkbnr/ppp1pppp/8/5p2/2P5/8/PPPP1PPP/RNBQKBNR w KQkq f5e6 0 2"},
		{"perft.sh's order is read", "berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1", "",
			"rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq c5d6 0 1"},
		{"the marked pawn is taken", "berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq c5d6 0 1", "d5d6",
			"rnbqkbnr/pp1p1ppp/3P4/4p3/8/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1"},
		{"the other marked pawn is taken", "berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6e5 0 1", "d5d6",
			"rnbqkbnr/pp1p1ppp/3P4/2p5/8/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1"},
		{"pawn sideways double step", "pawnsideways", "", "e2e4",
			"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3e4 0 1"},
		{"pawn sideways: capturable or not, the same form", "pawnsideways", "", "e2e4 d7d5 e4e5 f7f5",
			"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f5f6 0 3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, builtin(t, tc.variant), tc.fen)
			for _, s := range strings.Fields(tc.moves) {
				m, err := pos.ParseMove(s)
				if err != nil {
					t.Fatal(err)
				}
				pos.Make(m)
			}
			if d := cmp.Diff(tc.want, pos.FEN()); d != "" {
				t.Errorf("FEN (-want +got):\n%s", d)
			}
		})
	}
}
