package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestMatchUSISelfPlay: "betzac usi" plays itself through match's USI
// player in shogi and minishogi (SFEN positions, USI moves, drops): no
// illegal move, no crash, every game ended by the rules or the ply limit.
func TestMatchUSISelfPlay(t *testing.T) {
	t.Setenv("BETZAC_RUN_MAIN", "1")
	engine := "usi:" + os.Args[0] + " usi"
	for _, v := range []string{"shogi", "minishogi"} {
		t.Run(v, func(t *testing.T) {
			out, errOut, code := execute(t, "match", v, "--engine", engine, "--engine", engine, "--depth", "1",
				"--games", "2", "--random-plies", "2", "--max-plies", "60", "--json")
			if code != 0 {
				t.Fatalf("exit %d\n%s%s", code, out, errOut)
			}
			var rep struct {
				Players []struct {
					Illegal    int `json:"illegal_moves"`
					Crashes    int `json:"crashes"`
					TimeLosses int `json:"time_losses"`
				} `json:"players"`
				Games []struct{ Termination string } `json:"games"`
			}
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if len(rep.Games) != 2 {
				t.Fatalf("want 2 games:\n%s\n%s", out, errOut)
			}
			for _, p := range rep.Players {
				if p.Illegal+p.Crashes+p.TimeLosses != 0 {
					t.Errorf("failures: %+v", p)
				}
			}
			for i, g := range rep.Games {
				if g.Termination != "normal" && g.Termination != "adjudication" {
					t.Errorf("game %d: %+v\n%s", i+1, g, strings.TrimSpace(errOut))
				}
			}
		})
	}
}

// TestMatchPerEngineDepth: --depth given twice gives each engine its own
// depth, seen in the trace ("1>" the first --engine's lines).
func TestMatchPerEngineDepth(t *testing.T) {
	t.Setenv("BETZAC_RUN_MAIN", "1")
	engine := os.Args[0] + " uci"
	out, errOut, code := execute(t, "match", "chess", "--engine", engine, "--depth", "3", "--engine", engine, "--depth", "1",
		"--games", "1", "--max-plies", "4", "--trace")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{"1> go depth 3\n", "2> go depth 1\n"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("want %q in the trace:\n%s", want, errOut)
		}
	}
	for _, lack := range []string{"1> go depth 1\n", "2> go depth 3\n"} {
		if strings.Contains(errOut, lack) {
			t.Errorf("%q in the trace:\n%s", lack, errOut)
		}
	}
}
