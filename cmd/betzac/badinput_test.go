package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// badInput is one bad input given to the real command line: betzac must
// refuse it with exit status wantExit and an error whose first line is
// wantFirst.
type badInput struct {
	name string
	// args is the command line; "{dir}" in it stands for the temporary
	// directory that files are written to.
	args []string
	// files maps a file name to its content, written to {dir}.
	files map[string]string
	// wantExit is the exit status: 1 for bad input, 2 for a command line
	// betzac does not understand.
	wantExit int
	// wantFirst is the first line of standard error, exactly; "{dir}" in it
	// stands for the temporary directory.
	wantFirst string
}

// runBadInputs runs each row in-process as betzac would run it (see execute)
// and checks its exit status and the first line of its error.
func runBadInputs(t *testing.T, rows []badInput) {
	t.Helper()
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, content := range row.files {
				path := filepath.Join(dir, name)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
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
				t.Errorf("betzac %q:\nexit %d, first line of stderr:\n  %s\nwant exit %d and:\n  %s\nwhole stderr:\n%s",
					args, status, first, row.wantExit, want, stderr)
			}
		})
	}
}

func TestBadInput(t *testing.T) {
	runBadInputs(t, badInputs)
}

// badInputs covers Betza, YAML, the command line, engines, ini files and the
// perft and golden flags. FEN and --moves rows are in badinput_fen_test.go.
var badInputs = []badInput{
	{
		name:      "unknown command",
		args:      []string{"perfft"},
		wantExit:  2,
		wantFirst: `betzac: unknown command "perfft"`,
	},
}
