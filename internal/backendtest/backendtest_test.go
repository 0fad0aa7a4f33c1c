package backendtest

import (
	"reflect"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/legdefs"
)

// TestResultRulesComplete: resultRules sets every result-only rule
// (legdefs.ResultOnly) and no other, so that ResultRulesIgnored tries a
// new one.
func TestResultRulesComplete(t *testing.T) {
	var want, got []string
	rt := reflect.TypeOf(legdefs.Rules{})
	for i := 0; i < rt.NumField(); i++ {
		if name := rt.Field(i).Name; legdefs.ResultOnly(name) {
			want = append(want, name)
		}
	}
	for name := range resultRules {
		got = append(got, name)
	}
	slices.Sort(want)
	slices.Sort(got)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("resultRules (-legdefs.ResultOnly +resultRules):\n%s", d)
	}
}
