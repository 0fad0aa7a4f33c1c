package idiagram

import (
	"errors"
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// TestIDPerft exports each built-in, imports the Diagram definition
// again, and counts perft on the re-imported variant for every golden
// count whose source is the Interactive Diagram itself (betza.js run as
// a perft: ../shared/reference/id-perft.tsv, copied into golden/). So it
// checks that what export id writes, read back, is still the variant the
// Diagram counted. Built-ins export refuses are left out. Light tier:
// counts up to 200,000 nodes; full tier: up to 20,000,000.
func TestIDPerft(t *testing.T) {
	entries, err := golden.Entries(testenv.Pick[uint64](200_000, 20_000_000))
	if err != nil {
		t.Fatal(err)
	}
	programs := map[string]*legdefs.Program{}
	checked := 0
	for _, e := range entries {
		if !strings.HasPrefix(e.Source, "Interactive Diagram") {
			continue
		}
		p, ok := programs[e.Variant]
		if !ok {
			p = reimport(t, e.Variant)
			programs[e.Variant] = p
		}
		if p == nil {
			continue
		}
		pos, err := vm.NewPosition(p, e.FEN)
		if err != nil {
			t.Fatalf("%s %s: %v", e.Variant, e.Name, err)
		}
		if got := perft.Count(pos, e.Depth); got != e.Nodes {
			t.Errorf("%s %s depth %d: re-imported %d, the Diagram %d", e.Variant, e.Name, e.Depth, got, e.Nodes)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no count checked: no built-in with the Diagram's counts exports")
	}
	t.Logf("%d counts checked", checked)
}

// reimport exports built-in name as a Diagram and imports it again; nil
// if export refuses it (an *ExportError). Any other export error fails
// the test.
func reimport(t *testing.T, name string) *legdefs.Program {
	t.Helper()
	v, err := variants.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := compiler.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	text, err := Export(v, p)
	var ee *ExportError
	switch {
	case errors.As(err, &ee):
		t.Logf("%s: not exported: %.200s", name, err)
		return nil
	case err != nil:
		t.Fatalf("%s: export failed, not with an *ExportError: %v", name, err)
	}
	imp, err := Import(text, name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return compileYAML(t, name, imp.YAML)
}
