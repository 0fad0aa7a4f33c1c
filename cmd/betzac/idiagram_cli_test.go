package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestIDiagramCLI: export id writes a page's block, import id reads it
// back (named after the file) and check accepts the result; cosmetic
// parameters are named on standard error.
func TestIDiagramCLI(t *testing.T) {
	out, errOut, st := execute(t, "export", "id", "capablanca")
	if st != 0 || !strings.HasPrefix(out, "<div class=\"idiagram\">\n") || !strings.Contains(out, "Archbishop:A:BN::c1\n") {
		t.Fatalf("export id capablanca: status %d\n%s%s", st, out, errOut)
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "capa page.html")
	html := "<p>My variant</p>\n" + strings.Replace(out, "files=10\n", "files=10\nsquareSize=50\n", 1)
	if err := os.WriteFile(page, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	yaml, errOut, st := execute(t, "import", "id", page)
	if st != 0 || !strings.Contains(yaml, "name: capa-page\n") || !strings.Contains(yaml, `betza: "KisO3", royal: true`) {
		t.Fatalf("import id: status %d\n%s%s", st, yaml, errOut)
	}
	if want := "betzac: " + page + ": ignored (the picture only): squareSize=50\n"; errOut != want {
		t.Errorf("import id stderr %q, want %q", errOut, want)
	}
	file := filepath.Join(dir, "capa.yaml")
	if err := os.WriteFile(file, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, errOut, st := execute(t, "check", file); st != 0 {
		t.Errorf("check: status %d\n%s%s", st, out, errOut)
	}
}
