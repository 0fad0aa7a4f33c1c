package main

import (
	"strings"
	"testing"
)

// TestEnginetestUSI: a USI engine with a planted bug (it lacks 8h2b+
// after 7g7f 3c3d) is walked down to that position through --protocol
// usi, its line shown in USI; without the bug it agrees, in shogi (SFEN)
// and in chess (FEN, USI moves).
func TestEnginetestUSI(t *testing.T) {
	engine := testEngine(t, "usiengine")
	for _, tt := range []struct{ variant, agree string }{{"shogi", "agree    900 nodes"}, {"chess", "agree    8902 nodes"}} {
		d := map[string]string{"shogi": "2", "chess": "3"}[tt.variant]
		stdout, stderr, status := execute(t, "enginetest", "--protocol", "usi", "--engine", engine, tt.variant, "-d", d)
		want := "engine   usiengine 1.0\nvariant  " + tt.variant + " (USI_Variant " + tt.variant + ")\n"
		if status != 0 || !strings.Contains(stdout, tt.agree) || !strings.HasPrefix(stdout, want) {
			t.Errorf("%s: exit %d, stdout:\n%s\nstderr: %s", tt.variant, status, stdout, stderr)
		}
	}
	// the clock: shogi's pawn moves keep it, as Fairy-Stockfish's do
	bug := "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 2 2"
	stdout, stderr, status := execute(t, "enginetest", "--protocol", "usi", "--engine", engine+" -bugfen '"+bug+"' -bugmove b2h8+", "shogi", "-d", "3")
	want := "line         c3c4 g7g6\nengine line  7g7f 3c3d\nposition     " + bug + "\nonly betzac  b2h8+\nonly engine  (none)\n"
	if status != 1 || !strings.Contains(stdout, want) || !strings.Contains(stdout, "depth 3: c3c4 (engine 7g7f): betzac 1110, engine 1109") {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s\nwant:\n%s", status, stdout, stderr, want)
	}
	stdout, stderr, status = execute(t, "enginetest", "--protocol", "usi", "--engine", engine, "minishogi", "-d", "1", "--json")
	if status != 0 || !strings.Contains(stdout, `"usi_variant": "minishogi"`) {
		t.Errorf("json: exit %d, stdout:\n%s\nstderr: %s", status, stdout, stderr)
	}
	for _, tt := range []struct{ args, has string }{
		{engine + "|crazyhouse", `could not run: the engine does not list variant "crazyhouse" and has no VariantPath option to load it`},
		{engine + " -mode crash|shogi", `could not run: engine exited after "go perft 1": the engine exited with status 139`},
	} {
		cmdline, variant, _ := strings.Cut(tt.args, "|")
		_, stderr, status = execute(t, "enginetest", "--protocol", "usi", "--engine", cmdline, variant, "-d", "1")
		if status != 2 || !strings.Contains(stderr, tt.has) {
			t.Errorf("%s: exit %d, stderr: %s\nwant exit 2 and %q", tt.args, status, stderr, tt.has)
		}
	}
}
