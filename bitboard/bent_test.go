package bitboard_test

import (
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestBentLegality compares the back end's divide with the VM's on
// positions built by hand around enemy bent riders: a bent check (with
// and without a second path), a pin through a corner, a double check one
// move parries, a discovered bent check. check: the side to move is in
// check (the VM says so); illegal, legal: moves the VM must (not) list,
// which show the position tests what its name says.
func TestBentLegality(t *testing.T) {
	for _, tc := range []struct {
		variant, name, fen string
		check              bool
		illegal, legal     []string
		gives              string // a move after which the other side is in check
	}{
		// hook h4: paths h4-h1-e1 (blocked by Bf1 alone) and h4-e4-e1
		// (open): Bf1-e2 would block one and open the other; the white
		// hook blocks (e3, bent onto e4) or takes (bent, via a4)
		{variant: "hookchess", name: "bent check", fen: "3nk3/4p3/8/8/7r/R7/8/4KB2 w - - 0 1", check: true,
			illegal: []string{"f1e2", "f1h3", "a3a4"}, legal: []string{"a3e3", "a3a4,a4e4", "a3a4,a4h4", "a3e3,e3e2"}},
		// both paths open: no single block parries it, a capture does
		{variant: "hookchess", name: "bent check by two paths", fen: "4k3/8/8/5N2/7r/8/3N4/4K3 w - - 0 1", check: true,
			illegal: []string{"d2f1", "d2e4"}, legal: []string{"f5h4"}},
		// Ne3 and Bf1 each alone on a path: the knight may not move, the
		// bishop only along its path (h3)
		{variant: "hookchess", name: "pins through corners", fen: "4k3/8/8/8/7r/4N3/8/4KB2 w - - 0 1",
			illegal: []string{"e3c4", "f1g2", "f1e2"}, legal: []string{"f1h3"}},
		// the same with the hook on g4: the pinned knight takes it
		{variant: "hookchess", name: "pinned piece takes the bent pinner", fen: "4k3/8/8/8/6r1/4N3/8/4KB2 w - - 0 1",
			illegal: []string{"e3c4", "f1h3", "f1e2"}, legal: []string{"e3g4", "f1g2"}},
		// rook a1 and hook b5 (path b5-b1-e1; b5-e5-e1 blocked by e4)
		// both give check; Nc3-d1 and Nc3-b1 block both
		{variant: "hookchess", name: "double check one block parries", fen: "4k3/8/8/1r6/4p3/2N5/8/r3K3 w - - 0 1", check: true,
			legal: []string{"c3d1", "c3b1"}},
		// the knight on a5 blocks the white hook's path a1-a8-e8; moving
		// it checks (Bc1 blocks the other path)
		{variant: "hookchess", name: "discovered bent check", fen: "4k3/8/8/N7/8/8/8/R1B4K w - - 0 1",
			legal: []string{"a5c6"}, gives: "a5c6"},
		// e.p. takes d5 off the hook's path d1-d5-h5 with e5: illegal;
		// Ph2 alone on d1-h1-h5 moves along it
		{variant: "hookchess", name: "e.p. opens a bent path", fen: "4k3/8/8/3pP2K/8/8/7P/3r4 w - d6 0 2",
			illegal: []string{"e5d6"}, legal: []string{"e5e6", "h2h3", "h2h4"}},
		// capricorn e5: paths e5-c3-e1 (Nd2 alone) and e5-g3-e1 (Pf2
		// alone, which may advance two onto f4, on the path)
		{variant: "capricorn", name: "pins through corners", fen: "4k3/8/8/4b3/8/8/3N1P2/4K3 w - - 0 1",
			illegal: []string{"d2b3", "d2f3", "f2f3"}, legal: []string{"f2f4", "e1d1"}},
		{variant: "capricorn", name: "bent check", fen: "4k3/8/8/4b3/8/8/5P2/1N2K3 w - - 0 1", check: true,
			illegal: []string{"f2f3", "f2f4"}, legal: []string{"b1c3", "b1d2"}},
		// capricorn b1: one path to e8, b1-g6-e8, blocked by Nd3 alone
		{variant: "capricorn", name: "discovered bent check", fen: "4k3/8/8/8/8/3N4/8/1B5K w - - 0 1",
			legal: []string{"d3b4"}, gives: "d3b4"},
	} {
		_, prog, err := compiler.Load(tc.variant)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := vm.NewPosition(prog, tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if pos.InCheck() != tc.check {
			t.Errorf("%s %s: in check %v, want %v", tc.variant, tc.name, pos.InCheck(), tc.check)
		}
		moves := map[string]bool{}
		for _, m := range pos.LegalMoves() {
			moves[pos.MoveString(m)] = true
			if pos.MoveString(m) == tc.gives {
				pos.Make(m)
				if !pos.InCheck() {
					t.Errorf("%s %s: %s gives no check", tc.variant, tc.name, tc.gives)
				}
				pos.Unmake(m)
			}
		}
		for _, m := range tc.illegal {
			if moves[m] {
				t.Errorf("%s %s: the VM lists %s", tc.variant, tc.name, m)
			}
		}
		for _, m := range tc.legal {
			if !moves[m] {
				t.Errorf("%s %s: the VM does not list %s", tc.variant, tc.name, m)
			}
		}
		checkDivide(t, tc.variant+" "+tc.name, pos, 3)
	}
}

// bentVariant loads chess with the pieces pieces (YAML flow maps, and
// any further keys after them) put in.
func bentVariant(t *testing.T, name, pieces string) *vm.Position {
	t.Helper()
	path := filepath.Join(t.TempDir(), name+".yaml")
	src := "name: " + name + "\ninherit: chess\npieces:\n" + pieces
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	_, prog, err := compiler.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(prog, "")
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// TestBentShapes compares the divides of the bent shapes no 8×8 built-in
// has (the Griffon's and Rhino's step then outward ride, 45° turns after
// a ride and after a step, all four on a 9×7 board) with the VM's, from
// the start and from positions reached by random play.
func TestBentShapes(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, v := range []struct{ name, pieces string }{
		{"griffon8", "  - {letter: B, name: Griffon, betza: FyafsF}\n  - {letter: N, name: Rhino, betza: WyafsW}\n"},
		{"slant", "  - {letter: R, name: Slant Rook, betza: RmafsR}\n  - {letter: N, name: Slant, betza: mafsK}\n"},
		// 9×7: lines that do not wrap at a multiple of 8
		{"wide", "  - {letter: R, name: Hook Mover, betza: RmasR}\n  - {letter: B, name: Capricorn, betza: BmasB}\n" +
			"  - {letter: G, name: Griffon, betza: FyafsF}\n  - {letter: H, name: Rhino, betza: WyafsW}\n" +
			"board: 9x7\nstart: rnbgkhbnr/ppppppppp/9/9/9/PPPPPPPPP/RNBGKHBNR w - - 0 1\n"},
	} {
		pos := bentVariant(t, v.name, v.pieces)
		checkDivide(t, v.name+" start", pos, 3)
		for g := 0; g < testenv.Pick(6, 100); g++ {
			if q := bitboard.RandomWalk(pos.Clone(), rng, 4+rng.Intn(60)); q != nil {
				checkDivideIfFits(t, q, 3)
			}
		}
	}
}

// TestFitsBent: Fits takes the two-leg shapes the back end models and
// names the first leg of any other.
func TestFitsBent(t *testing.T) {
	for _, tc := range []struct{ betza, want string }{
		{"RmasR", ""}, {"BmasB", ""}, {"FyafsF", ""}, {"WyafsW", ""}, {"RmafsR", ""}, {"mafsK", ""},
		{"mafR", "piece X, move 1: leg 2 of a two-leg move parallel to leg 1"},
		{"mpafsR", "piece X, move 1: leg 1 of a two-leg move: mode hop"},
		{"cafsR", "piece X, move 1: leg 1 of a two-leg move: mode c"},
		{"masN", "piece X, move 1: leg 1 of a two-leg move: range 1 × (1,2), not a step or a ride along a line"},
		{"masR3", "piece X, move 1: leg 1 of a two-leg move: range 3 × (0,1), not a step or a ride along a line"},
		{"mafsiR", "piece X, move 1: leg 2 of a two-leg move: mode iso"},
		{"mafsdR", "piece X, move 1: leg 2 of a two-leg move: mode friend"},
		{"mafsmafsR", "piece X, move 1: a move of 3 legs"},
	} {
		pos := bentVariant(t, "x", "  - {letter: X, name: X, betza: "+tc.betza+"}\n")
		got := ""
		if _, err := bitboard.Fits(pos.Program()); err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%s: Fits says %q, want %q", tc.betza, got, tc.want)
		}
	}
	pos := bentVariant(t, "royal", "  - {letter: K, name: King, betza: KmasR, royal: true}\n")
	if _, err := bitboard.Fits(pos.Program()); err == nil || err.Error() != "piece K, move 9: a two-leg move of the royal piece" {
		t.Errorf("royal bent rider: Fits says %v", err)
	}
}
