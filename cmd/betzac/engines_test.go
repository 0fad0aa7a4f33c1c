package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// testEngineNames are the engines of enginetest/testdata that the tests
// here start: betzac's own move generator behind UCI (fakeengine), the
// perftree script contract, USI and CECP, each with a bug to plant.
var testEngineNames = []string{"fakeengine", "scriptengine", "usiengine", "xboardengine"}

// testEnginesDir is the directory buildTestEngines built them into, ""
// before; TestMain removes it.
var testEnginesDir string

// buildTestEngines builds every test engine with one go build, once for
// the test binary: five tests start them, and each used to build its own
// (a go command and a link each; the fake engine twice).
var buildTestEngines = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "betzac-test-engines-")
	if err != nil {
		return "", err
	}
	testEnginesDir = dir
	args := []string{"build", "-o", dir + string(filepath.Separator)}
	for _, name := range testEngineNames {
		args = append(args, "../../enginetest/testdata/"+name)
	}
	if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the test engines: %v\n%s", err, out)
	}
	return dir, nil
})

// testEngine returns the file of the test engine name (one of
// testEngineNames), built on first use.
func testEngine(t *testing.T, name string) string {
	t.Helper()
	dir, err := buildTestEngines()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, name)
}

// removeTestEngines removes what buildTestEngines built, if anything.
func removeTestEngines() {
	if testEnginesDir != "" {
		_ = os.RemoveAll(testEnginesDir)
	}
}
