package variants

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRuleKeyNames: ruleKeyNames, which makes its room at once, gives
// the keys of ruleKeys in order less those in but, as a plain walk of
// ruleKeys does; variantFields ends with them, less castling.
func TestRuleKeyNames(t *testing.T) {
	for _, but := range [][]string{nil, {"castling"}, {"castling", "drops", "no-such-key"}} {
		var want []string
		for _, rk := range ruleKeys {
			if !slices.Contains(but, rk.key) {
				want = append(want, rk.key)
			}
		}
		if d := cmp.Diff(want, ruleKeyNames(but...)); d != "" {
			t.Errorf("ruleKeyNames(%q) (-walk +got):\n%s", but, d)
		}
	}
	rules := ruleKeyNames("castling")
	if d := cmp.Diff(rules, variantFields[len(variantFields)-len(rules):]); d != "" {
		t.Errorf("variantFields' rule keys (-ruleKeyNames +variantFields):\n%s", d)
	}
}
