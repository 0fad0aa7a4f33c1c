package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExportImportCLI(t *testing.T) {
	out, errOut, st := execute(t, "export", "fsf", "capablanca", "--section", "betzac-capablanca")
	if st != 0 || !strings.HasPrefix(out, "# capablanca") || !strings.Contains(out, "[betzac-capablanca]\n") || !strings.Contains(out, "customPiece1 = a:BN\n") {
		t.Fatalf("export capablanca: status %d\n%s%s", st, out, errOut)
	}
	ini := filepath.Join(t.TempDir(), "capa.ini")
	if err := os.WriteFile(ini, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	yaml, errOut, st := execute(t, "import", "fsf", ini, "betzac-capablanca")
	if st != 0 || errOut != "" || !strings.Contains(yaml, "board: 10x8\n") || !strings.Contains(yaml, `betza: "KisO3", royal: true`) {
		t.Errorf("import: status %d\n%s%s", st, yaml, errOut)
	}

	_, errOut, st = execute(t, "export", "fsf", "hookchess")
	if st != 1 || !strings.Contains(errOut, "piece R (Hook Mover, RmasR): multi-leg move") {
		t.Errorf("export hookchess: status %d, stderr %q", st, errOut)
	}
	_, errOut, st = execute(t, "export", "xboard", "chess")
	if st != 2 || !strings.Contains(errOut, `unknown format "xboard"`) {
		t.Errorf("export xboard: status %d, stderr %q", st, errOut)
	}
	if err := os.WriteFile(ini, []byte("[x:chess]\nblastOnCapture = true\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, st = execute(t, "import", "fsf", ini, "x")
	if st != 1 || !strings.Contains(errOut, "not translated: blastOnCapture = true") {
		t.Errorf("import untranslated: status %d, stderr %q", st, errOut)
	}
}

func TestEnginetestCLIErrors(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		has    string
	}{
		{[]string{"enginetest", "-d", "2"}, 2, "needs --engine"},
		{[]string{"enginetest", "--engine", "x"}, 2, "needs a depth"},
		{[]string{"enginetest", "--engine", filepath.Join(t.TempDir(), "none"), "-d", "1"}, 2, "could not run: engine start"},
		{[]string{"enginetest", "--engine", "true", "-d", "1"}, 2, "could not run: engine exited"},
	}
	for _, tt := range tests {
		_, errOut, st := execute(t, tt.args...)
		if st != tt.status || !strings.Contains(errOut, tt.has) {
			t.Errorf("%q: status %d, stderr %q; want %d with %q", tt.args, st, errOut, tt.status, tt.has)
		}
	}
}

// TestFsfplayCLI: random games against the fake engine (betzac's own
// chess) agree; a wrong command line or engine is exit status 2.
func TestFsfplayCLI(t *testing.T) {
	fake := testEngine(t, "fakeengine")
	ini := filepath.Join(t.TempDir(), "x.ini")
	if err := os.WriteFile(ini, []byte("[x:chess]\nblastOnCapture = true\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, st := execute(t, "fsfplay", "--engine", fake, "chess", "--games", "2", "--plies", "6", "--perft-every", "3")
	if st != 0 || !strings.Contains(out, "ok   chess: 14 positions, 6 deeper perfts") || !strings.HasSuffix(out, "1 passed, 0 failed\n") {
		t.Errorf("status %d, stdout %q, stderr %q; want 0, 14 positions and 6 perfts in chess, 1 passed", st, out, errOut)
	}
	for _, tt := range []struct {
		args []string
		has  string
	}{
		{[]string{"fsfplay"}, "needs --engine"},
		{[]string{"fsfplay", "--engine", "true"}, "could not run"},
		{[]string{"fsfplay", "--engine", fake, "shogi"}, "does not play shogi"},
		{[]string{"fsfplay", "--engine", fake, "--ini", ini, "y"}, "has no section [y]"},
		{[]string{"fsfplay", "--engine", fake, "--ini", ini, "x"}, "section [x]: import fsf cannot translate blastOnCapture = true"},
	} {
		_, errOut, st := execute(t, tt.args...)
		if st != 2 || !strings.Contains(errOut, tt.has) {
			t.Errorf("%q: status %d, stderr %q; want 2 with %q", tt.args, st, errOut, tt.has)
		}
	}
}
