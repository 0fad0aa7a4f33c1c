package xqboard_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// janggiCases are Janggi positions, by hand, where what this back end
// adds for Janggi decides a count: bikjang (royals facing: only the pass
// or a parting move), the cannon (no hop over a cannon, no cannon taken;
// a capture that turns a cannon screen into another piece gives check),
// the palace diagonals and the elephant's two passed squares.
var janggiCases = []struct{ name, fen string }{
	{"bikjang, nothing else", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"},
	{"bikjang and check by a chariot", "4k4/9/9/9/9/9/9/9/r8/4K4 w - - 0 1"},
	{"bikjang one move away", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"},
	{"facing broken by a guard", "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"},
	{"capture makes a cannon screen a chariot", "3k5/9/4c4/9/9/R3c4/9/9/4K4/9 w - - 0 1"},
	{"cannon behind a cannon", "3k5/9/4c4/9/4C4/9/9/9/4K4/9 w - - 0 1"},
	{"cannon may not take a cannon", "3k5/9/9/4c4/9/4n4/9/4C4/3K5/9 w - - 0 1"},
	{"palace diagonal chariot check", "3k5/9/9/9/9/9/9/5r3/9/3K5 w - - 0 1"},
	{"palace diagonal cannon check", "3k5/9/9/9/9/9/9/5c3/4N4/3K5 w - - 0 1"},
	{"elephant check, both squares open", "3k5/9/9/9/9/9/2b6/9/9/4K4 w - - 0 1"},
	{"elephant blocked at its first square", "3k5/9/9/9/9/9/2b6/2P6/9/4K4 w - - 0 1"},
	{"elephant blocked at its second square", "3k5/9/9/9/9/9/2b6/9/3A5/4K4 w - - 0 1"},
}

// TestJanggiCases compares perft's divide 3 on this back end with the
// VM's on janggiCases, each side to move where the FEN is legal so.
func TestJanggiCases(t *testing.T) {
	prog := vmtest.Program(t, "janggi")
	for _, c := range janggiCases {
		for i, fen := range []string{c.fen, strings.Replace(c.fen, " w ", " b ", 1)} {
			pos, err := vm.NewPosition(prog, fen)
			if err != nil && i == 0 {
				t.Fatalf("%s: %v", c.name, err)
			}
			if err != nil {
				continue // the side not to move would be in check
			}
			if d := cmp.Diff(runDivide(t, pos, 3, false), runDivide(t, pos, 3, true)); d != "" {
				t.Errorf("%s %s: divide (-vm +xqboard):\n%s", c.name, fen, d)
			}
		}
	}
}

// TestJanggiRandomGames: in random Janggi games, from the start and from
// sparse positions where the generals meet (bikjang) and passes are many,
// every position's perft 1-2 on this back end equals the VM's, and so
// does perft's divide 3 every few plies; the games keep the VM's history
// of passes and facing (vm.Position.PassState), which the counts read.
func TestJanggiRandomGames(t *testing.T) {
	prog := vmtest.Program(t, "janggi")
	starts := []string{"",
		"3k5/4a4/9/9/4c4/9/4C4/4R4/4A4/5K3 w - - 0 1",
		"4k4/3a5/2n6/9/1r7/9/4P4/2B6/4A4/3K5 w - - 0 1",
		"4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1",
		"4k4/9/3r5/9/9/9/9/5R3/9/4K4 w - - 0 1",
	}
	rng := rand.New(rand.NewPCG(31, 9))
	games, plies := testenv.Pick(2, 12), 80
	var positions, ended, facing int
	for g := 0; g < games*len(starts); g++ {
		pos, err := vm.NewPosition(prog, starts[g%len(starts)])
		if err != nil {
			t.Fatal(err)
		}
		passGame(pos, rng, plies, func(pos *vm.Position) {
			positions++
			if agreesWithVM(t, g, pos) == 0 {
				ended++
			}
			if generalsFace(pos) {
				facing++
			}
		})
	}
	t.Logf("%d positions, %d with no legal move, %d with the generals facing", positions, ended, facing)
}

// generalsFace reports whether pos's royals stand on one file or rank
// with nothing between them (read from the VM's board).
func generalsFace(pos *vm.Position) bool {
	var at [2][2]int // colour: file, rank
	occupied := func(f, r int) bool { ty, _ := pos.PieceAt(pos.Square(f, r)); return ty >= 0 }
	for f := 0; f < pos.Files(); f++ {
		for r := 0; r < pos.Ranks(); r++ {
			if ty, c := pos.PieceAt(pos.Square(f, r)); ty >= 0 && pos.Program().Pieces[ty].Royal {
				at[c] = [2]int{f, r}
			}
		}
	}
	a, b := at[0], at[1]
	if a[0] != b[0] && a[1] != b[1] {
		return false
	}
	df, dr := sign(b[0]-a[0]), sign(b[1]-a[1])
	for f, r := a[0]+df, a[1]+dr; f != b[0] || r != b[1]; f, r = f+df, r+dr {
		if occupied(f, r) {
			return false
		}
	}
	return true
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
