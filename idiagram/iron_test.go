package idiagram

import (
	"strings"
	"testing"
)

// TestExportIron: an iron piece is written as iron= with its number
// (ParseGameDef reads one number a line), and reads back as the same
// rule (Export's own round trip).
func TestExportIron(t *testing.T) {
	_, text := exportOf(t, builtin(t, "ironpawns"))
	// the pieces are chess's, in its order: the Iron Pawn is piece 1
	if !strings.Contains(text, "\niron=1\n") || strings.Count(text, "iron=") != 1 {
		t.Errorf("export of ironpawns: want one line iron=1 in\n%s", text)
	}
	imp, err := Import(text, "ironpawns")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(imp.YAML, "\niron: P\n") {
		t.Errorf("import of the export: want iron: P in\n%s", imp.YAML)
	}
}
