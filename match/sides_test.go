package match

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// A game's reason names the sides as the variant does: Armageddon's
// stalemate is won by the second side's draw odds (vm's
// TestResultAsFSF), here with the sides named Light and Dark. The game
// is over at its start, so that no engine is asked.
func TestReasonNamesSides(t *testing.T) {
	v, p, err := compiler.Load("armageddon")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		sides [2]string
		want  string
	}{
		{v.Sides, "stalemate, Black's draw odds"},
		{[2]string{"Light", "Dark"}, "stalemate, Dark's draw odds"},
	} {
		def := *v
		def.Sides = tc.sides
		g := &Game{}
		o := &Options{Variant: Variant{Def: &def, Prog: p}, MaxPlies: 10}
		if err := playGame(context.Background(), [2]Player{}, g, pos.Clone(), nil, o); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]string{"0-1", "normal", tc.want}, []string{g.Result, g.Termination, g.Reason}); diff != "" {
			t.Errorf("sides %v: result, termination, reason (-want +got):\n%s", tc.sides, diff)
		}
	}
}
