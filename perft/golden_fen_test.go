package perft_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestGoldenFSFFENRoundTrip reads every corpus position that comes from
// Fairy-Stockfish (its perft.sh positions and the start positions as its
// "d" command prints them) and checks that betzac prints the same FEN back:
// board (10 ranks and more), castling rights, e.p. field (only a square the
// side to move can take), clocks.
func TestGoldenFSFFENRoundTrip(t *testing.T) {
	progs := vmtest.Programs{}
	n := 0
	for _, name := range golden.Variants() {
		f, err := golden.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range f.Positions {
			if !fromFSF(p) || strings.Count(strings.Fields(p.FEN)[0], "/") > strings.Count(strings.Fields(progs.Get(t, f.Variant).Start)[0], "/") {
				continue // holdings as an extra rank: a form FSF reads but prints as "[...]" (fen_roundtrip_test.go)
			}
			if fs := strings.Fields(p.FEN); strings.HasPrefix(fs[len(fs)-1], "+") {
				continue // lichess's checks given: a form FSF reads but prints as W+B (zones_fen_test.go)
			}
			pos, err := vm.NewPosition(progs.Get(t, f.Variant), p.FEN)
			if err != nil {
				t.Errorf("%s %s: %v", f.Variant, p.Name, err)
				continue
			}
			n++
			if got := pos.FEN(); got != p.FEN {
				t.Errorf("%s %s: FEN()\n got %s\nwant %s", f.Variant, p.Name, got, p.FEN)
			}
		}
	}
	if n == 0 {
		t.Fatal("no Fairy-Stockfish positions in the corpus")
	}
	t.Logf("%d Fairy-Stockfish FENs", n)
}

// fromFSF reports whether every count of p has Fairy-Stockfish as a source.
func fromFSF(p golden.Position) bool {
	for _, c := range p.Perft {
		if !strings.Contains(c.Source, "Fairy-Stockfish") {
			return false
		}
	}
	return len(p.Perft) > 0
}
