package gamecourier

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

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
			c := &checker{p: p, pr: pr, gp: countingPreset(pr), sw: gamecode.AllSwitches()}
			for _, plies := range []int{0, 10} {
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
	n := 0
	for t := range texts {
		k, err := c.perft(append(moves[:len(moves):len(moves)], t), depth-1)
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
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
