package idiagram

import (
	"strings"
	"testing"
)

// TestExportBaring: a variant's baring rule is written as one baring= line
// per listed piece (ParseGameDef adds each), and reads back the same.
func TestExportBaring(t *testing.T) {
	const src = "name: baringtest\nboard: 5x5\nbaring: RN\npieces:\n" +
		"  - {letter: P, betza: fW}\n  - {letter: R, betza: R}\n  - {letter: N, betza: N}\n  - {letter: K, betza: K, royal: true}\n" +
		"start: 1r1nk/5/5/5/RN2K w - - 0 1\n"
	_, text := exportOf(t, loadYAML(t, "baringtest", src))
	if !strings.Contains(text, "\nbaring=2\nbaring=3\n") {
		t.Errorf("export wrote no baring=2 and baring=3:\n%s", text)
	}
	imp, err := Import(text, "baringtest")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(imp.YAML, "\nbaring: RN\n") {
		t.Errorf("import wrote no baring: RN:\n%s", imp.YAML)
	}
}
