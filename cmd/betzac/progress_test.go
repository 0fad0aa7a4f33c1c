package main

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/golden"
)

// pretend makes stderr a terminal (tty) or not for one test, and progress
// show at once, at every report.
func pretend(t *testing.T, tty bool) {
	old, after, every := isTerminal, progressAfter, progressEvery
	isTerminal = func(io.Writer) bool { return tty }
	progressAfter, progressEvery = 0, 0
	t.Cleanup(func() { isTerminal, progressAfter, progressEvery = old, after, every })
}

// TestPerftProgress: on a terminal perft keeps one progress line,
// rewritten in place and cleared at the end; elsewhere one line a report.
func TestPerftProgress(t *testing.T) {
	report := `perft: \d+/20 root moves, \d+ nodes, [\d.]+ M nodes/s, \d+s(, ETA \d+\S*)?`
	for _, tc := range []struct {
		tty  bool
		want *regexp.Regexp
	}{
		{true, regexp.MustCompile(`^(\r` + report + "\x1b\\[K)+\r\x1b\\[K$")},
		{false, regexp.MustCompile(`^(` + report + "\n)+$")},
	} {
		t.Run(fmt.Sprintf("terminal %v", tc.tty), func(t *testing.T) {
			pretend(t, tc.tty)
			stdout, stderr, status := execute(t, "perft", "chess", "-d", "3", "--threads", "1")
			if status != 0 || !strings.HasPrefix(stdout, "nodes 8902\n") {
				t.Fatalf("status %d, stdout %q", status, stdout)
			}
			if !tc.want.MatchString(stderr) || !strings.Contains(stderr, "perft: 20/20 root moves") || !strings.Contains(stderr, "ETA") {
				t.Errorf("stderr %q, want it to match %s and to reach 20/20 root moves, with an ETA before", stderr, tc.want)
			}
		})
	}
}

// TestGoldenCap: by default golden skips the entries over its cap, and
// says how many in its summary; on a terminal, stderr shows each entry
// while it is counted and is clear at the end.
func TestGoldenCap(t *testing.T) {
	const variant = "berolina" // a cheap corpus with an entry over the cap
	all, err := golden.Entries(0, variant)
	if err != nil {
		t.Fatal(err)
	}
	capped, err := golden.Entries(goldenCap, variant)
	if err != nil {
		t.Fatal(err)
	}
	if len(capped) == len(all) {
		t.Fatalf("%s has no entry over %d nodes: choose another variant", variant, goldenCap)
	}
	pretend(t, true)
	stdout, stderr, status := execute(t, "golden", "--variant", variant)
	if status != 0 {
		t.Fatalf("status %d, stderr %q", status, stderr)
	}
	seconds := regexp.MustCompile(`\d+\.\d+s`)
	got := strings.Split(seconds.ReplaceAllString(stdout, "Ts"), "\n")
	want := []string{
		fmt.Sprintf("%d entries, %d skipped by --max-nodes %d (0 runs all), Ts", len(all), len(all)-len(capped), goldenCap),
		fmt.Sprintf("%d passed, 0 failed", len(capped)),
		"",
	}
	if len(got) != len(capped)+len(want) {
		t.Fatalf("stdout %q: want %d entries' lines and the summary", stdout, len(capped))
	}
	if d := cmp.Diff(want, got[len(capped):]); d != "" {
		t.Errorf("summary (-want +got):\n%s", d)
	}
	progress := regexp.MustCompile("^(\rgolden: \\d+/\\d+ " + variant + " \\S+ d\\d+ \\(\\d+ nodes\\), \\d+s\x1b\\[K\r\x1b\\[K)+$")
	if !progress.MatchString(stderr) || strings.Count(stderr, "\rgolden: ") != len(capped) {
		t.Errorf("stderr %q: want %d progress lines, each cleared", stderr, len(capped))
	}
}

// TestGoldenSummary: the summary counts passes, failures and the
// entries skipped by the cap; off a terminal stderr stays empty.
func TestGoldenSummary(t *testing.T) {
	chess := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	entry := func(depth int, nodes uint64) golden.Entry {
		return golden.Entry{Variant: "chess", Name: "start", FEN: chess, Count: golden.Count{Depth: depth, Nodes: nodes, Source: "test"}}
	}
	// counts of chess from the start: chessprogramming.org's Perft Results
	entries := []golden.Entry{entry(1, 20), entry(2, 400), entry(2, 401), entry(3, 8902)}
	var out, errOut strings.Builder
	pretend(t, false)
	sum, err := runGolden(&out, newStatusLine(&errOut), entries, 1000)
	if err != nil {
		t.Fatal(err)
	}
	sum.elapsed = 0
	if d := cmp.Diff(goldenSummary{entries: 4, passed: 2, failed: 1, skipped: 1}, sum, cmp.AllowUnexported(goldenSummary{})); d != "" {
		t.Errorf("summary (-want +got):\n%s", d)
	}
	lines := strings.Split(out.String(), "\n")
	if len(lines) != 6 || !strings.HasPrefix(lines[2], "FAIL chess start d2: 400 nodes, want 401 (test)") ||
		!strings.HasPrefix(lines[3], "4 entries, 1 skipped by --max-nodes 1000 (0 runs all), ") || lines[4] != "2 passed, 1 failed" {
		t.Errorf("stdout %q: want 3 entries' lines, the failure named, then the summary", out.String())
	}
	if errOut.Len() != 0 {
		t.Errorf("stderr %q, want nothing off a terminal", errOut.String())
	}
}
