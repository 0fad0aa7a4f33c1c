package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
)

// TestResultRulesIgnored: rules that only decide a game's result
// (Armageddon's material counting; move repetition, Janggi (modern)'s,
// which refgen cannot play, put on chess) change no move refgen makes:
// the perft is chess's (20, 400, 8902).
func TestResultRulesIgnored(t *testing.T) {
	armageddon, err := variants.Builtin("armageddon")
	if err != nil {
		t.Fatal(err)
	}
	moveRep, err := variants.LoadBytes("mr.yaml", []byte("name: mr\ninherit: chess\nmove-repetition-illegal: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []*variants.Variant{armageddon, moveRep} {
		if v.MaterialCounting == "" && !v.MoveRepetitionIllegal {
			t.Fatalf("%s has neither rule: the test shows nothing", v.Name)
		}
		g, err := refgen.New(v)
		if err != nil {
			t.Fatal(err)
		}
		for depth, want := range []uint64{1, 20, 400, 8902} {
			got, err := g.Perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth)
			if err != nil || got != want {
				t.Errorf("%s: perft(%d) = %d, %v; want %d", v.Name, depth, got, err, want)
			}
		}
	}
}
