package legdefs

import (
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
	for f := range fieldFeatures {
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
