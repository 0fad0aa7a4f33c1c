package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
)

// TestResultRulesIgnored: rules that only decide a game's result
// (Armageddon's material counting) change no move refgen makes: its
// perft is chess's (20, 400, 8902).
func TestResultRulesIgnored(t *testing.T) {
	v, err := variants.Builtin("armageddon")
	if err != nil {
		t.Fatal(err)
	}
	if v.MaterialCounting == "" {
		t.Fatal("armageddon has no material counting: the test shows nothing")
	}
	g, err := refgen.New(v)
	if err != nil {
		t.Fatal(err)
	}
	for depth, want := range []uint64{1, 20, 400, 8902} {
		got, err := g.Perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth)
		if err != nil || got != want {
			t.Errorf("perft(%d) = %d, %v; want %d", depth, got, err, want)
		}
	}
}
