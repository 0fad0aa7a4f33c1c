package gamecourier

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecode"
)

// TestEmitAtOnce: the package's tables (the library's globals, the
// piece images, the biased tables, the switch questions) are built on
// first use (lazy.Value); presets emitted and probe answers read by
// goroutines at once, the first use when this test runs alone (go test
// -race -run TestEmitAtOnce), are what they are one at a time.
func TestEmitAtOnce(t *testing.T) {
	variants := []string{"chess", "capablanca", "shatranj"}
	paste := probePaste(t, gamecode.Switches{})
	type result struct {
		preset *Preset
		report *ProbeReport
	}
	run := func(name string) (result, error) {
		_, p, err := compiler.Load(name)
		if err != nil {
			return result{}, err
		}
		pr, err := Emit(p)
		if err != nil {
			return result{}, err
		}
		rep, err := ReadProbeAnswers(strings.NewReader(paste))
		return result{pr, rep}, err
	}
	got := make([]result, len(variants))
	errs := make(chan error, len(variants))
	for i, name := range variants {
		go func() {
			var err error
			got[i], err = run(name)
			errs <- err
		}()
	}
	for range variants {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	for i, name := range variants {
		want, err := run(name)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got[i], cmp.AllowUnexported(result{}, Preset{}, ProbeReport{})); diff != "" {
			t.Errorf("%s: at once (-one at a time +at once):\n%s", name, diff)
		}
	}
}
