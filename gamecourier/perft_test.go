package gamecourier

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecode"
	"github.com/betzac/betzac/vm"
)

// issue12 are the variants issue 12 names as the ones the preset must
// support.
var issue12 = []string{
	"chess", "chess960", "capablanca", "grand", "shatranj", "makruk", "berolina",
	"nightrider", "grasshopper", "knightmate", "xiangqi", "shogi", "crazyhouse",
	"hookchess", "capricorn", "griffon", "locust", "chushogi",
}

// TestPerft counts perft 2 through the preset's own generator (the
// distinct texts of the moves it lists, each played in turn) and holds it
// to the VM's, at the start position and after 10 random plies, for every
// variant of issue 12. GC_PERFT=3 counts perft 3 as well (minutes).
func TestPerft(t *testing.T) {
	depth := 2
	if os.Getenv("GC_PERFT") == "3" {
		depth = 3
	}
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
			plies := []int{0, 10}
			if testing.Short() {
				plies = plies[:1]
			}
			for _, plies := range plies {
				pos, moves := c.randomGame(t, plies)
				for d := 1; d <= depth; d++ {
					got, err := c.perft(moves, d)
					if err != nil {
						t.Fatalf("after %q: %v", moves, err)
					}
					if want := vmPerft(pos, d); got != want {
						t.Errorf("after %q: perft %d through the preset %d, VM %d", moves, d, got, want)
					} else {
						t.Logf("after %d plies: perft %d = %d (VM agrees)", len(moves), d, got)
					}
				}
			}
		})
	}
}

// randomGame plays up to plies random moves of the VM's (fixed seed) and
// returns the position and the moves as a player enters them.
func (c *checker) randomGame(t *testing.T, plies int) (*vm.Position, []string) {
	pos, err := vm.NewPosition(c.p, c.p.Start)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(12, 0))
	var moves []string
	for range plies {
		legal := pos.LegalMoves()
		if len(legal) == 0 {
			break
		}
		m := legal[rng.IntN(len(legal))]
		moves = append(moves, c.text(pos, m))
		pos.Make(m)
	}
	return pos, moves
}

// perft counts the leaves depth plies after moves through the preset: the
// distinct texts it lists, each played (and accepted) in turn.
func (c *checker) perft(moves []string, depth int) (int, error) {
	res, err := c.run(moves)
	if err != nil {
		return 0, err
	}
	if res.Refusal != nil {
		return 0, fmt.Errorf("move %d refused: %s", res.Refusal.Move, res.Refusal.Message)
	}
	texts, _ := listed(res.Output)
	if depth == 1 {
		return len(texts), nil
	}
	pre := c.prog.Prefix(moves, c.nextSwitches())
	n := 0
	for t := range texts {
		k, err := c.perftNext(pre, append(moves[:len(moves):len(moves)], t), depth-1)
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

// perftNext is perft after moves, whose last move is run from pre.
func (c *checker) perftNext(pre *gamecode.Prefix, moves []string, depth int) (int, error) {
	if depth > 1 {
		return c.perft(moves, depth)
	}
	res, err := pre.Next(moves[len(moves)-1])
	if err != nil {
		return 0, err
	}
	if res.Refusal != nil {
		return 0, fmt.Errorf("move %d refused: %s", res.Refusal.Move, res.Refusal.Message)
	}
	texts, _ := listed(res.Output)
	return len(texts), nil
}

// TestPrefix: a move run from a replayed prefix gives the Result of the
// whole request replayed (Check and perft rely on it), for every legal
// and a few illegal moves after a random game.
func TestPrefix(t *testing.T) {
	for _, n := range []string{"chess", "crazyhouse", "chushogi"} {
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
		pos, moves := c.randomGame(t, 9)
		sw := gamecode.Switches{IndexBase: 1, MlnBase: 1}
		pre := c.prog.Prefix(moves, sw)
		tries := []string{"a1-a1", "P*e4", "e2-e4; Q-e4"}
		for _, m := range pos.LegalMoves() {
			tries = append(tries, c.text(pos, m))
		}
		for _, mv := range tries {
			want, err1 := c.prog.Run(append(moves[:len(moves):len(moves)], mv), sw)
			got, err2 := pre.Next(mv)
			if d := cmp.Diff(fmt.Sprint(err1), fmt.Sprint(err2)); d != "" {
				t.Fatalf("%s %s: errors differ:\n%s", n, mv, d)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Fatalf("%s %s: Prefix.Next differs from Run (-Run +Next):\n%s", n, mv, d)
			}
		}
	}
}

// vmPerft is the VM's count of leaves depth plies from pos.
func vmPerft(pos *vm.Position, depth int) int {
	legal := pos.LegalMoves()
	if depth == 1 {
		return len(legal)
	}
	n := 0
	for _, m := range legal {
		pos.Make(m)
		n += vmPerft(pos, depth-1)
		pos.Unmake(m)
	}
	return n
}
