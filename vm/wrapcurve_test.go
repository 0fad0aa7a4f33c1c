package vm_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestWrapCurve checks o (cylinder), oo (torus), z (crooked) and q
// (circular) moves. The zB, qN, zW and oR lists are the Interactive
// Diagram's (issue 10, items 1 and 2); the others are worked out by hand
// as each comment says.
func TestWrapCurve(t *testing.T) {
	runPieceCases(t, []pieceCase{
		// the Diagram: zB on d4 of an empty board
		{"zB", "zB", "8/8/8/8/3M4/8/8/8 w - - 0 1",
			[]string{"d4a3", "d4a5", "d4b4", "d4c1", "d4c3", "d4c5", "d4c7", "d4d2", "d4d6", "d4d8", "d4e1", "d4e3", "d4e5", "d4e7", "d4f4", "d4g3", "d4g5", "d4h4"}},
		// the Diagram: qN on h1 of an empty board
		{"qN", "qN", "8/8/8/8/8/8/8/7M w - - 0 1",
			[]string{"h1b1", "h1c3", "h1d1", "h1e4", "h1f2", "h1f6", "h1g3", "h1h5", "h1h7"}},
		// zB on d4, a friend on c5 and an enemy on e5: e5 is taken
		// and ends its paths, c5 blocks its paths. A path steps
		// diagonally, then alternates between that direction and one
		// at 90° to it: from e3, e3 f4 g3 h4 or e3 d2 e1; from c3, c3
		// b4 a3 or c3 d2 c1. 11 moves.
		{"zB blocked", "zB", "8/8/8/2X1x3/3M4/8/8/8 w - - 0 1",
			[]string{"d4a3", "d4b4", "d4c1", "d4c3", "d4d2", "d4e1", "d4e3", "d4e5", "d4f4", "d4g3", "d4h4"}},
		// zcB on d4, an enemy on f4: it slides over the empty e5 or
		// e3 of its path and takes f4 (betza.js stops a path at its
		// first empty square when the leg has no m: we follow the
		// notation, vm/doc.go)
		{"zcB", "zcB", "8/8/8/8/3M1x2/8/8/8 w - - 0 1",
			[]string{"d4f4"}},
		// the Diagram (issue 10): oR on b1, a friend on d1: c1, the b
		// file, and round the side edge a1 h1 g1 f1 e1: 13 moves
		{"oR", "oR", "8/8/8/8/8/8/8/1M1X4 w - - 0 1",
			[]string{"b1a1", "b1b2", "b1b3", "b1b4", "b1b5", "b1b6", "b1b7", "b1b8", "b1c1", "b1e1", "b1f1", "b1g1", "b1h1"}},
		// oR alone on a rank of an empty 4x4: round the rank it meets
		// itself and stops: every other square once, 3 + 3.
		{"oR round", "oR", "4/4/4/1M2 w - - 0 1",
			[]string{"b1a1", "b1b2", "b1b3", "b1b4", "b1c1", "b1d1"}},
		// oW on a1: a2, b1, and h1 round the side edge (ranks do not
		// wrap); ooW also a8 round the bottom edge
		{"oW", "oW", "8/8/8/8/8/8/8/M7 w - - 0 1",
			[]string{"a1a2", "a1b1", "a1h1"}},
		{"ooW", "ooW", "8/8/8/8/8/8/8/M7 w - - 0 1",
			[]string{"a1a2", "a1a8", "a1b1", "a1h1"}},
		// ooB on a1 of an empty 3x3 torus: each diagonal ray wraps
		// and comes back to a1 after two squares, where the mover
		// blocks itself: b2 c3, b3 c2, c3 b2, c2 b3: four moves.
		{"ooB 3x3", "ooB", "3/3/M2 w - - 0 1",
			[]string{"a1b2", "a1b3", "a1c2", "a1c3"}},
	})
	// the Diagram: zW on d4 reaches 36 squares
	if got := pieceMoves(t, "zW", "8/8/8/8/3M4/8/8/8 w - - 0 1"); len(got) != 36 {
		t.Errorf("zW: %d moves, want 36: %v", len(got), got)
	}
}

