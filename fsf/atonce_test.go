package fsf

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImportAtOnce: the tables of FSF's piece types and keys are built
// on first use (lazy.Value); sections imported by goroutines at once,
// the first use when this test runs alone (go test -race -run
// TestImportAtOnce), translate as they do one at a time.
func TestImportAtOnce(t *testing.T) {
	sections := []string{"xiangqihouse", "janggihouse", "crowdedxiangqi"}
	type result struct {
		imp *Imported
		err error
	}
	got := make([]result, len(sections))
	done := make(chan bool)
	for i, name := range sections {
		go func() {
			imp, err := Import(strings.NewReader(xiangqiSections), name)
			got[i] = result{imp, err}
			done <- true
		}()
	}
	for range sections {
		<-done
	}
	for i, name := range sections {
		want, err := Import(strings.NewReader(xiangqiSections), name)
		if err != nil || got[i].err != nil {
			t.Fatalf("%s: Import: %v; at once: %v", name, err, got[i].err)
		}
		if diff := cmp.Diff(want, got[i].imp, cmp.AllowUnexported(Imported{})); diff != "" {
			t.Errorf("%s: imported at once (-one at a time +at once):\n%s", name, diff)
		}
	}
}
