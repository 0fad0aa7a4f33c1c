package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// A result's reason names the sides as the variant's players do
// (Named), and as White and Black in String: Armageddon's stalemate,
// won by the draw odds (result_fsf_test.go), is the winner's.
func TestResultNamed(t *testing.T) {
	odds := vm.Result{Outcome: vm.BlackWins, Reason: "stalemate, draw odds"}
	tests := []struct {
		r            vm.Result
		sides        [2]string
		named, plain string
	}{
		{odds, [2]string{"Sente", "Gote"}, "stalemate, Gote's draw odds", "0-1 (stalemate, Black's draw odds)"},
		{vm.Result{Outcome: vm.WhiteWins, Reason: "50-move rule, draw odds"}, [2]string{"Red", "Black"},
			"50-move rule, Red's draw odds", "1-0 (50-move rule, White's draw odds)"},
		{vm.Result{Outcome: vm.WhiteWins, Reason: "checkmate"}, [2]string{"Red", "Black"}, "checkmate", "1-0 (checkmate)"},
		{vm.Result{Outcome: vm.Draw, Reason: "3-fold repetition"}, [2]string{"Blue", "Red"}, "3-fold repetition", "1/2-1/2 (3-fold repetition)"},
	}
	for _, tc := range tests {
		got := []string{tc.r.Named(tc.sides).Reason, tc.r.String()}
		if diff := cmp.Diff([]string{tc.named, tc.plain}, got); diff != "" {
			t.Errorf("%+v named %v, String (-want +got):\n%s", tc.r, tc.sides, diff)
		}
	}
}
