package vm_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestRefusesUnimplemented: NewPosition refuses a Program with a mode bit
// the VM does not implement (ImplementedModes), naming the bit and the
// piece, instead of running the move without it.
func TestRefusesUnimplemented(t *testing.T) {
	tests := []struct{ betza, feature string }{
		{"nR", "epTrail"},
		{"jjD", "jump2"},
	}
	for _, tc := range tests {
		p := betza(t, 8, 8, "4k3/8/8/8/8/8/8/X3K3 w - - 0 1",
			vmtest.BetzaPiece{Letter: "X", Betza: tc.betza}, vmtest.BetzaPiece{Letter: "K", Betza: "K", Royal: true})
		_, err := vm.NewPosition(p, "")
		var ue *vm.UnsupportedError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.feature) || ue.Piece != "X" {
			t.Errorf("%s: NewPosition: %v, want an UnsupportedError naming %s and piece X", tc.betza, err, tc.feature)
		}
	}
}

// TestImplementedRulesOnce: ImplementedRules names each rule once, and
// changing the slice it returns changes nothing the VM reads.
func TestImplementedRulesOnce(t *testing.T) {
	rules := vm.ImplementedRules()
	seen := map[string]bool{}
	for _, r := range rules {
		if seen[r] {
			t.Errorf("ImplementedRules lists %s twice", r)
		}
		seen[r] = true
	}
	rules[0] = "changed"
	if got := vm.ImplementedRules()[0]; got == "changed" {
		t.Errorf("ImplementedRules returns the VM's own slice")
	}
}

// TestUnsupportedAtOnce: Unsupported builds its set of implemented rules
// on first use (sync.OnceValue); goroutines calling it at once, the first
// use when this test runs alone (go test -race -run TestUnsupportedAtOnce),
// all accept a Program using only implemented rules.
func TestUnsupportedAtOnce(t *testing.T) {
	p := betza(t, 8, 8, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
		vmtest.BetzaPiece{Letter: "R", Betza: "R"}, vmtest.BetzaPiece{Letter: "K", Betza: "K", Royal: true})
	p.Pass = true // a rule, so that the set is read
	errs := make(chan error, 8)
	for range cap(errs) {
		go func() { errs <- vm.Unsupported(p) }()
	}
	for range cap(errs) {
		if err := <-errs; err != nil {
			t.Errorf("Unsupported: %v, want nil", err)
		}
	}
}
