package perft_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/vm"
)

// TestFENRoundTrip reads every FEN of the drop and shogi variants' corpus
// (the FENs as Fairy-Stockfish prints them, from its tests and the
// published tables) and checks that the position prints it back: the
// same FEN, or, for one written with fewer fields or with the holdings as
// an extra rank ("…/4K3/Qn", the lichess form), the same fields in the
// bracket form Fairy-Stockfish prints.
func TestFENRoundTrip(t *testing.T) {
	for _, v := range []string{"crazyhouse", "loop", "chessgi", "pocketknight", "shogi", "minishogi",
		"euroshogi", "yarishogi", "torishogi", "kyotoshogi"} {
		f, err := golden.Load(v)
		if err != nil {
			t.Fatal(err)
		}
		p := compile(t, v)
		for _, e := range f.Positions {
			pos, err := vm.NewPosition(p, e.FEN)
			if err != nil {
				t.Errorf("%s %s: %v", v, e.Name, err)
				continue
			}
			want := strings.Fields(e.FEN)
			if b := want[0]; !strings.Contains(b, "[") && strings.Count(b, "/") == p.Ranks {
				i := strings.LastIndexByte(b, '/')
				want[0] = b[:i] + "[" + b[i+1:] + "]"
			}
			got := strings.Fields(pos.FEN())[:len(want)]
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s %s: FEN %q prints back differently (-want +got):\n%s", v, e.Name, e.FEN, diff)
			}
		}
	}
}
