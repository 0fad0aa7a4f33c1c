package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// perpetualChess is chess whose perpetual check loses (as in Xiangqi).
const perpetualChess = "name: pchess\ninherit: chess\nperpetual-check-illegal: true\n"

// TestResult plays games whose results are known by the rules, and
// checks Game.Result after the moves (and, with before, one move short
// of them).
func TestResult(t *testing.T) {
	const shuffle = "g1f3 g8f6 f3g1 f6g8 "
	const kingShuffle = "e1f2 e9f8 f2e1 f8e9 "
	const checks = "e4e8 h8h7 e8e4 h7h8 "
	cases := []struct {
		name, variant, fen, moves string
		want                      vm.Result
		before                    vm.Outcome // the outcome one move earlier
	}{
		{"fool's mate", "chess", "", "f2f3 e7e5 g2g4 d8h4", vm.Result{Outcome: vm.BlackWins, Reason: "checkmate"}, vm.Ongoing},
		{"losers: the mated side wins", "losers", "", "f2f3 e7e5 g2g4 d8h4", vm.Result{Outcome: vm.WhiteWins, Reason: "checkmate"}, vm.Ongoing},
		{"stalemate", "chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", vm.Result{Outcome: vm.Draw, Reason: "stalemate"}, -1},
		{"xiangqi: stalemate loses", "xiangqi", "3k5/4P4/9/9/9/9/9/9/9/4K4 b - - 0 1", "",
			vm.Result{Outcome: vm.WhiteWins, Reason: "stalemate"}, -1},
		{"threefold by knights", "chess", "", shuffle + shuffle, vm.Result{Outcome: vm.Draw, Reason: "3-fold repetition"}, vm.Ongoing},
		// the e.p. square of e2e4 counts only where a pawn could take
		// (Fairy-Stockfish's key): the position after it stands three times
		{"threefold after a double step", "chess", "", "e2e4 " + strings.Repeat("g8f6 g1f3 f6g8 f3g1 ", 2),
			vm.Result{Outcome: vm.Draw, Reason: "3-fold repetition"}, vm.Ongoing},
		// the kings have moved: a rook that leaves its corner and comes
		// back loses no castling right, so the position repeats
		{"rooks without castling rights", "chess", "", "h2h4 h7h5 e2e4 e7e5 e1e2 e8e7 " + strings.Repeat("h1h2 h8h7 h2h1 h7h8 ", 2),
			vm.Result{Outcome: vm.Draw, Reason: "3-fold repetition"}, vm.Ongoing},
		{"twofold is not over", "chess", "", shuffle, vm.Result{}, vm.Ongoing},
		{"shogi: threefold is not sennichite", "shogi", "", kingShuffle + kingShuffle, vm.Result{}, vm.Ongoing},
		{"shogi: fourfold", "shogi", "", kingShuffle + kingShuffle + kingShuffle, vm.Result{Outcome: vm.Draw, Reason: "4-fold repetition"}, vm.Ongoing},
		// n-fold-value: loss, absolute: the first player loses the repetition
		{"minishogi: fourfold loses for White", "minishogi", "", strings.Repeat("a1b2 e5d4 b2a1 d4e5 ", 3),
			vm.Result{Outcome: vm.BlackWins, Reason: "4-fold repetition"}, vm.Ongoing},
		{"minishogi: White loses with Black to move", "minishogi", "", "a2a3 " + strings.Repeat("e5d4 a1b2 d4e5 b2a1 ", 3),
			vm.Result{Outcome: vm.BlackWins, Reason: "4-fold repetition"}, vm.Ongoing},
		{"perpetual check, no rule", "chess", "7k/8/8/8/4Q3/8/8/K7 w - - 0 1", checks + checks,
			vm.Result{Outcome: vm.Draw, Reason: "3-fold repetition"}, vm.Ongoing},
		{"perpetual check loses", perpetualChess, "7k/8/8/8/4Q3/8/8/K7 w - - 0 1", checks + checks,
			vm.Result{Outcome: vm.BlackWins, Reason: "3-fold repetition with perpetual check"}, vm.Ongoing},
		{"50 moves", "chess", "8/8/8/8/8/8/R7/K6k w - - 99 80", "a2a3", vm.Result{Outcome: vm.Draw, Reason: "50-move rule"}, vm.Ongoing},
		{"a capture resets the clock", "chess", "8/8/8/8/8/8/R6r/K6k w - - 99 80", "a2h2", vm.Result{}, vm.Ongoing},
		{"shatranj: 70 moves", "shatranj", "8/8/8/8/8/8/R6p/K6k w - - 139 80", "a2b2", vm.Result{Outcome: vm.Draw, Reason: "70-move rule"}, vm.Ongoing},
		{"shogi: no n-move rule", "shogi", "4k4/9/9/9/9/9/9/9/4K4[Rr] w - - 300 200", "", vm.Result{}, -1},
		{"K vs K", "chess", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "", vm.Result{Outcome: vm.Draw, Reason: "insufficient material"}, -1},
		{"KB vs K", "chess", "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "", vm.Result{Outcome: vm.Draw, Reason: "insufficient material"}, -1},
		{"KN vs K", "chess", "8/8/8/4k3/8/8/8/1N2K3 w - - 0 1", "", vm.Result{Outcome: vm.Draw, Reason: "insufficient material"}, -1},
		{"KB vs KB, same colour", "chess", "8/8/3b4/4k3/8/8/8/2B1K3 w - - 0 1", "", vm.Result{Outcome: vm.Draw, Reason: "insufficient material"}, -1},
		{"KB vs KB, both colours", "chess", "8/8/4b3/4k3/8/8/8/2B1K3 w - - 0 1", "", vm.Result{}, -1},
		{"KNN vs K", "chess", "8/8/8/4k3/8/8/8/1N2K1N1 w - - 0 1", "", vm.Result{}, -1},
		{"KP vs K", "chess", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "", vm.Result{}, -1},
		{"KR vs K", "chess", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "", vm.Result{}, -1},
		{"giveaway: no pieces wins", "giveaway", "8/8/8/8/8/8/8/4K3 b - - 0 1", "", vm.Result{Outcome: vm.BlackWins, Reason: "extinction"}, -1},
		{"extinction chess: no queen loses", "extinction", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "",
			vm.Result{Outcome: vm.WhiteWins, Reason: "extinction"}, -1},
		{"shatranj: the bared side loses", "shatranj", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "", vm.Result{Outcome: vm.WhiteWins, Reason: "bare king"}, -1},
		{"shatranj: bare against three", "shatranj", "4k3/8/8/8/8/8/8/RR2K3 b - - 0 1", "", vm.Result{Outcome: vm.WhiteWins, Reason: "bare king"}, -1},
		{"shatar: robado", "shatar", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "", vm.Result{Outcome: vm.Draw, Reason: "bare king"}, -1},
		{"giveaway: no insufficient material", "giveaway", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "", vm.Result{}, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, c.variant, c.fen)
			moves := strings.Fields(c.moves)
			for i, s := range moves {
				if i == len(moves)-1 {
					if got := g.Result().Outcome; got != c.before {
						t.Errorf("before %s: outcome %v, want %v (%v)", s, got, c.before, g.Result())
					}
				}
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

// newGame starts a game of a built-in variant, or of a variant file's
// text (holding a newline).
func newGame(t *testing.T, variant, fen string) *vm.Game {
	t.Helper()
	var p *legdefs.Program
	var err error
	if strings.Contains(variant, "\n") {
		_, p, err = compiler.LoadBytes("test.yaml", []byte(variant))
	} else {
		_, p, err = compiler.Load(variant)
	}
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, fen)
	if err != nil {
		t.Fatal(err)
	}
	return vm.NewGame(pos)
}
