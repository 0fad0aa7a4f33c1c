package gamecourier

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/gamecode"
)

// TestResultDiff: resultDiff is empty exactly when go-cmp finds the
// Results equal, and names each differing field with both values.
func TestResultDiff(t *testing.T) {
	base := func() gamecode.Result {
		return gamecode.Result{Board: map[string]string{"a1": "R", "b1": "@"}, Flags: []string{"x"},
			Legal: []gamecode.Legal{{From: "a1", To: "a2"}}, Cost: gamecode.Cost{Statements: 3, Ops: 4}}
	}
	tests := []struct {
		name   string
		change func(*gamecode.Result)
		want   string
	}{
		{"equal", func(*gamecode.Result) {}, ""},
		{"board", func(r *gamecode.Result) { r.Board["b1"] = "N" }, "Board: -map[a1:R b1:@] +map[a1:R b1:N]\n"},
		{"flags and cost", func(r *gamecode.Result) { r.Flags = nil; r.Cost.Ops = 5 },
			"Flags: -[x] +[]\nCost: -{Statements:3 Ops:4} +{Statements:3 Ops:5}\n"},
		{"refusal", func(r *gamecode.Result) { r.Refusal = &gamecode.Refusal{Move: 1, Message: "no"} },
			"Refusal: -<nil> +&{Move:1 Message:no}\n"},
		{"empty, not nil", func(r *gamecode.Result) { r.Output = []string{} }, "Output: -[] +[]\n"},
	}
	for _, tc := range tests {
		a, b := base(), base()
		tc.change(&b)
		got := resultDiff(a, b)
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, d)
		}
		if (got == "") != cmp.Equal(a, b) {
			t.Errorf("%s: resultDiff %q, go-cmp Equal %v", tc.name, got, cmp.Equal(a, b))
		}
	}
}
