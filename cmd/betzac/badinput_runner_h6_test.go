package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// This file is h6's copy of the bad-input runner (h5 owns the shared one
// in badinput_test.go); the lead keeps one at merge.

// badInput is one bad input to the CLI: the arguments, files written to a
// temporary directory first (args may say {dir}/name), and the exit
// status and first line of stderr expected.
type badInput struct {
	name      string
	args      []string
	files     map[string]string // written to a temp dir; args may say {dir}/name
	wantExit  int
	wantFirst string // the first line of stderr, exactly
}

// runBadInputs runs each row in-process, as the other CLI tests do, and
// checks the exit status and the first line of stderr ({dir} in it is
// the temporary directory).
func runBadInputs(t *testing.T, rows []badInput) {
	t.Helper()
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, text := range row.files {
				path := filepath.Join(dir, name)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			args := make([]string, len(row.args))
			for i, a := range row.args {
				args[i] = strings.ReplaceAll(a, "{dir}", dir)
			}
			_, stderr, status := execute(t, args...)
			first, _, _ := strings.Cut(stderr, "\n")
			want := strings.ReplaceAll(row.wantFirst, "{dir}", dir)
			if status != row.wantExit || first != want {
				t.Errorf("betzac %q: exit %d, first line of stderr\n  %q\nwant exit %d,\n  %q", args, status, first, row.wantExit, want)
			}
		})
	}
}
