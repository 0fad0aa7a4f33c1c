package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFENEPField checks the FEN e.p. convention (Fairy-Stockfish's): the
// e.p. field names only squares a piece of the side to move could capture
// on, after single and multi-step moves, and FENs with them read back.
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
