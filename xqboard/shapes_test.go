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

// confinedRiders has a rook and a cannon confined to their own half:
// their rides and hops cross the confinement, so they take the general
// path (shapeOf).
const confinedRiders = `name: confinedriders
board: 9x10
pieces:
  - {letter: R, name: Rook, betza: R, confine: a1-i5}
  - {letter: C, name: Cannon, betza: mRcpR, confine: a1-i5}
  - {letter: K, name: King, betza: W, royal: true, confine: d1-f3}
start: rc2k2cr/9/9/9/9/9/9/9/9/RC2K2CR w - - 0 1
`

// TestShapes: in random games of the variants that fit, the targets of
// every piece read by its shape equal those of the general path
// (xqboard.ShapesAgree), and Xiangqi's pieces take the three shapes.
func TestShapes(t *testing.T) {
	cases := []struct {
		name   string
		prog   *legdefs.Program
		starts []string
		want   []string // shapes that must be seen
	}{
		{"xiangqi", vmtest.Program(t, "xiangqi"), []string{""}, []string{"leaps", "lame", "axes"}},
		{"minixiangqi", vmtest.Program(t, "minixiangqi"), []string{""}, nil},
		{"janggi", vmtest.Program(t, "janggi"), []string{"", "3k5/4a4/9/9/4c4/9/4C4/4R4/4A4/5K3 w - - 0 1"}, []string{"any"}},
		{"sidedregions", programOf(t, sidedRegions), []string{"r1c1k1c1r/9/4a4/9/9/9/9/4A4/9/R1C1K1C1R w - - 0 1"}, nil},
		{"xqpass", programOf(t, xqPass), []string{""}, nil},
		{"confinedriders", programOf(t, confinedRiders), []string{""}, []string{"any"}},
	}
	rng := rand.New(rand.NewPCG(31, 23))
	games := testenv.Pick(2, 10)
	for _, c := range cases {
		seen := map[string]int{}
		boardsInGames(t, c.prog, c.starts, games, 80, rng, func(pos *vm.Position, b *xqboard.Board) {
			got, err := xqboard.ShapesAgree(b)
			if err != nil {
				t.Errorf("%s %s: %v", c.name, pos.FEN(), err)
			}
			for k, n := range got {
				seen[k] += n
			}
		})
		for _, s := range c.want {
			if seen[s] == 0 {
				t.Errorf("%s: no piece of shape %s", c.name, s)
			}
		}
		t.Logf("%s: pieces compared by shape %v", c.name, seen)
	}
}
