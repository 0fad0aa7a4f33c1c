package guard

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// oldTierSwitch matches the ways tests chose how much to run before
// internal/testenv: -short, and the CI variable.
var oldTierSwitch = regexp.MustCompile(`testing\.Short\(\)|Getenv\("CI"\)`)

// TestOneTierSwitch: a test chooses between the default and the full tier
// only through internal/testenv (testenv.Full, testenv.Pick,
// testenv.Missing), so that BETZAC_FULL=1, which the README documents and
// CI sets, runs every check, and "go test ./..." stays within its budget.
func TestOneTierSwitch(t *testing.T) {
	eachGoFile(t, "..", true, func(path string) error {
		if strings.HasSuffix(path, "guard/tiers_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			if m := oldTierSwitch.FindString(line); m != "" {
				t.Errorf("%s:%d: %s: choose the test tier with internal/testenv (testenv.Full, testenv.Pick, testenv.Missing)", path, i+1, m)
			}
		}
		return nil
	})
}