// TestWrapCurveCheck checks check detection when the only attack wraps
// round the board or follows a crooked path, on the fast path and with
// every attacker's moves generated (forceSlow).
func TestWrapCurveCheck(t *testing.T) {
	tests := []pieceCase{
		// Black's oR on a4 attacks h4 only leftward round the edge (its
		// own b4 blocks the direct way). White's king on h4 is in check;
		// g4 is attacked through the square it leaves, h3 h5 g3 g5 are not.
		{"cylinder rook", "oR", "k7/8/8/8/mx5K/8/8/8 w - - 0 1", []string{"h4g3", "h4g5", "h4h3", "h4h5"}},
		// Black's zB on a1 attacks c1 only along a1-b2-c1 (turning 90° on
		// b2). White's king on c1 is in check; of its moves b2 is attacked
		// (first step) and d2 (a1 b2 c1 d2, through the square it leaves);
		// b1, c2, d1 are safe.
		{"crooked bishop", "zB", "7k/8/8/8/8/8/8/m1K5 w - - 0 1", []string{"c1b1", "c1c2", "c1d1"}},
	}
	for _, slow := range []bool{false, true} {
		vm.SetForceSlow(slow)
		for _, tc := range tests {
			t.Run(fmt.Sprintf("%s/slow=%v", tc.name, slow), func(t *testing.T) {
				p := betza(t, 8, 8, tc.fen, vmtest.BetzaPiece{Letter: "M", Betza: tc.betza},
					vmtest.BetzaPiece{Letter: "X"}, vmtest.BetzaPiece{Letter: "K", Betza: "K", Royal: true})
				pos := position(t, p, tc.fen)
				if !pos.InCheck() {
					t.Errorf("slow=%v: White is not in check", slow)
				}
				if diff := cmp.Diff(tc.want, moveStrings(pos)); diff != "" {
					t.Errorf("slow=%v: moves differ (-want +got):\n%s", slow, diff)
				}
			})
		}
	}
	vm.SetForceSlow(false)
}

// TestCurvedHopperRefused: p or g on a z/q path (which the Diagram marks
// with its z/q bits on the first leg), and e.p. rights over several
// squares of a leap that wraps, are refused, naming them.
func TestCurvedHopperRefused(t *testing.T) {
	for b, want := range map[string]string{
		"zpB": "crooked or circular hopper", "qgN": "crooked or circular hopper",
		// e.p. squares over more than one square round the edge
		"ooifmnH": "e.p. rights on a wrapping", "oifmnG": "e.p. rights on a wrapping",
	} {
		p := betza(t, 8, 8, "8/8/8/8/8/8/8/M7 w - - 0 1", vmtest.BetzaPiece{Letter: "M", Betza: b})
		_, err := vm.NewPosition(p, "")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: NewPosition: %v, want an error with %q", b, err, want)
		}
	}
	// a vertical leap never crosses a cylinder's side edge
	p := betza(t, 8, 8, "8/8/8/8/8/8/8/M7 w - - 0 1", vmtest.BetzaPiece{Letter: "M", Betza: "oifmnH"})
	if _, err := vm.NewPosition(p, ""); err != nil {
		t.Errorf("oifmnH: %v", err)
	}
}

// TestWrapEPRights: a cylinder Berolina pawn's double step round the side
// edge (a2 to g4 over h3, worked out by hand) makes h3 its e.p. square,
// where an e.p. capturer (eW) on h4 takes it.
func TestWrapEPRights(t *testing.T) {
	fen := "8/8/8/8/7e/8/P7/8 w - - 0 1"
	p := betza(t, 8, 8, fen, vmtest.BetzaPiece{Letter: "P", Betza: "oifmnAofmF"}, vmtest.BetzaPiece{Letter: "E", Betza: "eW"})
	pos := position(t, p, fen)
	play(t, pos, "a2g4")
	if got, want := pos.FEN(), "8/8/8/8/6Pe/8/8/8 b - h3 0 1"; got != want {
		t.Errorf("after a2g4: %s, want %s", got, want)
	}
	if diff := cmp.Diff([]string{"h4h3"}, moveStrings(pos)); diff != "" {
		t.Errorf("Black's moves differ (-want +got):\n%s", diff)
	}
	// the same read from the FEN: the victim is found round the edge
	if diff := cmp.Diff([]string{"h4h3"}, moveStrings(position(t, p, pos.FEN()))); diff != "" {
		t.Errorf("%s: Black's moves differ (-want +got):\n%s", pos.FEN(), diff)
	}
}
