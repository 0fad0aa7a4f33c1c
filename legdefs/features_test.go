package legdefs

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/fields"
)

// TestFeatureWordsName: every field with words is a field of the Program
// (a renamed field must not leave its words behind).
func TestFeatureWordsName(t *testing.T) {
	all := fields.All(reflect.TypeOf(Program{}))
	for f := range fieldFeatures.Get() {
		if !slices.Contains(all, f) {
			t.Errorf("fieldFeatures names %s, which is no field of the Program", f)
		}
	}
}

func TestFeatureNames(t *testing.T) {
	got := []string{
		FieldFeature("Program.Makpong"),
		FieldFeature("HandRules.Drops"),
		FieldFeature("DropRule.Ranks"),
		ModeFeature(ModeRelay),
		ModeFeature(ModeMove),
	}
	want := []string{
		"Makpong's rule (Program.Makpong)",
		"drops (pieces in hand) (Program.Hand.Drops)",
		"the rule DropRule.Ranks",
		"relay (x), mode bit " + ModeName(ModeRelay),
		"an unknown mode, mode bit " + ModeName(ModeMove),
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("feature names (-want +got):\n%s", d)
	}
}

// TestTablesAtOnce: the tables of features and of result-only rules are
// built on first use (sync.OnceValue); goroutines reading them at once,
// the first use when this test runs alone (go test -race -run
// TestTablesAtOnce), read what they hold.
func TestTablesAtOnce(t *testing.T) {
	want := []string{"Makpong's rule (Program.Makpong)", "relay (x), mode bit " + ModeName(ModeRelay), "true"}
	read := func() []string {
		return []string{FieldFeature("Program.Makpong"), ModeFeature(ModeRelay), fmt.Sprint(ResultOnly("Counting"))}
	}
	got := make(chan []string, 8)
	for range cap(got) {
		go func() { got <- read() }()
	}
	for range cap(got) {
		if diff := cmp.Diff(want, <-got); diff != "" {
			t.Errorf("read at once (-want +got):\n%s", diff)
		}
	}
}
