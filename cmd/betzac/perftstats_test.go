package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPerftStats: "perft --stats" prints chessprogramming.org's figures
// for Kiwipete at depth 2 (Perft Results, Position 2: 2039 nodes, 351
// captures, 1 e.p., 91 castles, 0 promotions, 3 checks, no discovered or
// double checks, no mates).
func TestPerftStats(t *testing.T) {
	stdout, stderr, status := execute(t, "perft", "chess", "--fen",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "-d", "2", "--stats", "--threads", "1")
	if status != 0 {
		t.Fatalf("exit %d: %s", status, stderr)
	}
	want := `nodes             2039
captures          351
e.p.              1
castles           91
promotions        0
checks            3
discovery checks  0
double checks     0
checkmates        0
`
	got := stdout[:len(stdout)-len(lastLine(stdout))]
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got:\n%s", d)
	}
}

// lastLine returns the last line of s with its newline (the time).
func lastLine(s string) string {
	i := len(s) - 2
	for i >= 0 && s[i] != '\n' {
		i--
	}
	return s[i+1:]
}

// TestPerftStatsDrops: a variant with drops shows the drops line; the
// position is small enough to count by hand (5 king steps, a knight drop
// on each of the 62 empty squares, 4 of them checks).
func TestPerftStatsDrops(t *testing.T) {
	stdout, stderr, status := execute(t, "perft", "crazyhouse", "--fen", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "-d", "1", "--stats")
	if status != 0 {
		t.Fatalf("exit %d: %s", status, stderr)
	}
	for _, want := range []string{"nodes             67\n", "drops             62\n", "checks            4\n"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("no %q in:\n%s", want, stdout)
		}
	}
}
