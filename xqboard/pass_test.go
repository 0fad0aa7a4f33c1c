package xqboard_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/xqboard"
)

// xqPass is Xiangqi with passing and without the flying general (Fits
// refuses the two together).
const xqPass = `name: xqpass
board: 9x10
pass: true
pieces:
  - {letter: R, name: Chariot, betza: R}
  - {letter: N, name: Horse, betza: mafsW}
  - {letter: B, name: Elephant, betza: mafF, confine: a1-i5}
  - {letter: A, name: Advisor, betza: F, confine: d1-f3}
  - {letter: K, name: General, betza: W, royal: true, confine: d1-f3}
  - {letter: C, name: Cannon, betza: mRcpR}
  - {letter: P, name: Soldier, betza: fW, region-moves: [{from: a6-i10, betza: sW}]}
start: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
`

func xqPassProgram(t *testing.T) *legdefs.Program {
	t.Helper()
	_, prog, err := compiler.LoadBytes("xqpass.yaml", []byte(xqPass))
	if err != nil {
		t.Fatal(err)
	}
	if err := xqboard.Fits(prog); err != nil {
		t.Fatalf("xqpass: %v", err)
	}
	return prog
}

// vmCount is the VM's perft count below pos.
func vmCount(t *testing.T, pos *vm.Position, depth int) uint64 {
	t.Helper()
	r, err := perft.Run(context.Background(), pos, depth, perft.Options{Threads: 1, VMOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	return r.Nodes
}

// counts returns the perft counts 1..depth below pos on this back end or
// the VM.
func counts(t *testing.T, pos *vm.Position, depth int, xq bool) []uint64 {
	t.Helper()
	var out []uint64
	for d := 1; d <= depth; d++ {
		if !xq {
			out = append(out, vmCount(t, pos, d))
			continue
		}
		n, ok := xqboard.Count(pos, d, xqboard.Poll{})
		if !ok {
			t.Fatalf("%s: does not fit", pos.FEN())
		}
		out = append(out, n)
	}
	return out
}

func isPass(m vm.Move) bool { return m.From == m.To }

// passGame plays a random game of plies moves from pos, a pass a sixth of
// the times one is legal, and calls at for each position reached.
// agreesWithVM checks that pos's perft 1-2 on this back end equal the
// VM's, and at every tenth ply its divide 3 too (root moves the VM's, the
// counts below them this back end's); it returns the VM's perft 1.
func agreesWithVM(t *testing.T, game int, pos *vm.Position) uint64 {
	t.Helper()
	want := counts(t, pos, 2, false)
	if got := counts(t, pos, 2, true); !cmp.Equal(want, got) {
		t.Errorf("game %d ply %d %s: perft 1-2 = %v, VM %v", game, pos.Ply(), pos.FEN(), got, want)
	}
	if pos.Ply()%10 == 0 {
		if d := cmp.Diff(runDivide(t, pos, 3, false), runDivide(t, pos, 3, true)); d != "" {
			t.Errorf("game %d ply %d %s: divide (-vm +xqboard):\n%s", game, pos.Ply(), pos.FEN(), d)
		}
	}
	return want[0]
}

func passGame(pos *vm.Position, rng *rand.Rand, plies int, at func(*vm.Position)) {
	for ply := 0; ply < plies; ply++ {
		moves := pos.LegalMoves()
		if len(moves) == 0 {
			return
		}
		m := moves[rng.IntN(len(moves))]
		if last := moves[len(moves)-1]; isPass(last) && rng.IntN(6) == 0 {
			m = last
		}
		pos.Make(m)
		at(pos)
	}
}

// boardsInGames plays games random games of plies plies (passGame) of
// prog, from each of starts in turn, and calls at with every position
// reached and its board.
func boardsInGames(t *testing.T, prog *legdefs.Program, starts []string, games, plies int, rng *rand.Rand, at func(*vm.Position, *xqboard.Board)) {
	t.Helper()
	for g := 0; g < games*len(starts); g++ {
		pos, err := vm.NewPosition(prog, starts[g%len(starts)])
		if err != nil {
			t.Fatalf("%s: %v", prog.Name, err)
		}
		passGame(pos, rng, plies, func(pos *vm.Position) {
			b, err := xqboard.FromPosition(pos)
			if err != nil {
				t.Fatalf("%s %s: %v", prog.Name, pos.FEN(), err)
			}
			at(pos, b)
		})
	}
}

// TestPassRandomGames: in random games with many passes (two in a row
// end the game), every position's perft 1-2 on this back end equals the
// VM's, and so does perft's divide 3 (root moves the VM's, the counts
// below them this back end's) every few plies.
func TestPassRandomGames(t *testing.T) {
	prog := xqPassProgram(t)
	rng := rand.New(rand.NewPCG(31, 8))
	games, plies := testenv.Pick(6, 30), 60
	var positions, ended int
	for g := 0; g < games; g++ {
		pos, err := vm.NewPosition(prog, "")
		if err != nil {
			t.Fatal(err)
		}
		passGame(pos, rng, plies, func(pos *vm.Position) {
			positions++
			if agreesWithVM(t, g, pos) == 0 {
				ended++
			}
		})
	}
	t.Logf("%d positions, %d with no legal move", positions, ended)
}

// TestPassCases: passes made with the history known end the game after
// two; made blind (Make without the moves generated, so the VM keeps no
// history) they end nothing; a side in check may not pass.
func TestPassCases(t *testing.T) {
	prog := xqPassProgram(t)
	cases := []struct {
		name, fen string
		passes    int
		blind     bool
		want      []uint64
	}{
		// Xiangqi's 44 and 1,920, plus the passes: 1,920 + 44 + 45.
		{"start", "", 0, false, []uint64{45, 2009, 85431}},
		// Black's 44 moves and pass; after its pass the game ends.
		{"one pass", "", 1, false, []uint64{45, 1964, 83467}},
		{"two passes end the game", "", 2, false, []uint64{0, 0, 0}},
		{"two blind passes", "", 2, true, []uint64{45, 2009, 85476}},
		// The general's three moves out of the horse's check, no pass.
		{"in check: no pass", "3k5/9/9/9/9/9/9/3n5/9/4K4 w - - 0 1", 0, false, []uint64{3, 33, 102}},
	}
	for _, c := range cases {
		pos, err := vm.NewPosition(prog, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < c.passes; i++ {
			if !c.blind {
				pos.LegalMoves()
			}
			k := pos.Square(4, 9*pos.SideToMove())
			pos.Make(vm.Move{From: int16(k), To: int16(k)})
		}
		want := counts(t, pos, 3, false)
		if c.want != nil && !cmp.Equal(want, c.want) {
			t.Errorf("%s: VM perft 1-3 = %v, want %v", c.name, want, c.want)
		}
		if got := counts(t, pos, 3, true); !cmp.Equal(want, got) {
			t.Errorf("%s: perft 1-3 = %v, VM %v", c.name, got, want)
		}
	}
}
