package vm_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

var updatePlans = flag.Bool("update-plans", false, "rewrite testdata/plans.golden")

// plansHeader opens the golden file: it is betzac's own output, kept so
// that a changed precondition shows as a diff in review, not a validated
// fact.
const plansHeader = `# The VM's plan of every built-in variant (Position.Plan, betzac compile --plan).
# This is betzac's own output, kept as a review aid: a change to a shortcut's
# precondition shows here as a diff. It is not checked against anything else.
# Rewrite with: go test ./vm -run TestPlansGolden -update-plans
`

// TestPlansGolden: the plan of every built-in is the one in
// testdata/plans.golden.
func TestPlansGolden(t *testing.T) {
	var b bytes.Buffer
	b.WriteString(plansHeader)
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			continue
		}
		pos, err := vm.NewPosition(prog, "")
		if err != nil {
			fmt.Fprintf(&b, "\n== %s\nrefused\n", name)
			continue
		}
		fmt.Fprintf(&b, "\n== %s\n", name)
		if err := pos.Plan(&b); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join("testdata", "plans.golden")
	if *updatePlans {
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(string(want), b.String()); d != "" {
		t.Errorf("plans differ from %s (-golden +now):\n%s", path, d)
	}
}
