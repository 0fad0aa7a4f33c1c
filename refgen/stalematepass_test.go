package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// andersGiveaway is Fairy-Stockfish's [andersgiveaway] (variants.ini):
// giveaway where a stalemated side passes.
const andersGiveaway = "name: andersgiveaway\ninherit: giveaway\npass-on-stalemate: true\n"

func andersVariant(t *testing.T) *variants.Variant {
	t.Helper()
	v, err := variants.LoadBytes("andersgiveaway.yaml", []byte(andersGiveaway))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestStalematePassByHand checks refgen's pass on positions worked out by
// hand, and perft against Fairy-Stockfish (native build of the reference
// commit, UCI_Variant andersgiveaway, "go perft N").
func TestStalematePassByHand(t *testing.T) {
	g, _ := both(t, andersVariant(t))
	moves := []struct {
		fen  string
		want []string
	}{
		// Ph2 is blocked and White has nothing else: it passes
		{"r6r/p7/8/8/8/7p/7P/8 w - - 0 1", []string{"h2h2"}},
		// the pass is written on the first piece's square (a2, not h2)
		{"8/8/8/8/8/p6p/P6P/8 w - - 0 1", []string{"a2a2"}},
		// no piece: the game is over, no pass
		{"8/8/8/8/8/7p/8/8 w - - 0 1", []string{}},
	}
	for _, c := range moves {
		got, err := g.LegalMoves(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s: (-want +got)\n%s", c.fen, diff)
		}
	}
	perfts := []struct {
		fen   string
		depth int
		want  uint64
	}{
		{"8/8/8/8/8/7p/7P/8 w - - 0 1", 2, 1}, // pass, pass
		{"8/8/8/8/8/7p/7P/8 w - - 0 1", 3, 0}, // and the game is over
		{"8/8/8/8/8/n7/P7/8 w - - 0 1", 5, 23},
		{"r6r/p7/8/8/8/7p/7P/8 w - - 0 1", 4, 350},
	}
	for _, c := range perfts {
		got, err := g.Perft(c.fen, c.depth)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s depth %d: %d, want %d", c.fen, c.depth, got, c.want)
		}
	}
}

// TestDifferentialStalematePass compares refgen's and the VM's perft from
// positions where passes happen (two in a row in the last), and plays
// random games from the first three (see TestDifferential; the games go
// from FEN to FEN, which cannot say that the last move was a pass, so
// none may reach two passes in a row).
func TestDifferentialStalematePass(t *testing.T) {
	starts := []string{"r6r/p7/8/8/8/7p/7P/8 w - - 0 1", "8/8/8/8/8/n7/P7/8 w - - 0 1",
		"4k3/8/8/2p5/2P5/n7/P7/R3K2R w KQ - 0 1", "8/2p5/2P5/8/1p6/1P2p3/4P3/8 b - - 0 1"}
	c := diffCase{variant: "andersgiveaway", v: andersVariant(t), perft: 5, starts: starts}
	games := diffCase{variant: "andersgiveaway", v: andersVariant(t), each: 4, splies: 40, starts: starts[:3],
		feature: func(p *vm.Position, m vm.Move) bool { return m.From == m.To && m.Kind == 0 && m.NV == 0 }}
	runDiffs(t, 501, []diffCase{c, games}, func(c *diffCase) { c.each = min(c.each, 1) })
}
