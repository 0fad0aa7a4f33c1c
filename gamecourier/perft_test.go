package gamecourier

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecode"
)

// issue12 are the variants issue 12 names as the ones the preset must
// support; Chu Shogi without its counter-strike rule (issue 28), which
// the preset refuses by name (TestRefusedCounterStrike).
var issue12 = []string{
	"chess", "chess960", "capablanca", "grand", "shatranj", "makruk", "berolina",
	"nightrider", "grasshopper", "knightmate", "xiangqi", "shogi", "crazyhouse",
	"hookchess", "capricorn", "griffon", "locust", chuNoCS,
}

// chuNoCS is Chu Shogi without its counter-strike rule.
const chuNoCS = "testdata/chunocs.yaml"

// TestPerft counts perft 2 through the preset's own generator (the
// distinct texts of the moves it lists, each played in turn) and holds it
// to the VM's, at the start position and after 10 random plies, for every
// variant of issue 12 (CI/gamecourier-check.sh counts perft 3 for most).
func TestPerft(t *testing.T) {
	for _, n := range issue12 {
		t.Run(n, func(t *testing.T) {
			_, p, err := compiler.Load(n)
			if err != nil {
				t.Fatal(err)
			}
			pr, err := Emit(p)
			if err != nil {
				t.Fatal(err)
			}
			c, err := newChecker(p, pr)
			if err != nil {
				t.Fatal(err)
			}
			c.rep = &CheckReport{}
			if err := c.perfts(CheckOptions{Perft: 2, Seed: 12}); err != nil {
				t.Fatal(err)
			}
			t.Log(c.rep.Perfts)
		})
	}
}

// TestPrefix: a move run from a replayed prefix, or from a game walked a
// move at a time (Prefix.Then), gives the Result of the whole request
// replayed (Check and perft rely on it), for every legal and a few
// illegal moves after a random game, and for each move of the game.
func TestPrefix(t *testing.T) {
	for _, n := range []string{"chess", "crazyhouse", chuNoCS} {
		_, p, err := compiler.Load(n)
		if err != nil {
			t.Fatal(err)
		}
		pr, err := Emit(p)
		if err != nil {
			t.Fatal(err)
		}
		c, err := newChecker(p, pr)
		if err != nil {
			t.Fatal(err)
		}
		pos, moves, err := c.randomGame(9, 12)
		if err != nil {
			t.Fatal(err)
		}
		sw := gamecode.Switches{IndexBase: 1, MlnBase: 1}
		// the game walked a move at a time: at each ply the next move
		// from the walk gives the whole replay's Result
		walk := c.prog.Prefix(nil, sw)
		for k, mv := range moves {
			samePrefix(t, c, n, moves[:k], walk, mv, sw)
			walk = walk.Then(mv)
		}
		tries := []string{"a1-a1", "P*e4", "e2-e4; Q-e4"}
		for _, m := range pos.LegalMoves() {
			tries = append(tries, c.text(pos, m))
		}
		pre := c.prog.Prefix(moves, sw)
		for _, mv := range tries {
			samePrefix(t, c, n, moves, pre, mv, sw)
			samePrefix(t, c, n, moves, walk, mv, sw)
		}
	}
}

// samePrefix: move mv run from pre gives the Result of moves and mv
// replayed whole.
func samePrefix(t *testing.T, c *checker, name string, moves []string, pre *gamecode.Prefix, mv string, sw gamecode.Switches) {
	t.Helper()
	want, err1 := c.prog.Run(append(moves[:len(moves):len(moves)], mv), sw)
	got, err2 := pre.Next(mv)
	if d := cmp.Diff(fmt.Sprint(err1), fmt.Sprint(err2)); d != "" {
		t.Fatalf("%s %q %s: errors differ:\n%s", name, moves, mv, d)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("%s %q %s: Prefix.Next differs from Run (-Run +Next):\n%s", name, moves, mv, d)
	}
}

// BenchmarkRequest is one page request of the chess preset after a
// 40-ply random game: the interpreter's speed on the emitted code.
func BenchmarkRequest(b *testing.B) {
	_, p, err := compiler.Load("chess")
	if err != nil {
		b.Fatal(err)
	}
	pr, err := Emit(p)
	if err != nil {
		b.Fatal(err)
	}
	c, err := newChecker(p, pr)
	if err != nil {
		b.Fatal(err)
	}
	_, moves, err := c.randomGame(40, 12)
	if err != nil {
		b.Fatal(err)
	}
	var res gamecode.Result
	for b.Loop() {
		if res, err = c.prog.Run(moves, gamecode.Switches{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(res.Cost.Statements+res.Cost.Ops), "steps/op")
}

// TestPerftDepthCapped: Check refuses a perft deeper than perft.MaxDepth
// at once, with perft's message (--perft 65 ran for ever).
func TestPerftDepthCapped(t *testing.T) {
	_, p, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Check(p, CheckOptions{Perft: 65})
	want := "perft: depth 65 is more than 64, the deepest perft counts"
	if err == nil || err.Error() != want {
		t.Errorf("Check with Perft 65: %v, want %s", err, want)
	}
}
