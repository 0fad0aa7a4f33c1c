package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Tests of the moves, perft and golden commands.
func TestMovesPerftGoldenCLI(t *testing.T) {
	tests := []struct {
		name      string
		args      []string
		status    int
		stdout    string
		stdoutHas []string
		stderrHas []string
	}{
		{name: "moves oneline", args: []string{"moves", "chess", "--oneline", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"},
			stdout: "e1d1 e1d2 e1e2 e1f1 e1f2 e1g1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8\n"},
		{name: "moves after moves", args: []string{"moves", "chess", "--moves", "e2e4 d7d5 e4e5 f7f5"}, stdoutHas: []string{"e5f6\n", "e5e6\n"}},
		{name: "moves chess960 castling", args: []string{"moves", "chess960", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}, stdoutHas: []string{"e1h1\n", "e1a1\n"}},
		{name: "moves illegal", args: []string{"moves", "chess", "--moves", "e2e5"}, status: 1, stderrHas: []string{`move 1 (e2e5): not legal`}},
		{name: "moves bad fen", args: []string{"moves", "chess", "--fen", "8/8 w"}, status: 1, stderrHas: []string{"board field: 2 ranks, expected 8"}},
		{name: "moves no variant", args: []string{"moves"}, status: 2},
		{name: "perft", args: []string{"perft", "chess", "-d", "3", "--threads", "1"}, stdoutHas: []string{"nodes 8902\n", "nps "}},
		{name: "perft divide", args: []string{"perft", "chess", "-d", "2", "--divide"}, stdoutHas: []string{"a2a3: 20\n", "g1f3: 20\n", "nodes 400\n"}},
		{name: "perft hash", args: []string{"perft", "chess", "-d", "4", "--hash", "4"}, stdoutHas: []string{"nodes 197281\n"}},
		{name: "perft no depth", args: []string{"perft", "chess"}, status: 2, stderrHas: []string{"-d N"}},
		{name: "golden", args: []string{"golden", "--variant", "chess", "--max-nodes", "10000"}, stdoutHas: []string{"ok   chess pos1 d3 8902", "passed, 0 failed\n"}},
		{name: "golden epd", args: []string{"golden", "--variant", "chess", "--epd"}, stdoutHas: []string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400"}},
		{name: "golden unknown", args: []string{"golden", "--variant", "nosuch"}, status: 1, stderrHas: []string{"no corpus"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, st := execute(t, tc.args...)
			if st != tc.status {
				t.Fatalf("status %d, want %d; stderr %s", st, tc.status, errOut)
			}
			if tc.stdout != "" {
				if diff := cmp.Diff(tc.stdout, out); diff != "" {
					t.Errorf("stdout (-want +got):\n%s", diff)
				}
			}
			for _, s := range tc.stdoutHas {
				if !strings.Contains(out, s) {
					t.Errorf("stdout lacks %q:\n%s", s, out)
				}
			}
			for _, s := range tc.stderrHas {
				if !strings.Contains(errOut, s) {
					t.Errorf("stderr lacks %q:\n%s", s, errOut)
				}
			}
		})
	}
}

func TestPerftJSON(t *testing.T) {
	out, errOut, st := execute(t, "perft", "chess", "-d", "2", "--json", "--divide")
	if st != 0 {
		t.Fatalf("status %d: %s", st, errOut)
	}
	var r struct {
		Nodes  uint64 `json:"nodes"`
		Depth  int    `json:"depth"`
		Divide []struct {
			Move  string `json:"move"`
			Nodes uint64 `json:"nodes"`
		} `json:"divide"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if r.Nodes != 400 || r.Depth != 2 || len(r.Divide) != 20 {
		t.Errorf("JSON result %+v", r)
	}
}

// TestGoldenEPDMaxNodes: --epd leaves out the counts above --max-nodes
// (it printed them all before).
func TestGoldenEPDMaxNodes(t *testing.T) {
	out, errOut, st := execute(t, "golden", "--variant", "chess", "--epd", "--max-nodes", "1000")
	if st != 0 || out == "" {
		t.Fatalf("status %d, stdout %q, stderr %q", st, out, errOut)
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		counts := strings.Split(line, " ;D")[1:]
		if len(counts) == 0 {
			t.Errorf("a position without counts: %q", line)
		}
		for _, c := range counts {
			var depth, nodes uint64
			if _, err := fmt.Sscanf(c, "%d %d", &depth, &nodes); err != nil || nodes > 1000 {
				t.Errorf("count %q in %q: want at most 1000 nodes", c, line)
			}
		}
	}
}
