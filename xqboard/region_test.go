package xqboard_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// TestRegionMoveTo: a region move with a to-region (RegionMoves.To) ends
// only there. X steps orthogonally, and diagonally too from anywhere,
// but only onto its own half (a1-i5, Black's a6-i10); at these positions
// the VM's count with the to-region differs from the one without it,
// and this back end's divide equals the VM's (at depth 3, so that the
// X of the side to move, whose root moves are the VM's, moves below).
func TestRegionMoveTo(t *testing.T) {
	const piece = `{letter: X, name: Guard, betza: W, region-moves: [{from: a1-i10, to: a1-i5, betza: F}]}`
	checkToRegion(t, piece, "to: a1-i5, ", []string{
		"4k4/9/9/9/9/4X4/9/9/9/3K5 w - - 0 1",       // White's X on the edge of its half
		"4k4/9/9/9/4x4/4X4/9/9/9/3K5 b - - 0 1",     // both at the river, Black to move
		"4k4/9/9/9/3R1R3/4x4/9/9/9/3K5 b - - 0 1",   // Black's X across the river, captures
		"4k4/9/9/9/2x6/4X4/3r1r3/9/9/3K5 w - - 0 1", // White's X captures back into its half
	})
}

// TestRegionLineTo: a region ride (Janggi's palace diagonals are one)
// ends only in its to-region, and so gives check only there: X rides
// diagonally, ending only on ranks 9-10 (Black's 1-2), past any square.
func TestRegionLineTo(t *testing.T) {
	const piece = `{letter: X, name: Zoned, betza: W, region-moves: [{from: a1-i10, to: a9-i10, betza: B}]}`
	checkToRegion(t, piece, "to: a9-i10, ", []string{
		"3k5/9/9/9/1x7/9/9/4K4/9/9 w - - 0 1", // Black's X on a diagonal to the general, out of its region
		"3k5/9/9/9/1x7/9/9/9/4K4/9 w - - 0 1", // the general may step onto that diagonal
		"9/3k5/9/9/X8/9/9/9/9/4K4 b - - 0 1",  // White's X checks into its region
	})
}

// checkToRegion compares, at fens, the VM's divide 3 of xqLike with
// piece against the same without its to-region (cut: the text taken
// out), which must differ, and against this back end's, which must not.
func checkToRegion(t *testing.T, piece, cut string, fens []string) {
	t.Helper()
	with := xqLikeProgram(t, piece)
	without := xqLikeProgram(t, strings.Replace(piece, cut, "", 1))
	for _, fen := range fens {
		pos := mustPositionOf(t, with, fen)
		vmDiv := runDivide(t, pos, 3, false)
		if cmp.Equal(vmDiv, runDivide(t, mustPositionOf(t, without, fen), 3, false)) {
			t.Errorf("%s: the to-region changes no count here", fen)
		}
		if d := cmp.Diff(vmDiv, runDivide(t, pos, 3, true)); d != "" {
			t.Errorf("%s: divide (-vm +xqboard):\n%s", fen, d)
		}
	}
}

// xqLikeProgram compiles xqLike with piece.
func xqLikeProgram(t *testing.T, piece string) *legdefs.Program {
	t.Helper()
	_, prog, err := compiler.LoadBytes("xqlike.yaml", []byte(strings.Replace(xqLike, "PIECE", piece, 1)))
	if err != nil {
		t.Fatalf("%s: %v", piece, err)
	}
	return prog
}

func mustPositionOf(t *testing.T, prog *legdefs.Program, fen string) *vm.Position {
	t.Helper()
	pos, err := vm.NewPosition(prog, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return pos
}
