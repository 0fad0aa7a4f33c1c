package bitboard

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// lastPly is what the last ply of one position gives: the count with
// countGen's shortcut, the count without it (every type through
// pieces), the number of moves listed.
type lastPly struct{ bulk, general, listed uint64 }

// TestCountGen checks countGen's shortcut against the general path at
// every golden position of every built-in the back end fits and at
// positions reached by random play from them.
func TestCountGen(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	checked := 0
	for _, st := range goldenStarts(t, func(*Tables) bool { return true }) {
		for g := 0; g < testenv.Pick(20, 200); g++ {
			checked += checkLastPly(t, st.name, RandomWalk(st.pos.Clone(), rng, rng.Intn(40)))
		}
	}
	if checked < 1000 {
		t.Errorf("only %d positions checked", checked)
	}
}

// A start is a golden position of a built-in, named by the built-in.
type start struct {
	name string
	pos  *vm.Position
}

// goldenStarts are the golden positions of the built-ins the back end
// fits whose tables keep says to take, in the order of the built-ins'
// names and of their golden files.
func goldenStarts(t *testing.T, keep func(*Tables) bool) []start {
	t.Helper()
	var out []start
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if tab, err := Fits(prog); err != nil || !keep(tab) {
			continue
		}
		entries, _ := golden.Entries(0, name) // none without a golden file
		for _, e := range entries {
			pos, err := vm.NewPosition(prog, e.FEN)
			if err != nil {
				t.Fatalf("%s %s: %v", name, e.Name, err)
			}
			out = append(out, start{name, pos})
		}
	}
	return out
}

// checkLastPly compares the three counts of lastPly at pos (nil: none)
// and returns 1 if it could.
func checkLastPly(t *testing.T, name string, pos *vm.Position) int {
	t.Helper()
	if pos == nil {
		return 0
	}
	c, err := NewCounter(pos, 1)
	if err != nil || c.Reset(pos) != nil {
		return 0
	}
	var got lastPly
	got.bulk, _ = c.legal(&c.root, nil, true)
	_, list := c.legal(&c.root, nil, false)
	got.listed = uint64(len(list))
	general := *c.t
	for col := range general.gen {
		general.gen[col] = append([]genType(nil), general.gen[col]...)
		for i := range general.gen[col] {
			general.gen[col][i].bulk = fastGeneral
		}
	}
	c.t = &general
	got.general, _ = c.legal(&c.root, nil, true)
	want := lastPly{got.listed, got.listed, got.listed}
	if d := cmp.Diff(want, got, cmp.AllowUnexported(lastPly{})); d != "" {
		t.Errorf("%s %s: (-listed +counted):\n%s", name, pos.FEN(), d)
	}
	return 1
}

// RandomWalk plays n random legal moves from pos (nil if the game ends);
// exported for the external tests (diff_test.go) too.
func RandomWalk(pos *vm.Position, rng *rand.Rand, n int) *vm.Position {
	for i := 0; i < n; i++ {
		ms := pos.LegalMoves()
		if len(ms) == 0 {
			return nil
		}
		pos.Make(ms[rng.Intn(len(ms))])
	}
	return pos
}

// bentShapes are chess with the pieces (YAML flow maps, and any further
// keys after them) put in: bent movers with and without rides along
// their first legs, with at most two capturing paths from a square to
// another (RmasR) and more (QmafsQ), on 8×8 and on a board whose lines
// do not wrap at 8.
var bentShapes = map[string]string{
	"slant": "  - {letter: R, name: Slant Rook, betza: RmafsR}\n  - {letter: N, name: Slant, betza: mafsK}\n" +
		"  - {letter: B, name: Bent Bishop, betza: BmasB}\n  - {letter: Q, name: Bent Queen, betza: QmafsQ}\n",
	"wide": "  - {letter: R, name: Hook Mover, betza: RmasR}\n  - {letter: B, name: Capricorn, betza: BmasB}\n" +
		"  - {letter: N, name: Half Hook, betza: BmasR}\n" +
		"board: 9x7\nstart: rnbqkqbnr/ppppppppp/9/9/9/PPPPPPPPP/RNBQKQBNR w - - 0 1\n",
}

// TestCountGenBentShapes checks countGen's shortcut against the general
// path for bent movers with and without rides along their first legs
// (fastBent and not), on 8×8 and on a board whose lines do not wrap at 8.
func TestCountGenBentShapes(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	checked := 0
	for name, pieces := range bentShapes {
		src := "name: " + name + "\ninherit: chess\npieces:\n" + pieces
		_, prog, err := compiler.LoadBytes(name, []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		pos, err := vm.NewPosition(prog, "")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for g := 0; g < testenv.Pick(100, 1000); g++ {
			checked += checkLastPly(t, name, RandomWalk(pos.Clone(), rng, rng.Intn(50)))
		}
	}
	if checked < 100 {
		t.Errorf("only %d positions checked", checked)
	}
}
