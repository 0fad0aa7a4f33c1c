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
		name, stdout         string
		args                 []string
		stdoutHas, stderrHas []string
		status               int
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

// TestMovesMultiLeg checks that betzac moves lists multi-leg moves: the
// Lion's locust captures in the comma notation (every square the move
// stops on), and the hook mover's bent moves once each; and that --moves
// accepts the comma notation.
func TestMovesMultiLeg(t *testing.T) {
	tests := []struct {
		name, want string
		args       []string
	}{
		{
			// Lion e4, enemies e5 and f6, a friend on d4 (docs/xbetza.md §3): 31
			// Lion moves (see vm TestMultiLegByHand) and 3 king moves.
			name: "lion",
			args: []string{"moves", "testdata/multileg.yaml", "--oneline"},
			want: "a1a2 a1b1 a1b2 e4c2 e4c3 e4c4 e4c5 e4c6 e4d2 e4d3 e4d5 e4d6 e4e2 e4e3 e4e4 e4e5 " +
				"e4e5,e5d5 e4e5,e5d6 e4e5,e5e4 e4e5,e5e6 e4e5,e5f4 e4e5,e5f5 e4e5,e5f6 " +
				"e4e6 e4f2 e4f3 e4f4 e4f5 e4f6 e4g2 e4g3 e4g4 e4g5 e4g6\n",
		},
		{
			// Hook mover a1, its own blocker on b1, an enemy on b3: up the
			// a file, and right from a2, a4..a8, each turn written with
			// the square it turns on; from a3 it takes b3. Black's king
			// is on d3, out of its reach (the side not to move may not be
			// in check).
			name: "hook mover",
			args: []string{"moves", "testdata/multileg.yaml", "--fen", "8/8/8/8/8/1x1k4/8/RX5K w - - 0 1", "--oneline"},
			want: "a1a2 a1a2,a2b2 a1a2,a2c2 a1a2,a2d2 a1a2,a2e2 a1a2,a2f2 a1a2,a2g2 a1a2,a2h2 " +
				"a1a3 a1a3,a3b3 " +
				"a1a4 a1a4,a4b4 a1a4,a4c4 a1a4,a4d4 a1a4,a4e4 a1a4,a4f4 a1a4,a4g4 a1a4,a4h4 " +
				"a1a5 a1a5,a5b5 a1a5,a5c5 a1a5,a5d5 a1a5,a5e5 a1a5,a5f5 a1a5,a5g5 a1a5,a5h5 " +
				"a1a6 a1a6,a6b6 a1a6,a6c6 a1a6,a6d6 a1a6,a6e6 a1a6,a6f6 a1a6,a6g6 a1a6,a6h6 " +
				"a1a7 a1a7,a7b7 a1a7,a7c7 a1a7,a7d7 a1a7,a7e7 a1a7,a7f7 a1a7,a7g7 a1a7,a7h7 " +
				"a1a8 a1a8,a8b8 a1a8,a8c8 a1a8,a8d8 a1a8,a8e8 a1a8,a8f8 a1a8,a8g8 a1a8,a8h8 " +
				"h1g1 h1g2 h1h2\n",
		},
		{
			// Hook chess: the hook mover on a1 is boxed in by its pawns on
			// a2 and b2; it goes right to b1, c1 or d1 (e1 is the king)
			// and may turn up the c file (to c8) or the d file (taking d7).
			name: "hookchess",
			args: []string{"moves", "hookchess", "--fen", "4k3/3ppp2/8/8/8/8/PP6/R3K3 w - - 0 1", "--oneline"},
			want: "a1b1 a1c1 a1c1,c1c2 a1c1,c1c3 a1c1,c1c4 a1c1,c1c5 a1c1,c1c6 a1c1,c1c7 a1c1,c1c8 " +
				"a1d1 a1d1,d1d2 a1d1,d1d3 a1d1,d1d4 a1d1,d1d5 a1d1,d1d6 a1d1,d1d7 " +
				"a2a3 a2a4 b2b3 b2b4 e1d1 e1d2 e1e2 e1f1 e1f2\n",
		},
		{
			// --moves reads a bent move by its path or plain: the same
			// position for Black (d8 and f8 are safe: d7 and f7 block)
			name: "hookchess path played",
			args: []string{"moves", "hookchess", "--fen", "4k3/3ppp2/8/8/8/8/PP6/R3K3 w - - 0 1", "--moves", "a1d1,d1d4", "--oneline"},
			want: "d7d5 d7d6 e7e5 e7e6 e8d8 e8f8 f7f5 f7f6\n",
		},
		{
			name: "hookchess plain played",
			args: []string{"moves", "hookchess", "--fen", "4k3/3ppp2/8/8/8/8/PP6/R3K3 w - - 0 1", "--moves", "a1d4", "--oneline"},
			want: "d7d5 d7d6 e7e5 e7e6 e8d8 e8f8 f7f5 f7f6\n",
		},
		{
			// igui: the Lion takes e5 and returns to e4; Black's king moves.
			name: "igui played",
			args: []string{"moves", "testdata/multileg.yaml", "--moves", "e4e5,e5e4", "--oneline"},
			want: "h8g7 h8g8 h8h7\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, status := execute(t, tc.args...)
			if status != 0 || errOut != "" {
				t.Fatalf("status %d, stderr %q", status, errOut)
			}
			if diff := cmp.Diff(tc.want, out); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
		})
	}
}

// TestMovesBentPathError checks that --moves names the paths of a bent
// move given by a path that does not make it (a4 is not on the way: the
// hook mover cannot go up past its pawn on a2).
func TestMovesBentPathError(t *testing.T) {
	_, errOut, status := execute(t, "moves", "hookchess", "--fen", "4k3/3ppp2/8/8/8/8/PP6/R3K3 w - - 0 1", "--moves", "a1a4,a4d4")
	want := "betzac: --moves: move 1 (a1a4,a4d4): no such path: a1d4 goes a1d1,d1d4\n"
	if status != 1 || errOut != want {
		t.Errorf("status %d, stderr %q; want 1, %q", status, errOut, want)
	}
}
