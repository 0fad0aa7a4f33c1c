package gamecourier

import (
	"os"
	"regexp"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecode"
)

// evidenceRow is a table row of EVIDENCE.md: "| `construct` | status |".
var evidenceRow = regexp.MustCompile("(?m)^\\| `([^`]+)` \\| (sourced|unsourced) \\|")

// TestEvidenceTable: EVIDENCE.md's table and gamecode.Evidence, the list
// strict mode reads, name the same constructs with the same status, so
// neither can drift from the other.
func TestEvidenceTable(t *testing.T) {
	md, err := os.ReadFile("EVIDENCE.md")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, m := range evidenceRow.FindAllStringSubmatch(string(md), -1) {
		if _, dup := got[m[1]]; dup {
			t.Errorf("EVIDENCE.md lists %q twice", m[1])
		}
		got[m[1]] = m[2] == "sourced"
	}
	if d := cmp.Diff(gamecode.Evidence.Get(), got); d != "" {
		t.Errorf("EVIDENCE.md and gamecode.Evidence differ (-Evidence +EVIDENCE.md):\n%s", d)
	}
}

// emittedUnsourced are the unsourced constructs the emitted code still
// holds (EVIDENCE.md says why each stays); a new one fails the test.
var emittedUnsourced = []string{`";" in a string`, "== mln $maxmln"}

// TestEmittedConstructs: the code emitted for every supported variant
// compiles in strict mode (only constructs EVIDENCE.md lists), and the
// unsourced ones among them are exactly emittedUnsourced.
func TestEmittedConstructs(t *testing.T) {
	seen := map[string]bool{}
	for _, n := range supported {
		_, p, err := compiler.Load(n)
		if err != nil {
			t.Fatal(err)
		}
		pr, err := Emit(p)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		prog, err := gamecode.Compile(gcPreset(pr))
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		for _, c := range prog.Constructs() {
			seen[c] = true
		}
	}
	var unsourced, all []string
	for c := range seen {
		all = append(all, c)
		if !gamecode.Evidence.Get()[c] {
			unsourced = append(unsourced, c)
		}
	}
	sort.Strings(unsourced)
	sort.Strings(all)
	t.Logf("constructs emitted: %q", all)
	if d := cmp.Diff(emittedUnsourced, unsourced); d != "" {
		t.Errorf("unsourced constructs emitted (-want +got):\n%s", d)
	}
}
