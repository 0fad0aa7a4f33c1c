package guard

import (
	"io/fs"
	"os"
	"path/filepath"
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
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != ".." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "guard/tiers_test.go") {
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
	if err != nil {
		t.Fatal(err)
	}
}
