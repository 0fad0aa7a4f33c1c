package bitboard

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
)

// TestFillFromOneSquare checks fillFrom's slide from one square (a ray
// read from the tables) against the occluded fill (shiftFill), every
// direction, from every square, on random occupancies, on 8×8 and on a
// board whose lines do not wrap at 8.
func TestFillFromOneSquare(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for name, src := range map[string]string{
		"chess": "name: c\ninherit: chess\n",
		"wide":  "name: w\ninherit: chess\nboard: 9x7\nstart: rnbqkqbnr/ppppppppp/9/9/9/PPPPPPPPP/RNBQKQBNR w - - 0 1\n",
	} {
		_, prog, err := compiler.LoadBytes(name, []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		tab, err := Fits(prog)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for g := 0; g < 200; g++ {
			empty := tab.board &^ (rng.Uint64() & rng.Uint64())
			for s := 0; s < tab.n; s++ {
				for d := 0; d < 8; d++ {
					got := tab.fillFrom(d, true, bit(s), empty)
					want := tab.shiftFill(d, true, bit(s), empty)
					if diff := cmp.Diff(want, got); diff != "" {
						t.Fatalf("%s: from %d direction %d, empty %#x: (-shiftFill +fillFrom):\n%s", name, s, d, empty, diff)
					}
				}
			}
		}
	}
}
