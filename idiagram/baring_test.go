package idiagram

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/vm/vmtest"
)

// TestExportBaring: a variant's baring rule is written as one baring= line
// per listed piece (ParseGameDef adds each), and reads back the same.
func TestExportBaring(t *testing.T) {
	_, text := exportOf(t, loadYAML(t, "baringtest", vmtest.BaringYAML))
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
