package idiagram

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImportAtOnce: the tables of default moves and of cosmetic and
// refused parameters are built on first use (lazy.Value);
// definitions imported by goroutines at once, the first use when this
// test runs alone (go test -race -run TestImportAtOnce), translate as
// they do one at a time.
func TestImportAtOnce(t *testing.T) {
	defs := []string{
		"squareSize=50\nPawn::::a2-h2\nKnight:N:::b1,g1\nKing::::e1\n",
		"graphicsDir=x\nLion::::e2\nCannon::::b3\nKing::::e1\n",
		"protected=1\nKing::::e1\n",
	}
	type result struct {
		imp *Imported
		err string
	}
	run := func(def string) result {
		imp, err := Import(def, "x")
		if err != nil {
			return result{err: err.Error()}
		}
		return result{imp: imp}
	}
	got := make([]result, len(defs))
	done := make(chan bool)
	for i, def := range defs {
		go func() { got[i] = run(def); done <- true }()
	}
	for range defs {
		<-done
	}
	if got[0].err != "" || got[2].err == "" {
		t.Errorf("imports at once: %q, %q; want the first translated, the third refused", got[0].err, got[2].err)
	}
	for i, def := range defs {
		if diff := cmp.Diff(run(def), got[i], cmp.AllowUnexported(result{})); diff != "" {
			t.Errorf("%q: imported at once (-one at a time +at once):\n%s", def, diff)
		}
	}
}
