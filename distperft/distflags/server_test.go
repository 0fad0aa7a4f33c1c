package distflags

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFindServer: $BETZAC_NATS_SERVER first, then betzac-nats beside the
// executable, then on PATH; missing, the error says where it looked
// (FindServer adds what to install: TestSplitNeedsServer in cmd/betzac).
func TestFindServer(t *testing.T) {
	dir := t.TempDir()
	exeDir, pathDir, empty := filepath.Join(dir, "bin"), filepath.Join(dir, "path"), filepath.Join(dir, "empty")
	exe := filepath.Join(exeDir, "betzac")
	beside, onPath, named := filepath.Join(exeDir, ServerCommand), filepath.Join(pathDir, ServerCommand), filepath.Join(dir, "my-nats")
	for _, d := range []string{exeDir, pathDir, empty} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{exe, beside, onPath, named} {
		if err := os.WriteFile(f, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	notExecutable := filepath.Join(dir, "plain")
	if err := os.WriteFile(notExecutable, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, env, exe, path string
		want, wantErr        string
	}{
		{name: "variable first", env: named, exe: exe, path: pathDir, want: named},
		{name: "variable names a missing file", env: filepath.Join(dir, "none"), exe: exe, path: pathDir,
			wantErr: ServerEnv + "=" + filepath.Join(dir, "none") + ": no such file or directory"},
		{name: "variable names a file not executable", env: notExecutable, exe: exe, path: pathDir,
			wantErr: ServerEnv + "=" + notExecutable + ": permission denied"},
		{name: "beside the executable before PATH", exe: exe, path: pathDir, want: beside},
		{name: "on PATH", exe: filepath.Join(empty, "betzac"), path: pathDir, want: onPath},
		{name: "no executable known: PATH", path: pathDir, want: onPath},
		{name: "missing", exe: filepath.Join(empty, "betzac"), path: empty,
			wantErr: "found neither in " + empty + " nor on PATH"},
		{name: "missing, no executable known", path: empty,
			wantErr: "found neither on PATH"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("PATH", tc.path)
			got, err := findServer(tc.env, tc.exe, exec.LookPath)
			gotErr := ""
			if err != nil {
				gotErr = err.Error()
			}
			if diff := cmp.Diff([]string{tc.want, tc.wantErr}, []string{got, gotErr}); diff != "" {
				t.Errorf("(-want +got: path, error):\n%s", diff)
			}
		})
	}
}
