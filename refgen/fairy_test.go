package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/internal/testenv"
)

// TestPerftPublishedFairy checks refgen against the Fairy-Stockfish counts
// of the 8x8 fairy variants' golden corpora (and Courier's), up to a node
// budget: royal pieces that are not kings, hoppers, promotion by colour
// and by squares, Berolina e.p. and the pawn rules of Pawn Sideways and
// Pawnback, all written from the schema's text alone.
func TestPerftPublishedFairy(t *testing.T) {
	budget := uint64(25000)
	if !testenv.Full() {
		budget = 2000
	}
	names := []string{"courier", "amazon", "chigorin", "coregal", "almost", "sortofalmost", "hoppelpoppel",
		"newzealand", "nightrider", "grasshopper", "knightmate", "berolina", "pawnback", "pawnsideways", "legan", "perfect"}
	total := 0
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			total += checkPublished(t, name, budget)
		})
	}
	if total == 0 {
		t.Fatal("no counts under the budget")
	}
	t.Logf("%d published counts of at most %d nodes", total, budget)
}

// checkPublished compares refgen's perft with every validated count of
// the variant's golden corpus of at most budget nodes, and returns how
// many it compared.
func checkPublished(t *testing.T, variant string, budget uint64) int {
	t.Helper()
	g := builtin(t, variant)
	f, err := golden.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range f.Positions {
		for _, c := range p.Perft {
			if c.Unvalidated || c.Nodes > budget {
				continue
			}
			n++
			got, err := g.Perft(p.FEN, c.Depth)
			if err != nil {
				t.Errorf("%s: %v", p.FEN, err)
				continue
			}
			if got != c.Nodes {
				t.Errorf("%s depth %d: refgen %d, published %d (%s)", p.FEN, c.Depth, got, c.Nodes, c.Source)
			}
		}
	}
	return n
}

// TestPerftPublishedBareKing checks refgen's bare-king rule against
// Fairy-Stockfish: Shatranj's and Courier's bare king loses unless it
// bares the other in reply, Shatar's ends the game at once.
func TestPerftPublishedBareKing(t *testing.T) {
	for _, name := range []string{"shatranj", "shatar", "courier"} {
		t.Run(name, func(t *testing.T) {
			if checkPublished(t, name, 30000) == 0 {
				t.Fatal("no counts under the budget")
			}
		})
	}
}

// TestPerftPublishedJanus checks refgen's castling against Fairy-Stockfish
// where Black castles (KirO4ilO3: to b8 and i8, as White does, not turned
// by 180° as Black's other moves are).
func TestPerftPublishedJanus(t *testing.T) {
	if checkPublished(t, "janus", 30000) == 0 {
		t.Fatal("no counts under the budget")
	}
}

// TestPerftPublishedGameEnd checks refgen's game-end rules against
// Fairy-Stockfish and the published tables: King of the Hill's centre,
// Racing Kings' goal rank with Black's reply and its ban on checks,
// Three Kings' extinction, Horde's first-rank double step, Extinction
// Chess and Kinglet (a non-royal king that castles), and goals for
// pieces that are not royal (Breakthrough, Jeson Mor, Fox and Hounds, Dobutsu's safe try,
// Kono's seven men or blocked goal, Alapo's safe arrival, Buffalo's one-sided goal).
func TestPerftPublishedGameEnd(t *testing.T) {
	for _, name := range []string{"kingofthehill", "racingkings", "threekings", "horde", "extinction", "kinglet",
		"breakthrough", "jesonmor", "fox-and-hounds", "dobutsu", "kono", "alapo", "buffalo"} {
		t.Run(name, func(t *testing.T) {
			if checkPublished(t, name, 30000) == 0 {
				t.Fatal("no counts under the budget")
			}
		})
	}
}
