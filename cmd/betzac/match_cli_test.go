package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMatchSelfPlay: betzac uci plays itself at depth 2 in chess, in a
// variant of multi-leg pieces (locust) and in a variant file (through
// its VariantPath): no illegal move, no crash, every game adjudicated;
// the PGN written is replayed by "betzac pgn" to each game's final FEN.
func TestMatchSelfPlay(t *testing.T) {
	t.Setenv("BETZAC_RUN_MAIN", "1")
	engine := os.Args[0] + " uci"
	for _, v := range []string{"chess", "locust", "../../variants/testdata/ok.yaml"} {
		t.Run(filepath.Base(v), func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "games.pgn")
			out, errOut, code := execute(t, "match", v, "--engine", engine, "--engine", engine, "--depth", "2",
				"--games", "2", "--random-plies", "4", "--max-plies", "80", "--pgn", file, "--json")
			if code != 0 {
				t.Fatalf("exit %d\n%s%s", code, out, errOut)
			}
			var rep struct {
				Players []struct {
					Illegal    int `json:"illegal_moves"`
					Crashes    int `json:"crashes"`
					TimeLosses int `json:"time_losses"`
				} `json:"players"`
				Games []struct {
					Result, Termination string
					FinalFEN            string `json:"final_fen"`
				} `json:"games"`
			}
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if len(rep.Games) != 2 || strings.Count("\n"+errOut, "\ngame ") != 2 {
				t.Fatalf("want 2 games and 2 progress lines:\n%s\n%s", out, errOut)
			}
			for _, p := range rep.Players {
				if p.Illegal+p.Crashes+p.TimeLosses != 0 {
					t.Errorf("failures: %+v", p)
				}
			}
			replay, errOut, code := execute(t, "pgn", file, "--variant", v)
			if code != 0 {
				t.Fatalf("betzac pgn: exit %d: %s", code, errOut)
			}
			lines := strings.Split(strings.TrimSpace(replay), "\n")
			for i, g := range rep.Games {
				if g.Termination != "normal" && g.Termination != "adjudication" {
					t.Errorf("game %d: %+v", i+1, g)
				}
				if i >= len(lines) || !strings.HasSuffix(lines[i], ": "+g.FinalFEN) || !strings.Contains(lines[i], "result "+g.Result) {
					t.Errorf("game %d replayed:\n%s\nwant final FEN %s, result %s", i+1, replay, g.FinalFEN, g.Result)
				}
			}
		})
	}
}
