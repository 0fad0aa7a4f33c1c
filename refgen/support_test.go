package refgen_test

import (
	"slices"
	"testing"

	"github.com/betzac/betzac/refgen"
)

// TestImplementedRulesOnce: ImplementedRules names each rule once (it
// listed Variant.Extinction three times), and changing the slice it
// returns changes nothing refgen reads.
func TestImplementedRulesOnce(t *testing.T) {
	rules := refgen.ImplementedRules()
	sorted := slices.Sorted(slices.Values(rules))
	if once := slices.Compact(slices.Clone(sorted)); len(once) != len(sorted) {
		t.Errorf("ImplementedRules lists %d rules, %d of them more than once", len(sorted), len(sorted)-len(once))
	}
	rules[0] = "changed"
	if refgen.ImplementedRules()[0] == "changed" {
		t.Errorf("ImplementedRules returns refgen's own slice")
	}
}
