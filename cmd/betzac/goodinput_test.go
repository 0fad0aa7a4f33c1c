package main

import (
	"bytes"
	"os"
	"path/filepath"
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

// writeCase is a command line of a command that writes files
// (gamecourier, rcx): its exit status, text that must be in its standard
// output and error, and the files that must then be in dir (below the
// test's folder).
type writeCase struct {
	name   string
	args   []string
	status int
	out    string // in stdout
	err    string // in stderr
	dir    string
	files  []string
}

// runWriteCases runs each case (see run) with the files below root.
func runWriteCases(t *testing.T, root string, cases []writeCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if st := run(tc.args, &out, &errb); st != tc.status {
				t.Fatalf("exit status %d, want %d; stderr:\n%s", st, tc.status, errb.String())
			}
			if !strings.Contains(out.String(), tc.out) || !strings.Contains(errb.String(), tc.err) {
				t.Errorf("stdout %q, stderr %q; want %q and %q in them", out.String(), errb.String(), tc.out, tc.err)
			}
			for _, f := range tc.files {
				if _, err := os.Stat(filepath.Join(root, tc.dir, f)); err != nil {
					t.Error(err)
				}
			}
		})
	}
}
