package fsf

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// importProgram imports section of ini, every setting translated, and
// compiles what Import wrote.
func importProgram(t *testing.T, ini, section string) (*Imported, *legdefs.Program) {
	t.Helper()
	imp, err := Import(strings.NewReader(ini), section)
	if err != nil {
		t.Fatal(err)
	}
	if len(imp.Untranslated) > 0 {
		t.Fatalf("untranslated: %q", imp.Untranslated)
	}
	_, p, err := compiler.LoadBytes(section+".yaml", []byte(imp.YAML))
	if err != nil {
		t.Fatal(err)
	}
	return imp, p
}

// wantFSFPerft checks p's perft from fen ("": the start) to depth
// against nodes, native Fairy-Stockfish's count.
func wantFSFPerft(t *testing.T, p *legdefs.Program, fen string, depth int, nodes uint64) {
	t.Helper()
	pos, err := vm.NewPosition(p, fen)
	if err != nil {
		t.Fatal(err)
	}
	if n := perft.Count(pos, depth); n != nodes {
		t.Errorf("%q: perft %d = %d, want %d (Fairy-Stockfish)", fen, depth, n, nodes)
	}
}

// wantImportLines imports section x of ini and wants its untranslated
// settings to be untranslated and each of lines to be a line of the
// YAML it writes.
func wantImportLines(t *testing.T, ini string, untranslated, lines []string) *Imported {
	t.Helper()
	imp, err := Import(strings.NewReader(ini), "x")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(untranslated, imp.Untranslated); d != "" {
		t.Errorf("untranslated (-want +got):\n%s", d)
	}
	for _, w := range lines {
		if !strings.Contains("\n"+imp.YAML+"\n", "\n"+w+"\n") {
			t.Errorf("no line %q in:\n%s", w, imp.YAML)
		}
	}
	return imp
}
