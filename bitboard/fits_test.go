package bitboard_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fitsWant are the built-ins the back end fits: every other one names its
// reason (Fits) and stays on the VM. A built-in added or changed so that
// it fits, or no longer does, shows here.
var fitsWant = []string{
	"ai-wok", "almost", "amazon", "armageddon", "asean", "berolina", "bughouse", "capricorn",
	"chaturanga", "chess", "chess960", "chessgi", "chigorin", "crazyhouse", "dragon", "fairy",
	"fischerandom", "gardner", "georgian", "hookchess", "hoppelpoppel", "knightmate", "loop",
	"losalamos", "makruk", "misere", "newzealand", "nocastle", "normal", "pawnsideways", "perfect",
	"pocketknight", "raazuvaa", "shatar", "shatranj", "sortofalmost", "torpedo",
}

func TestFitsBuiltins(t *testing.T) {
	if d := cmp.Diff(fitsWant, fitting(t)); d != "" {
		t.Errorf("built-ins the back end fits (-want +got):\n%s", d)
	}
}
