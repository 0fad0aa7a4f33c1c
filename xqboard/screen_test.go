package xqboard_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/betzac/betzac/xqboard"
)

// screenCases are positions, by hand, where pieces of the side to move
// may step onto a screen square (empty, between their royal and an enemy
// hopper with nothing else between): in Xiangqi every such move is
// illegal and counted so untested (screensCheck); in Janggi a cannon
// may step there, since no cannon hops over a cannon.
var screenCases = []struct{ name, variant, fen string }{
	{"rook, horse, elephant, advisor and pawn before a cannon", "xiangqi",
		"3k5/9/9/4c4/3P5/9/9/R8/2N6/2BAK4 w - - 0 1"},
	{"screens on a rank and a file", "xiangqi",
		"4k4/9/9/4c4/9/9/2N6/3R5/c3K4/3A5 w - - 0 1"},
	{"a cannon steps before a cannon, a horse may not", "janggi",
		"3k5/9/9/9/4c4/9/9/2CN5/4K4/9 w - - 0 1"},
}

// TestScreenMoves compares perft 1-2 and divide 3 on this back end with
// the VM's on screenCases, each side to move where the FEN is legal so;
// each case has a screen square for White (ScreenSquares).
func TestScreenMoves(t *testing.T) {
	progs := vmtest.Programs{}
	for _, c := range screenCases {
		prog := progs.Get(t, c.variant)
		for i, fen := range []string{c.fen, strings.Replace(c.fen, " w ", " b ", 1)} {
			pos, err := vm.NewPosition(prog, fen)
			if err != nil && i == 0 {
				t.Fatalf("%s: %v", c.name, err)
			}
			if err != nil {
				continue // the side not to move would be in check
			}
			if i == 0 {
				if n := screenSquares(t, pos); n == 0 {
					t.Errorf("%s: no screen square", c.name)
				}
			}
			if want, got := counts(t, pos, 2, false), counts(t, pos, 2, true); !cmp.Equal(want, got) {
				t.Errorf("%s %s: perft 1-2 = %v, VM %v", c.name, fen, got, want)
			}
			if d := cmp.Diff(runDivide(t, pos, 3, false), runDivide(t, pos, 3, true)); d != "" {
				t.Errorf("%s %s: divide (-vm +xqboard):\n%s", c.name, fen, d)
			}
		}
	}
}

// TestScreenRandomGames: in random Xiangqi and Janggi games, from the
// start and from screenCases, every position where the side to move has
// a screen square has perft 1-2 on this back end equal to the VM's.
func TestScreenRandomGames(t *testing.T) {
	progs := vmtest.Programs{}
	rng := rand.New(rand.NewPCG(31, 5))
	games := testenv.Pick(3, 20)
	for _, v := range []string{"xiangqi", "janggi"} {
		prog := progs.Get(t, v)
		starts := []string{""}
		for _, c := range screenCases {
			if c.variant == v {
				starts = append(starts, c.fen)
			}
		}
		screened := 0
		for g := 0; g < games*len(starts); g++ {
			pos, err := vm.NewPosition(prog, starts[g%len(starts)])
			if err != nil {
				t.Fatal(err)
			}
			passGame(pos, rng, 150, func(pos *vm.Position) {
				if screenSquares(t, pos) == 0 {
					return
				}
				screened++
				if want, got := counts(t, pos, 2, false), counts(t, pos, 2, true); !cmp.Equal(want, got) {
					t.Errorf("%s game %d %s: perft 1-2 = %v, VM %v", v, g, pos.FEN(), got, want)
				}
			})
		}
		if screened == 0 {
			t.Errorf("%s: no position with a screen square", v)
		}
		t.Logf("%s: %d positions with a screen square", v, screened)
	}
}

func screenSquares(t *testing.T, pos *vm.Position) int {
	t.Helper()
	b, err := xqboard.FromPosition(pos)
	if err != nil {
		t.Fatalf("%s: %v", pos.FEN(), err)
	}
	return xqboard.ScreenSquares(b)
}
