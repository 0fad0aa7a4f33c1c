package xqboard_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/betzac/betzac/xqboard"
)

// TestRoyalSafe: in random games of variants with palace lines, barred
// screens, the flying general and passes, each quiet move of the royal
// of the side to move is safe by royalSafe (not made) exactly when it is
// once made and tested (xqboard.RoyalMovesAgree).
func TestRoyalSafe(t *testing.T) {
	cases := []struct {
		name   string
		prog   *legdefs.Program
		starts []string
	}{
		{"janggi", vmtest.Program(t, "janggi"), []string{"", "3k5/4a4/9/9/4c4/9/4C4/4R4/4A4/5K3 w - - 0 1"}},
		{"xiangqi", vmtest.Program(t, "xiangqi"), []string{"", "3k5/9/4c4/9/9/9/2R6/9/4A4/4K4 w - - 0 1"}},
		{"sidedregions", programOf(t, sidedRegions), []string{"r1c1k1c1r/9/4a4/9/9/9/9/4A4/9/R1C1K1C1R w - - 0 1"}},
		{"flyingonly", programOf(t, flyingOnly), []string{"3nk1n2/9/9/9/4n4/9/4N4/9/9/2N1K1N2 w - - 0 1"}},
	}
	rng := rand.New(rand.NewPCG(31, 41))
	games := testenv.Pick(3, 20)
	for _, c := range cases {
		checked := 0
		boardsInGames(t, c.prog, c.starts, games, 60, rng, func(pos *vm.Position, b *xqboard.Board) {
			n, err := xqboard.RoyalMovesAgree(b)
			if err != nil {
				t.Errorf("%s %s: %v", c.name, pos.FEN(), err)
			}
			checked += n
		})
		if checked == 0 {
			t.Errorf("%s: no royal move checked", c.name)
		}
		t.Logf("%s: %d royal moves", c.name, checked)
	}
}
