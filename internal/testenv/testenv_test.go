package testenv

import (
	"testing"
)

// fakeT records how a test ended without ending the real one.
type fakeT struct {
	testing.TB
	skipped, failed bool
	msg             string
}

func (f *fakeT) Helper() {}
func (f *fakeT) Skipf(format string, args ...any) {
	f.skipped, f.msg = true, format
}
func (f *fakeT) Fatalf(format string, args ...any) {
	f.failed, f.msg = true, format
}

// TestTiers: the switch picks the full value and turns a missing tool
// from a skip into a failure; without it the light value and a skip.
func TestTiers(t *testing.T) {
	for _, tc := range []struct {
		env                  string
		full, skipped, fails bool
		pick                 int
	}{
		{"", false, true, false, 1},
		{"0", false, true, false, 1},
		{"1", true, false, true, 2},
	} {
		t.Setenv(Var, tc.env)
		if Full() != tc.full || Pick(1, 2) != tc.pick {
			t.Errorf("%s=%q: Full %v, Pick(1, 2) %d; want %v, %d", Var, tc.env, Full(), Pick(1, 2), tc.full, tc.pick)
		}
		f := &fakeT{}
		NeedTools(f, "go-betzac-no-such-tool")
		if f.skipped != tc.skipped || f.failed != tc.fails {
			t.Errorf("%s=%q: a missing tool skipped %v, failed %v; want %v, %v", Var, tc.env, f.skipped, f.failed, tc.skipped, tc.fails)
		}
	}
}
