package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestResultAsFSF holds Game.Result to what Fairy-Stockfish's ffish
// result(true) says in positions where betzac once differed (each case
// says what ffish 0.7.10 answers and why).
func TestResultAsFSF(t *testing.T) {
	threefold := vm.Result{Outcome: vm.Draw, Reason: "3-fold repetition"}
	cases := []struct {
		name, variant, fen, moves string
		want                      vm.Result
	}{
		// a king that could castle but has no castling right (no rook
		// left) steps off and back: FSF's key holds castling rights, not
		// the king's virginity, so the position repeats
		{"king's virginity without castling rights", "chess", "",
			"a2a4 a7a5 h2h4 h7h5 a1a2 a8a7 h1h2 h8h7 a2a1 a7a8 h2h1 h7h8 e2e3 e7e6 " +
				"e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8", threefold},
		// FSF's clock: only the chess pawn's irreversible moves (its
		// nMoveRuleTypes), captures, drops and promotions reset it, so a
		// shogi rook's or a xiangqi soldier's moves keep the repetition
		// window open
		{"shoshogi: rook moves keep the clock", "shoshogi", "",
			"g3g4 c7c6 " + strings.Repeat("h2g2 b8c8 g2h2 c8b8 ", 3),
			vm.Result{Outcome: vm.Draw, Reason: "4-fold repetition"}},
		{"supply: sideways soldiers keep the clock", "supply", "",
			"g4g5 c7c6 g5g6 c6c5 " + strings.Repeat("g6h6 c5d5 h6g6 d5c5 ", 2), threefold},
		// FSF's key leaves gates out: the Cambodian king that has left
		// e8 and come back (losing its first leap) repeats the position
		// where it had not moved (ffish: draw after these moves)
		{"cambodian: gates are not in the key", "cambodian", "",
			"b3b4 c8c7 c3c4 a6a5 b4b5 d6d5 c1d2 f8e7 f1g2 d8d6 g2f1 c7d8 f1g2 c6c5 g2f1 e8f7 d2c3 f7e8 c3d2 b8d7 d2c3 d7b8 c3d2", threefold},
		// nor S-chess's gating rights (the f1 bishop's gate lost)
		{"shouse: gating rights are not in the key", "shouse", "",
			"e2e3 e7e5 a2a3 E@h3 a1a2 h3g5 H@e6 d8f6 f1e2 f6d8 e2f1 d8f6 g1h3 f6d8 h3g1", threefold},
		// Racing Kings: White's king has reached the eighth rank and
		// Black's cannot follow (ffish: 1-0), not a stalemate
		{"racingkings: no reply reaches the goal", "racingkings", "5K2/5b2/1N6/8/1k6/4n3/8/8 b - - 23 122", "",
			vm.Result{Outcome: vm.WhiteWins, Reason: "goal reached"}},
		// material counting (ffish's answers): Armageddon's stalemate
		// is Black's; Janggi's two passes and repetition go by points
		// (equal armies: Black, by the half point), its traditional and
		// casual rules' two passes are draws
		{"armageddon: stalemate is Black's", "armageddon", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "",
			vm.Result{Outcome: vm.BlackWins, Reason: "stalemate, draw odds"}},
		{"janggi: two passes go by points", "janggi", "", "e2e2 e9e9",
			vm.Result{Outcome: vm.BlackWins, Reason: "two passes, or bikjang, decided by material"}},
		{"janggi: repetition goes by points", "janggi", "", "a1a2 a10a9 a2a1 a9a10 a1a2 a10a9 a2a1 a9a10",
			vm.Result{Outcome: vm.BlackWins, Reason: "3-fold repetition, decided by material"}},
		{"janggitraditional: two passes draw", "janggitraditional", "", "e2e2 e9e9",
			vm.Result{Outcome: vm.Draw, Reason: "two passes, or bikjang"}},
		{"janggicasual: two passes draw", "janggicasual", "", "e2e2 e9e9",
			vm.Result{Outcome: vm.Draw, Reason: "two passes, or bikjang"}},
		// Shatar's mate rule (ffish's answers): a knight's mate wins for
		// the mated side, a pawn's with no shak before it is a draw, a
		// rook's is a win
		{"shatar: mate by a knight", "shatar", "k7/P1N5/1K6/7p/8/8/8/8 b - - 0 1", "",
			vm.Result{Outcome: vm.BlackWins, Reason: "checkmate by a knight"}},
		{"shatar: niol", "shatar", "k7/1P6/1K6/4B2p/8/8/8/8 b - - 0 1", "",
			vm.Result{Outcome: vm.Draw, Reason: "checkmate without a shak (niol)"}},
		{"shatar: mate by a rook", "shatar", "7k/8/6K1/p7/8/8/8/1R6 w - - 0 1", "b1b8",
			vm.Result{Outcome: vm.WhiteWins, Reason: "checkmate"}},
		// Janggi (modern)'s move repetition rule (ffish: * after eight
		// plies, then 0-1 after the ninth, the chariot moved back and
		// forth a third time: Black, to move, wins)
		{"janggimodern: not yet", "janggimodern", "", strings.Repeat("a1a2 a10a9 a2a1 a9a10 ", 2), vm.Result{}},
		{"janggimodern: move repetition loses", "janggimodern", "", strings.Repeat("a1a2 a10a9 a2a1 a9a10 ", 2) + "a1a2",
			vm.Result{Outcome: vm.BlackWins, Reason: "move repetition"}},
		// not FSF's (it looks at pawns' promotions only, and has no Chu
		// Shogi): a pawn that may become a gold can mate
		{"chushogi: king and pawn against king", "chushogi", "6k5/12/12/12/5P6/12/12/12/12/12/12/6K5 w - - 0 1", "", vm.Result{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, c.variant, c.fen)
			for _, s := range strings.Fields(c.moves) {
				m, err := g.Position().ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				g.Play(m)
			}
			if d := cmp.Diff(c.want, g.Result()); d != "" {
				t.Errorf("result (-want +got):\n%s", d)
			}
		})
	}
}
