package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// cpwSuite is chessprogramming.org's positions 1-6 with their published
// node counts (package epd's test suite; its header names the page).
const cpwSuite = "../../epd/testdata/cpw.epd"

// TestGoldenSuite: betzac passes the published CPW suite; a wrong count
// fails with exit status 1 and shows in the table and the JSON.
func TestGoldenSuite(t *testing.T) {
	stdout, stderr, status := execute(t, "golden", "--suite", cpwSuite, "--threads", "1")
	if status != 0 || !strings.HasSuffix(stdout, "19 passed, 0 failed\n") {
		t.Fatalf("exit %d, stdout:\n%s\nstderr: %s", status, stdout, stderr)
	}
	// Position 3 at depth 2 is 191 (CPW); 192 is wrong.
	wrong := filepath.Join(t.TempDir(), "wrong.epd")
	if err := os.WriteFile(wrong, []byte("# x\n8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - ;D1 14 ;D2 192\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, _, status = execute(t, "golden", "--suite", wrong)
	if status != 1 || !strings.Contains(stdout, "FAIL line 2 D2 191, want 192 ") || !strings.HasSuffix(stdout, "1 passed, 1 failed\n") {
		t.Errorf("exit %d, stdout:\n%s", status, stdout)
	}
	stdout, _, status = execute(t, "golden", "--suite", wrong, "--json")
	var rep suiteReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil || status != 1 {
		t.Fatalf("exit %d, %v:\n%s", status, err, stdout)
	}
	got := []bool{rep.Rows[0].Pass, rep.Rows[1].Pass}
	if d := cmp.Diff([]bool{true, false}, got); d != "" || rep.Failed != 1 || rep.Rows[1].Got != 191 {
		t.Errorf("JSON rows %+v: %s", rep.Rows, d)
	}
}

// TestEnginetestSuite: the fake engine (betzac's chess) passes the CPW
// suite; with a move dropped in position 3 it fails its rows, each showing
// the dropped move.
func TestEnginetestSuite(t *testing.T) {
	fake := testEngine(t, "fakeengine")
	stdout, stderr, status := execute(t, "enginetest", "--engine", fake, "--suite", cpwSuite)
	if status != 0 || !strings.HasSuffix(stdout, "19 passed, 0 failed\n") {
		t.Fatalf("exit %d, stdout:\n%s\nstderr: %s", status, stdout, stderr)
	}
	bug := fake + ` -bugfen "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -" -bugmove b4f4`
	stdout, stderr, status = execute(t, "enginetest", "--engine", bug, "--suite", cpwSuite)
	if status != 1 || !strings.Contains(stdout, "FAIL line 5 D1 13, want 14 ") ||
		!strings.Contains(stdout, "only betzac b4f4; only engine (none)") || !strings.HasSuffix(stdout, "15 passed, 4 failed\n") {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s", status, stdout, stderr)
	}
}
