package gamecode

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// mullerNextLeg is Muller's NextLeg from the seed, without its comments
// (the one construct of it outside the subset).
func mullerNextLeg(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("testdata/nextleg_muller.txt")
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(string(b), "----\n")
	return regexp.MustCompile(`//[^\n]*`).ReplaceAllString(parts[1], "")
}

// Muller's NextLeg runs in the subset once its comments are removed.
// The castling of a King on e1 with the Rook on h1, in his encoding: a
// first leg sliding (range 7, step (1,0)) with mode 72 (8 castling, 64
// initial) to the partner, and a second leg whose x step (2) is how far
// the King goes. Worked out by hand from his description (seed 003):
// the ray from e1 is f1 g1 h1, its last square h1 holds a friend that is
// a virgin partner, so GotMove gets the King's move e1-g1, the Rook's
// square h1 as the locust square and f1 as the drop square.
func TestMullerNextLeg(t *testing.T) {
	stub := `set partners (h1 a1 h8 a8);
set legdefs (2 7 1 0 72 1 2 0 0 0);
sub GotMove from to locust drop stopper n:
  print join #from join "-" join #to join " x" join #locust join " @" join #drop join " " #stopper;
endsub;
`
	tests := []struct {
		name, fen, flags string
		want             []string
	}{
		{"castling", "4k3/8/8/8/8/8/8/4K2R", "", []string{"e1-g1 xh1 @f1 R"}},
		{"Rook has moved", "4k3/8/8/8/8/8/8/4K2R", "setflag h1;", nil},
		{"King has moved", "4k3/8/8/8/8/8/8/4K2R", "setflag e1;", nil},
		{"blocked", "4k3/8/8/8/8/8/8/4KN1R", "", nil},
		{"enemy partner", "4k3/8/8/8/8/8/8/4K2r", "", nil},
	}
	for _, tc := range tests {
		p := chess(stub + mullerNextLeg(t) + tc.flags + "gosub NextLeg 2 1 e1 e1 0 0 0;")
		p.FEN = tc.fen
		// Muller reads arrays from 0 (elem dec #r is a ray's last
		// square) and ends a sub with a failed verify: his code
		// depends on those two points, and on none of the others.
		got, err := runInvariant(t, p, nil, func(sw *Switches) {
			sw.IndexBase, sw.Verify = 0, VerifyReturns
		})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if diff := cmp.Diff(tc.want, got.Output); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
	p := chess(stub + mullerNextLeg(t) + "gosub NextLeg 2 1 e1 e1 0 0 0;")
	p.FEN = "4k3/8/8/8/8/8/8/4K2R"
	if _, err := Invariant(func(sw Switches) ([]string, error) { return printed(Run(p, nil, sw)), nil }); err == nil {
		t.Errorf("Muller's NextLeg gives the same under every IndexBase")
	}
	// Where verify refuses the move, a moved Rook (the partner-virgin
	// verify, line 24) refuses the request.
	p.PreGame = "setflag h1;" + p.PreGame
	got := printed(Run(p, nil, Switches{Verify: VerifyRefuses}))
	if want := []string{"refused: verify failed (Pre-Game: line 24, col 1)"}; !cmp.Equal(want, got) {
		t.Errorf("VerifyRefuses: got %v, want %v", got, want)
	}
}
