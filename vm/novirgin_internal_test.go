package vm

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
)

// TestNoVirgin plays random games of the built-ins whose plan takes
// no-virgin (a few, every one with BETZAC_FULL=1), side by side with the
// same game on tables without it, whose pieces are kept virgin: at each
// node the legal moves and CountLegal agree (no rule read the
// virginity), no square is virgin, and every move made and unmade keeps
// the hash equal to the one worked out from scratch. Chu Shogi takes it.
func TestNoVirgin(t *testing.T) {
	names := []string{"chushogi", "griffon", "xiangqi", "makruk", "antichess", "chess", "shogi"}
	if testenv.Full() {
		names = variants.BuiltinNames()
	}
	plies := testenv.Pick(60, 200)
	for _, name := range names {
		on, err := NewAnyPosition(builtinProgram(t, name), "")
		if err != nil {
			continue // the VM refuses it
		}
		if name == "chushogi" && !on.t.noVirgin {
			t.Fatal("chushogi's plan has no no-virgin")
		}
		if !on.t.noVirgin {
			continue
		}
		shortcutsOff = scNoVirgin
		off, err := NewAnyPosition(on.t.prog, "")
		shortcutsOff = 0
		if err != nil {
			t.Fatal(err)
		}
		noVirginGame(t, name, on, off, plies)
	}
}

// noVirginGame plays a random game of at most plies plies on on (no-virgin)
// and off (without it), comparing them at each node.
func noVirginGame(t *testing.T, name string, on, off *Position, plies int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(uint64(len(name)), 41))
	var buf []Move
	for range plies {
		ms, offMs := on.LegalMoves(), off.LegalMoves()
		onS, offS := moveNames(on, ms), moveNames(off, offMs)
		if !slices.Equal(onS, offS) {
			t.Fatalf("%s %s: moves %v with no-virgin, %v without", name, on.FEN(), onS, offS)
		}
		var nOn, nOff int
		nOn, buf = on.CountLegal(buf)
		nOff, buf = off.CountLegal(buf)
		if nOn != nOff {
			t.Fatalf("%s %s: CountLegal %d with no-virgin, %d without", name, on.FEN(), nOn, nOff)
		}
		for _, m := range ms {
			on.Make(m)
			checkNoVirgin(t, name, on)
			on.Unmake(m)
			checkNoVirgin(t, name, on)
		}
		if len(ms) == 0 {
			return
		}
		m := ms[rng.IntN(len(ms))]
		played := on.MoveString(m)
		on.Make(m)
		off.Make(offMs[slices.IndexFunc(offMs, func(o Move) bool { return off.MoveString(o) == played })])
	}
}

// moveNames returns the names of ms in p, sorted.
func moveNames(p *Position, ms []Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, p.MoveString(m))
	}
	slices.Sort(out)
	return out
}

// checkNoVirgin fails unless no square of p is virgin and its hash is
// the one worked out from scratch.
func checkNoVirgin(t *testing.T, name string, p *Position) {
	t.Helper()
	if i := slices.Index(p.virgin, true); i >= 0 {
		t.Fatalf("%s %s: square %d virgin with no-virgin", name, p.FEN(), i)
	}
	if h := p.computeHash(); h != p.hash {
		t.Fatalf("%s %s: hash %x kept, %x from scratch", name, p.FEN(), p.hash, h)
	}
}
