package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// flagVariant is a 3x3 board of men that step to an empty square (mW),
// racing to the far rank, with the extra flag rules given.
func flagVariant(rules string) string {
	return "name: t\nboard: 3x3\npieces:\n  - {letter: N, betza: mW}\nstart: 3/3/3 w - - 0 1\n" +
		"flag-squares: a3-c3\nflag-squares-black: a1-c1\nflag-pieces: N\n" + rules
}

// TestFlagRules checks flag-count, flag-blocked, flag-side and flag-safe
// with flag-move on positions counted by hand; native Fairy-Stockfish
// (go perft, the same rules as a variants.ini section with explicit
// squares) gives the same numbers.
func TestFlagRules(t *testing.T) {
	alapo := "name: t\nboard: 4x4\npieces:\n  - {letter: K, betza: K}\n  - {letter: R, betza: R}\nstart: 4/4/4/4 w - - 0 1\n" +
		"flag-squares: a4-d4\nflag-squares-black: a1-d1\nflag-pieces: K\nflag-move: true\nflag-safe: true\n"
	cases := []struct {
		name, variant, fen string
		depth              int
		want               uint64
		why                string
	}{
		{"one of two", flagVariant("flag-count: 2\n"), "N2/3/1n1 b - - 0 1", 1, 3,
			"one white man on the goal of two: Nb1 moves to a1, c1, b2 (0 with one needed)"},
		{"two of two", flagVariant("flag-count: 2\n"), "N1N/3/1n1 b - - 0 1", 1, 0, "two white men on the goal: White has won"},
		{"blocked", flagVariant("flag-count: 3\nflag-blocked: true\n"), "NnN/3/3 b - - 0 1", 1, 0,
			"two of three, but every goal square taken: White has won (Nb3 to b2 without flag-blocked)"},
		{"not blocked", flagVariant("flag-count: 3\nflag-blocked: true\n"), "1nN/3/3 b - - 0 1", 1, 2,
			"a3 is empty: Nb3 to a3 and b2"},
		{"two of three", flagVariant("flag-count: 3\nflag-blocked: true\n"), "N1N/3/1n1 b - - 0 1", 1, 3,
			"b3 is empty: Nb1 to a1, c1, b2"},
		{"black only", flagVariant("flag-side: black\n"), "Nn1/3/3 b - - 0 1", 1, 2,
			"White has no goal: Na3 wins nothing, Nb3 moves to c3, b2 (0 with both sides' goals)"},
		{"white only", "name: t\nboard: 3x3\npieces:\n  - {letter: N, betza: mW}\nstart: 3/3/3 w - - 0 1\nflag-squares: a3-c3\nflag-side: white\nflag-pieces: N\n",
			"n2/3/1N1 w - - 0 1", 1, 3, "Black has no goal: Nb1 moves to a1, c1, b2"},
		{"safe on the goal", alapo, "K3/4/3k/4 b - - 0 1", 1, 0,
			"Ka4 is not attacked: White has won at once (flag-move alone gives Black a reply)"},
		{"attacked on the goal", alapo, "K3/2R1/3k/r3 b - - 0 1", 1, 11,
			"Ra1 attacks Ka4: Black replies, Ra1 6 (a2 a3 xa4 b1 c1 d1), Kd2 5 (c1 c2 xc3 d1 d3)"},
		{"then over", alapo, "K3/2R1/3k/r3 b - - 0 1", 2, 6,
			"after each reply but Rxa4 Ka4 stood, attacked or not: over; after Rxa4 Rc3 has 6 (c4 c2 c1 b3 a3 d3)"},
	}
	promoted := "name: t\nboard: 3x3\npieces:\n  - {letter: N, betza: mW}\n  - {letter: P, betza: fmW, promote: {zone: 1, to: +P}}\n" +
		"  - {letter: +P, betza: mW}\nstart: 3/3/3 w - - 0 1\nflag-squares: b2\nflag-pieces: +P\n"
	cases = append(cases, []struct {
		name, variant, fen string
		depth              int
		want               uint64
		why                string
	}{
		{"promoted flag piece", promoted, "3/1+P1/n2 b - - 0 1", 1, 0, "+P on b2: White has won"},
		{"not its unpromoted form", promoted, "3/1P1/n2 b - - 0 1", 1, 2,
			"P is not +P: Na1 moves to a2 and b1"},
	}...)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := position(t, fromYAML(t, c.variant), c.fen)
			if diff := cmp.Diff(c.want, countBelow(pos, c.depth)); diff != "" {
				t.Errorf("%s depth %d (%s): (-want +got)\n%s", c.fen, c.depth, c.why, diff)
			}
		})
	}
}
