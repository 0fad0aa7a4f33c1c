package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEnginetestXBoard: a CECP engine with a planted bug (it lacks b8c6
// after 1. e4 e5 2. Ke2) is walked down to that position through
// --protocol xboard; without the bug it agrees (CPW: perft(3) = 8902).
func TestEnginetestXBoard(t *testing.T) {
	engine := testEngine(t, "xboardengine")
	stdout, stderr, status := execute(t, "enginetest", "--protocol", "xboard", "--engine", engine, "-d", "3")
	want := "engine   xboardengine 1.0\nvariant  chess (xboard variant normal)\n"
	if status != 0 || !strings.Contains(stdout, "agree    8902 nodes") || !strings.HasPrefix(stdout, want) {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s", status, stdout, stderr)
	}
	bug := "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2"
	stdout, stderr, status = execute(t, "enginetest", "--protocol", "xboard", "--engine", engine+" -bugfen '"+bug+"' -bugmove b8c6", "-d", "4")
	want = "line         e2e4 e7e5 e1e2\nengine line  e2e4 e7e5 e1e2\nposition     " + bug + "\nonly betzac  b8c6\nonly engine  (none)\n"
	if status != 1 || !strings.Contains(stdout, want) {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s\nwant:\n%s", status, stdout, stderr, want)
	}
	// Through a suite: the CPW counts to depth 3 hold, the engine's bug
	// lies at ply 3 and shows only at depth 4 and deeper.
	suite := filepath.Join(t.TempDir(), "s.epd")
	if err := os.WriteFile(suite, []byte("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D3 8902 ;D4 197281\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, status = execute(t, "enginetest", "--protocol", "xboard", "--engine", engine+" -bugfen '"+bug+"' -bugmove b8c6", "--suite", suite)
	if status != 1 || !strings.Contains(stdout, "ok   line 1 D3 8902 ") || !strings.Contains(stdout, "FAIL line 1 D4 197280, want 197281 ") || !strings.Contains(stdout, "only betzac b8c6;") {
		t.Errorf("suite: exit %d, stdout:\n%s\nstderr: %s", status, stdout, stderr)
	}
	stdout, stderr, status = execute(t, "enginetest", "--protocol", "xboard", "--engine", engine, "-d", "1", "--json")
	if status != 0 || !strings.Contains(stdout, `"xboard_variant": "normal"`) || !strings.Contains(stdout, `"engine": "xboardengine 1.0"`) {
		t.Errorf("json: exit %d, stdout:\n%s\nstderr: %s", status, stdout, stderr)
	}
	for _, tt := range []struct{ args, has string }{
		{engine + "|shogi", `could not run: the xboard engine does not list variant "shogi" (its variants: normal, capablanca)`},
		{engine + " -mode noperft|chess", `could not run: engine protocol after "perft 1": the engine has no perft command`},
		{engine + " -mode crash|chess", `could not run: engine exited after "perft 1": the engine exited with status 139`},
	} {
		cmdline, variant, _ := strings.Cut(tt.args, "|")
		_, stderr, status = execute(t, "enginetest", "--protocol", "xboard", "--engine", cmdline, variant, "-d", "1")
		if status != 2 || !strings.Contains(stderr, tt.has) {
			t.Errorf("%s: exit %d, stderr: %s\nwant exit 2 and %q", tt.args, status, stderr, tt.has)
		}
	}
}

// badXBoardInputs: what --protocol xboard refuses, and engines it cannot use.
var badXBoardInputs = []badInput{
	{name: "xboard with uci-variant", args: []string{"enginetest", "--engine", "x", "--protocol", "xboard", "--uci-variant", "x", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac: --uci-variant is for UCI engines, not --protocol xboard`},
	{name: "xboard with export", args: []string{"enginetest", "--engine", "x", "--protocol", "xboard", "--export", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac: --export is for UCI engines, not --protocol xboard`},
	{name: "xboard engine missing", args: []string{"enginetest", "--engine", "{dir}/none", "--protocol", "xboard", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: engine start: cannot start "{dir}/none": fork/exec {dir}/none: no such file or directory`},
}

func TestBadInputXBoard(t *testing.T) {
	runBadInputs(t, badXBoardInputs)
}
