package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestResultNoMoves: at positions without a legal move, NoMoveResult
// (which does not generate them) gives the verdict the rules give, as
// Result does.
func TestResultNoMoves(t *testing.T) {
	rows := []struct {
		name, variant, fen string
		want               vm.Result
	}{
		// Qf7 covers g7 g8 h7, Black is not in check
		{"chess stalemate", "chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", vm.Result{Outcome: vm.Draw, Reason: "stalemate"}},
		// Qg7 guarded by Kg6 checks the king on h8
		{"chess mate", "chess", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", vm.Result{Outcome: vm.WhiteWins, Reason: "checkmate"}},
		// checkmate-value: win, the mated side wins
		{"misere mate", "misere", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", vm.Result{Outcome: vm.BlackWins, Reason: "checkmate"}},
		// Ra9 covers d9, e10 faces Red's general on the open e-file:
		// Black cannot move and loses (stalemate-value: loss)
		{"xiangqi stalemate", "xiangqi", "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1", vm.Result{Outcome: vm.WhiteWins, Reason: "stalemate"}},
		// White's pawn is blocked, no capture: giveaway's stalemate-value win
		{"antichess stalemate", "antichess", "8/8/8/8/8/p7/P7/8 w - - 0 1", vm.Result{Outcome: vm.WhiteWins, Reason: "stalemate"}},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			pos := newGame(t, r.variant, r.fen).Position()
			if n := len(pos.LegalMoves()); n != 0 {
				t.Fatalf("%d legal moves, want none", n)
			}
			if diff := cmp.Diff(r.want, pos.NoMoveResult()); diff != "" {
				t.Errorf("NoMoveResult (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(r.want, pos.Result()); diff != "" {
				t.Errorf("Result (-want +got):\n%s", diff)
			}
		})
	}
}

// TestResultRuleValues: the n-move rule at a position, and the value of
// a repetition for the side to move, as a search scores them.
func TestResultRuleValues(t *testing.T) {
	draw := vm.Result{Outcome: vm.Draw, Reason: "3-fold repetition"}
	rows := []struct {
		name, variant, fen string
		moveRule, rep      vm.Result
	}{
		{"chess, clock 99", "chess", "8/8/8/8/8/8/R7/K6k w - - 99 80", vm.Result{}, draw},
		{"chess, clock 100", "chess", "8/8/8/8/8/8/R7/K6k w - - 100 80", vm.Result{Outcome: vm.Draw, Reason: "50-move rule"}, draw},
		{"shatranj, clock 139", "shatranj", "8/8/8/8/8/8/R6p/K6k w - - 139 80", vm.Result{}, draw},
		{"shatranj, clock 140", "shatranj", "8/8/8/8/8/8/R6p/K6k w - - 140 80", vm.Result{Outcome: vm.Draw, Reason: "70-move rule"}, draw},
		// n-move-rule: 0, n-fold-rule: 4
		{"shogi", "shogi", "4k4/9/9/9/9/9/9/9/4K4[Rr] w - - 300 200", vm.Result{},
			vm.Result{Outcome: vm.Draw, Reason: "4-fold repetition"}},
		// n-fold-value: loss, absolute: White loses whoever is to move
		{"minishogi, White to move", "minishogi", "", vm.Result{}, vm.Result{Outcome: vm.BlackWins, Reason: "4-fold repetition"}},
		{"minishogi, Black to move", "minishogi", "rbsgk/4p/5/P4/KGSBR[] b - - 1 1", vm.Result{},
			vm.Result{Outcome: vm.BlackWins, Reason: "4-fold repetition"}},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			pos := newGame(t, r.variant, r.fen).Position()
			if diff := cmp.Diff(r.moveRule, pos.MoveRuleResult()); diff != "" {
				t.Errorf("MoveRuleResult (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(r.rep, pos.RepetitionResult()); diff != "" {
				t.Errorf("RepetitionResult (-want +got):\n%s", diff)
			}
		})
	}
}
