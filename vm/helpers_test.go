package vm_test

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// builtin compiles a built-in variant with the real front end.
var builtin = vmtest.Program

// position sets up a FEN of a Program. Hand-built test positions need
// not be reachable (the side not to move may be in check).
func position(t testing.TB, p *legdefs.Program, fen string) *vm.Position {
	t.Helper()
	pos, err := vm.NewAnyPosition(p, fen)
	if err != nil {
		t.Fatalf("NewPosition(%q): %v", fen, err)
	}
	return pos
}

// betza builds a Program from Betza strings (start = fen).
func betza(t testing.TB, files, ranks int, fen string, pieces ...vmtest.BetzaPiece) *legdefs.Program {
	t.Helper()
	p, err := vmtest.BuildBetza("test", files, ranks, fen, pieces)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// wantMoves checks that every move of has is legal in pos and no move of
// not is (ParseMove reads a bent move written plain too, so it must refuse
// each of them). It returns the sorted legal moves.
func wantMoves(t *testing.T, pos *vm.Position, has, not []string) []string {
	t.Helper()
	got := moveStrings(pos)
	for _, m := range has {
		if !slices.Contains(got, m) {
			t.Errorf("move %s missing; got %v", m, got)
		}
	}
	for _, m := range not {
		if _, err := pos.ParseMove(m); slices.Contains(got, m) || err == nil {
			t.Errorf("move %s should not be legal; got %v", m, got)
		}
	}
	return got
}

// pieceMoves lists the sorted legal moves in fen of a piece M moving as
// betzaStr, beside blockers X and x that never move, on a board of the
// FEN's size.
func pieceMoves(t *testing.T, betzaStr, fen string) []string {
	t.Helper()
	files, ranks := boardSize(fen)
	p := betza(t, files, ranks, fen, vmtest.BetzaPiece{Letter: "M", Betza: betzaStr}, blocker)
	return moveStrings(position(t, p, ""))
}

// boardSize reads the number of files (of the top rank) and of ranks from
// a FEN's board field.
func boardSize(fen string) (files, ranks int) {
	board, _, _ := strings.Cut(fen, " ")
	rows := strings.Split(board, "/")
	n := 0
	for _, c := range rows[0] {
		if c >= '0' && c <= '9' {
			n = 10*n + int(c-'0')
			continue
		}
		files += n + 1
		n = 0
	}
	return files + n, len(rows)
}

// pieceCase is a test of pieceMoves: want is the sorted list.
type pieceCase struct {
	name, betza, fen string
	want             []string
}

// runPieceCases runs each case as a subtest.
func runPieceCases(t *testing.T, tests []pieceCase) {
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, pieceMoves(t, tc.betza, tc.fen)); diff != "" {
				t.Errorf("%s in %s (-want +got):\n%s", tc.betza, tc.fen, diff)
			}
		})
	}
}

// play makes the moves (space separated) in pos, failing the test at one
// ParseMove refuses, and returns them in the order made.
func play(t testing.TB, pos *vm.Position, moves string) []vm.Move {
	t.Helper()
	var played []vm.Move
	for _, s := range strings.Fields(moves) {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		pos.Make(m)
		played = append(played, m)
	}
	return played
}

// fuzzParseMove fuzzes pos.ParseMove from the seeds: it must not panic,
// and check is called with each move it accepts.
func fuzzParseMove(f *testing.F, pos *vm.Position, seeds []string, check func(t *testing.T, s string, m vm.Move)) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if m, err := pos.ParseMove(s); err == nil {
			check(t, s, m)
		}
	})
}

// moveStrings returns the legal moves of pos as sorted strings.
func moveStrings(pos *vm.Position) []string {
	var out []string
	for _, m := range pos.LegalMoves() {
		out = append(out, pos.MoveString(m))
	}
	sort.Strings(out)
	return out
}

// eachNode calls visit at pos and at every node of the tree of legal
// moves depth plies below it, pos holding the node.
func eachNode(pos *vm.Position, depth int, visit func()) {
	visit()
	if depth == 0 {
		return
	}
	for _, m := range pos.LegalMoves() {
		pos.Make(m)
		eachNode(pos, depth-1, visit)
		pos.Unmake(m)
	}
}

// countBelow is a plain perft, for tests of the vm alone.
func countBelow(pos *vm.Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	ms := pos.LegalMoves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		pos.Make(m)
		n += countBelow(pos, depth-1)
		pos.Unmake(m)
	}
	return n
}

type vmtestProgram struct{ p *legdefs.Program }
