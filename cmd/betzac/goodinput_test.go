package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// goodInput is a command line betzac must run with exit status 0,
// printing stdout exactly (if it is not "") and each string of has.
type goodInput struct {
	name   string
	args   []string
	stdout string
	has    []string
}

// runGoodInputs runs each row in-process as betzac would run it (see
// execute) and checks its exit status and standard output.
func runGoodInputs(t *testing.T, rows []goodInput) {
	t.Helper()
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			out, errOut, status := execute(t, row.args...)
			if status != 0 {
				t.Fatalf("betzac %q: status %d: %s", row.args, status, errOut)
			}
			if row.stdout != "" {
				if diff := cmp.Diff(row.stdout, out); diff != "" {
					t.Errorf("stdout (-want +got):\n%s", diff)
				}
			}
			for _, h := range row.has {
				if !strings.Contains(out, h) {
					t.Errorf("stdout lacks %q:\n%s", h, out)
				}
			}
		})
	}
}
