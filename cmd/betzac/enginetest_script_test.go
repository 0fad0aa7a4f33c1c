package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEnginetestScript: a perftree-contract script with a planted bug
// (it never captures e.p.) is walked down from Kiwipete to the e.p.
// capture it lacks; the same script without the bug agrees (CPW: 97862).
func TestEnginetestScript(t *testing.T) {
	script := testEngine(t, "scriptengine")
	const kiwi = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	stdout, stderr, status := execute(t, "enginetest", "--protocol", "script", "--engine", script, "--fen", kiwi, "-d", "3")
	if status != 0 || !strings.Contains(stdout, "agree    97862 nodes") {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s", status, stdout, stderr)
	}
	stdout, stderr, status = execute(t, "enginetest", "--protocol", "script", "--engine", script+" -bug noep", "--fen", kiwi, "-d", "3")
	// After 1. Bd1 c5 White's d5 pawn may take c6 e.p.: the move the
	// script lacks.
	want := "position     r3k2r/p2pqpb1/bn2pnp1/2pPN3/1p2P3/2N2Q1p/PPPB1PPP/R2BK2R w KQkq c6 0 2\nonly betzac  d5c6\nonly engine  (none)\n"
	if status != 1 || !strings.Contains(stdout, want) {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s\nwant:\n%s", status, stdout, stderr, want)
	}
	// Through a suite: Kiwipete at depth 3 has e.p. captures (CPW: 45),
	// the start position at depth 3 none. Two lines of the CPW suite, not
	// all six: the script starts a process a count, and every other line
	// has an e.p. capture at depth 3 or 4 to walk down to; the whole suite
	// runs through an engine in TestEnginetestSuite.
	suite := filepath.Join(t.TempDir(), "cpw12.epd")
	epd := "# chessprogramming.org, positions 1 and 2\n\n" +
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D3 8902\n" + kiwi + " ;D3 97862\n"
	if err := os.WriteFile(suite, []byte(epd), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, status = execute(t, "enginetest", "--protocol", "script", "--engine", script+" -bug noep", "--suite", suite)
	if status != 1 || !strings.Contains(stdout, "FAIL line 4 D3 ") || !strings.Contains(stdout, "ok   line 3 D3 8902 ") || !strings.Contains(stdout, "only betzac d5c6") {
		t.Errorf("suite: exit %d, stdout:\n%s\nstderr: %s", status, stdout, stderr)
	}
	stdout, stderr, status = execute(t, "enginetest", "--protocol", "script", "--engine", script+" -mode crash", "-d", "1")
	if status != 2 || !strings.Contains(stderr, "could not run: engine exited") || !strings.Contains(stderr, "segmentation fault (pretend)") {
		t.Errorf("crash: exit %d, stdout %s, stderr: %s", status, stdout, stderr)
	}
}
