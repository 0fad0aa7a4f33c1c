package perft_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// bitboardCases are Xiangqi positions where the royal is attacked in the
// ways a bitboard back end must see (each side to move in check, or one
// move from it), written by hand from the rules.
var bitboardCases = []struct{ name, fen string }{
	{"cannon check through a screen", "4k4/9/9/9/9/9/4c4/4N4/9/4K4 w - - 0 1"},
	{"cannon check, screen is the enemy's", "4k4/9/9/9/4c4/4n4/9/9/9/3K5 w - - 0 1"},
	{"discovered cannon check next move", "4k4/9/9/4C4/4N4/9/9/9/9/3K5 w - - 0 1"},
	{"cannon pins by its screen", "3k5/9/9/9/9/3c5/9/3R5/9/3K5 w - - 0 1"},
	{"a move that adds a screen", "4k4/9/9/9/4c4/9/9/9/3R5/4K4 w - - 0 1"},
	{"horse check, leg open", "4k4/9/9/9/9/9/9/3n5/9/4K4 w - - 0 1"},
	{"horse check blocked at its leg", "4k4/9/9/9/9/9/9/3n5/4A4/4K4 w - - 0 1"},
	{"flying general pins", "4k4/9/9/9/4R4/9/9/9/9/4K4 w - - 0 1"},
	{"generals one move from facing", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"},
	{"cannon pin of x1 through an enemy screen", "4k4/9/4c4/9/9/4n4/9/4R4/9/4K4 w - - 0 1"},
	{"cannon pin of x2 behind an enemy x1", "4k4/9/4c4/9/9/4R4/9/4n4/9/4K4 w - - 0 1"},
	{"a move along the line makes a screen", "4k4/9/4c4/9/9/9/4R4/9/9/4K4 w - - 0 1"},
	{"double check rook and horse", "3k5/9/9/9/9/9/9/3n5/9/r3K4 w - - 0 1"},
}

// runDivide is perft.Run's divide, on the bitboards or the VM.
func runDivide(t *testing.T, pos *vm.Position, depth int, bitboards bool) []perft.Entry {
	t.Helper()
	if got := perft.Backend(pos); bitboards && !strings.HasPrefix(got, "xqboard") {
		t.Fatalf("%s: perft back end %q, want xqboard", pos.FEN(), got)
	}
	t.Helper()
	r, err := perft.Run(context.Background(), pos, depth, perft.Options{Threads: 1, VMOnly: !bitboards})
	if err != nil {
		t.Fatal(err)
	}
	return r.Divide
}

// TestBitboardsDivide compares the bitboard back end's divide with the
// VM's on hand-written, golden and random Xiangqi positions.
func TestBitboardsDivide(t *testing.T) {
	prog := compile(t, "xiangqi")
	fens := []string{}
	for _, c := range bitboardCases {
		// With Black to move too: the run's root moves are the VM's, so
		// a white pin is tried on the bitboards one ply down.
		fens = append(fens, c.fen, strings.Replace(c.fen, " w ", " b ", 1))
	}
	entries, err := golden.Entries(0, "xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, e := range entries {
		if !seen[e.FEN] {
			seen[e.FEN] = true
			fens = append(fens, e.FEN)
		}
	}
	games := testenv.Pick(4, 40)
	rng := rand.New(rand.NewPCG(31, 7))
	start := len(fens)
	for g := 0; g < games; g++ {
		fens = append(fens, randomFENs(t, prog, rng, 120, 9)...)
	}
	t.Logf("%d hand-written and golden positions, %d from random play", start, len(fens)-start)
	for i, fen := range fens {
		pos, err := vm.NewAnyPosition(prog, fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		depth := 3
		if i >= start {
			depth = testenv.Pick(2, 3)
		}
		vmDiv := runDivide(t, pos, depth, false)
		if diff := cmp.Diff(vmDiv, runDivide(t, pos, depth, true)); diff != "" {
			t.Errorf("%s perft %d divide (-vm +bitboards):\n%s", fen, depth, diff)
		}
	}
}

// randomFENs plays a random game of up to plies moves from the start
// and returns the FEN of every every-th position.
func randomFENs(t *testing.T, prog *legdefs.Program, rng *rand.Rand, plies, every int) []string {
	t.Helper()
	pos, err := vm.NewPosition(prog, "")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for ply := 1; ply <= plies; ply++ {
		moves := pos.LegalMoves()
		if len(moves) == 0 {
			break
		}
		pos.Make(moves[rng.IntN(len(moves))])
		if ply%every == 0 {
			out = append(out, pos.FEN())
		}
	}
	return out
}

// mixedXQ fits the bitboard back end with pieces Xiangqi lacks: a
// bishop (diagonal rides), a hopper that also moves past its screen (pR),
// a chess knight (a plain leap), a chess-like pawn (fmWfcF) and a
// confined royal with a bigger palace; no flying general.
const mixedXQ = `name: mixedxq
board: 9x10
pieces:
  - {letter: R, name: Rook, betza: R}
  - {letter: N, name: Knight, betza: N}
  - {letter: B, name: Bishop, betza: B}
  - {letter: H, name: Hopper, betza: pR}
  - {letter: C, name: Cannon, betza: mRcpR}
  - {letter: P, name: Pawn, betza: fmWfcF}
  - {letter: K, name: King, betza: K, royal: true, confine: c1-g3}
start: rnbhkhbnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBHKHBNR w - - 0 1
`

// TestBitboardsDivideOthers compares the bitboard back end with the VM
// on random positions of the other variants that fit.
func TestBitboardsDivideOthers(t *testing.T) {
	_, mixed, err := compiler.LoadBytes("mixedxq.yaml", []byte(mixedXQ))
	if err != nil {
		t.Fatal(err)
	}
	progs := map[string]*legdefs.Program{"minixiangqi": compile(t, "minixiangqi"), "mixedxq": mixed}
	rng := rand.New(rand.NewPCG(31, 8))
	for name, prog := range progs {
		if got := perft.Backend(mustPosition(t, prog, "")); !strings.HasPrefix(got, "xqboard") {
			t.Fatalf("%s: perft back end %q, want xqboard", name, got)
		}
		for g := 0; g < testenv.Pick(4, 30); g++ {
			for _, fen := range randomFENs(t, prog, rng, 100, 11) {
				pos := mustPosition(t, prog, fen)
				depth := testenv.Pick(2, 3)
				if diff := cmp.Diff(runDivide(t, pos, depth, false), runDivide(t, pos, depth, true)); diff != "" {
					t.Errorf("%s %s perft %d divide (-vm +bitboards):\n%s", name, fen, depth, diff)
				}
			}
		}
	}
}

func mustPosition(t *testing.T, prog *legdefs.Program, fen string) *vm.Position {
	t.Helper()
	pos, err := vm.NewAnyPosition(prog, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return pos
}
