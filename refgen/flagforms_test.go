package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
)

// backrank is betzac import fsf's translation of Fairy-Stockfish's
// [backrank] (variants.ini): a piece reaching the last rank becomes a
// king-moving +X, and a K or +X there wins (flag-pieces: K+Q+R+B+N+P).
const backrank = `name: backrank
inherit: chess
pieces:
  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: "+P"}}
  - {letter: N, name: "Knight", betza: "N", promote: {zone: 1, to: "+N", leaving: true}}
  - {letter: B, name: "Bishop", betza: "B", promote: {zone: 1, to: "+B", leaving: true}}
  - {letter: R, name: "Rook", betza: "R", promote: {zone: 1, to: "+R", leaving: true}}
  - {letter: Q, name: "Queen", betza: "Q", promote: {zone: 1, to: "+Q", leaving: true}}
  - {letter: K, name: "Commoner", betza: "KisO2", royal: true}
  - {letter: "+Q", name: "Promoted Queen", betza: "K"}
  - {letter: "+R", name: "Promoted Rook", betza: "K"}
  - {letter: "+B", name: "Promoted Bishop", betza: "K"}
  - {letter: "+N", name: "Promoted Knight", betza: "K"}
  - {letter: "+P", name: "Promoted Pawn", betza: "K"}
flag-squares: a8-h8
flag-squares-black: a1-h1
flag-pieces: K+Q+R+B+N+P
`

func backrankVariant(t *testing.T) *variants.Variant {
	t.Helper()
	v, err := variants.LoadBytes("backrank.yaml", []byte(backrank))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestFlagPromotedForm: worked by hand, a +Q on a8 has won (Black has no
// move), and perft against Fairy-Stockfish (native build, UCI_Variant
// backrank, "go perft N").
func TestFlagPromotedForm(t *testing.T) {
	g, _ := both(t, backrankVariant(t))
	got, err := g.LegalMoves("+Q3k3/8/8/8/8/8/8/4K3 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{}, got); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	for _, c := range []struct {
		fen   string
		depth int
		want  uint64
	}{
		{"4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1", 4, 989},
		{"r3k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1", 3, 2790},
		{"1r2k3/P7/8/8/8/8/8/3K4 w - - 0 1", 4, 6797},
	} {
		n, err := g.Perft(c.fen, c.depth)
		if err != nil {
			t.Fatal(err)
		}
		if n != c.want {
			t.Errorf("%s depth %d: %d, want %d", c.fen, c.depth, n, c.want)
		}
	}
}

// TestDifferentialBackrank plays random games of backrank (see
// TestDifferential) from the start and from positions near promotion.
func TestDifferentialBackrank(t *testing.T) {
	c := diffCase{variant: "backrank", v: backrankVariant(t), games: 6, plies: 120, each: 4, splies: 40, perft: 3,
		starts: []string{"r3k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1", "1r2k3/P7/8/8/8/8/8/3K4 w - - 0 1"}, need: promo | check}
	runDiffs(t, 601, []diffCase{c}, func(c *diffCase) { c.games, c.each = 1, 1 })
}
