package main

import (
	"strings"
	"testing"
)

// badInputsShuffle are bad command lines and shuffle keys for betzac
// shuffle (issue 28).
var badInputsShuffle = []badInput{
	{name: "shuffle without --seed", args: []string{"shuffle", "chess960"}, wantExit: 2,
		wantFirst: `betzac: --seed N is needed: the same seed always draws the same start`},
	{name: "shuffle a variant without one", args: []string{"shuffle", "chess", "--seed", "1"}, wantExit: 1,
		wantFirst: `betzac: variant chess has no shuffle (a "shuffle" key): its only start is rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`},
	{name: "shuffle --count 0", args: []string{"shuffle", "chess960", "--seed", "1", "--count", "0"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "0" for "--count" flag: want an integer from 1 to 100000`},
	{name: "shuffle --seed negative", args: []string{"shuffle", "chess960", "--seed", "-1"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1" for "--seed" flag: want an integer from 0 to 18446744073709451615`},
	{name: "shuffle two variants", args: []string{"shuffle", "chess960", "chess", "--seed", "1"}, wantExit: 2,
		wantFirst: `betzac: too many arguments (want VARIANT|FILE): "chess"`},
	{name: "shuffle a colour-bound single piece", args: []string{"shuffle", "{dir}/v.yaml", "--seed", "1"}, wantExit: 1,
		files:     map[string]string{"v.yaml": "name: t\ninherit: chess\nshuffle: \"N!Q\"\n"},
		wantFirst: `{dir}/v.yaml:3:11: shuffle "N!Q": !Q: a colour-bound set needs two or more, White has 1`},
	{name: "shuffle-black unknown", args: []string{"shuffle", "{dir}/v.yaml", "--seed", "1"}, wantExit: 1,
		files:     map[string]string{"v.yaml": "name: t\ninherit: chess\nshuffle: \"NQ\"\nshuffle-black: sideways\n"},
		wantFirst: `{dir}/v.yaml:4:16: shuffle-black "sideways": want mirror, rotate or independent`},
	{name: "check a shuffled king with standard castling", args: []string{"check", "{dir}/v.yaml"}, wantExit: 1,
		files:     map[string]string{"v.yaml": "name: t\ninherit: chess\nshuffle: \"RNBQK\"\n"},
		wantFirst: `{dir}/v.yaml:3:11: shuffle "RNBQK": the castling king K is shuffled: needs castling: chess960 (standard castling starts from the start position's squares)`},
}

func TestBadInputShuffle(t *testing.T) { runBadInputs(t, badInputsShuffle) }

// TestShuffleCommand: a seed prints the same start every time, --count
// prints the starts of consecutive seeds, and perft counts from one.
func TestShuffleCommand(t *testing.T) {
	one := func(args ...string) string {
		t.Helper()
		out, stderr, status := execute(t, args...)
		if status != 0 {
			t.Fatalf("betzac %q: exit %d: %s", args, status, stderr)
		}
		return out
	}
	a := one("shuffle", "chess960", "--seed", "5")
	if b := one("shuffle", "chess960", "--seed", "5"); a != b {
		t.Errorf("seed 5 printed %q, then %q", a, b)
	}
	three := one("shuffle", "chess960", "--seed", "4", "--count", "3")
	want := one("shuffle", "chess960", "--seed", "4") + a + one("shuffle", "chess960", "--seed", "6")
	if three != want {
		t.Errorf("--seed 4 --count 3 printed\n%swant seeds 4, 5, 6:\n%s", three, want)
	}
	if out := one("perft", "chess960", "--fen", strings.TrimSpace(a), "-d", "1"); !strings.Contains(out, "nodes ") {
		t.Errorf("perft from %s printed %q", a, out)
	}
}
