package gamecourier

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecode"
)

func TestStartChess(t *testing.T) {
	_, p, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	pr, err := Emit(p)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gamecode.Run(gcPreset(pr), nil, gamecode.Switches{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", res.Legal)
	t.Logf("%+v %+v %v", res.Cost, res.Refusal, res.Output)
}

func TestCheckChess(t *testing.T) {
	_, p, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Check(p, CheckOptions{Games: 1, Plies: 6, Seed: 1})
	t.Logf("%+v", rep)
	if err != nil {
		t.Fatal(err)
	}
}

// TestCheckLong is the long proof: GC_CHECK=variant[,variant…] runs
// GC_GAMES games of GC_PLIES plies each (default 10 × 60).
func TestCheckLong(t *testing.T) {
	names := os.Getenv("GC_CHECK")
	if names == "" {
		t.Skip("set GC_CHECK=chess,… to run the long proof")
	}
	games, plies := envInt("GC_GAMES", 10), envInt("GC_PLIES", 60)
	for _, n := range strings.Split(names, ",") {
		t.Run(n, func(t *testing.T) {
			_, p, err := compiler.Load(n)
			if err != nil {
				t.Fatal(err)
			}
			rep, err := Check(p, CheckOptions{Games: games, Plies: plies, Seed: 7})
			t.Logf("%s: %+v", n, rep)
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return n
	}
	return def
}

// TestProbe: the probe compiles in the subset and prints one labelled
// line per point; under different switches the lines differ (that is
// what one upload settles).
func TestProbe(t *testing.T) {
	_, p, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	pr, err := Probe(p)
	if err != nil {
		t.Fatal(err)
	}
	outs := map[string]bool{}
	for _, sw := range []gamecode.Switches{{}, {IndexBase: 1, Scope: gamecode.ScopeBlock, Dynamic: true, Chains: gamecode.ChainsEager, MlnBase: 1}} {
		res, err := gamecode.Run(gcPreset(pr), []string{"e2-e4"}, sw)
		if err != nil {
			t.Fatalf("%+v: %v", sw, err)
		}
		if res.Refusal != nil {
			t.Fatalf("%+v: refused: %v", sw, res.Refusal)
		}
		n := 0
		for _, l := range res.Output {
			if strings.HasPrefix(l, "probe ") {
				n++
			}
		}
		if n < 10 {
			t.Errorf("%+v: %d probe lines: %q", sw, n, res.Output)
		}
		t.Log(strings.Join(res.Output, "\n"))
		outs[strings.Join(res.Output, "\n")] = true
	}
	if len(outs) != 2 {
		t.Errorf("the probe prints the same under different switches")
	}
}
