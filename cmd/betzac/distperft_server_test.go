package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/internal/testenv"
)

// TestSplitNeedsServer: perft --split and worker, which run in
// betzac-nats, without it (neither beside betzac nor on PATH, or a
// $BETZAC_NATS_SERVER that is not there) say what to install, before
// perft makes the store; with --nats or --plan perft needs it too.
func TestSplitNeedsServer(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	notFound := "betzac-nats, found neither in " + filepath.Dir(self) + " nor on PATH: install it beside betzac with " +
		"`go install github.com/betzac/betzac/cmd/...` (in betzac's source tree)"
	split := []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{store}", "--listen", "127.0.0.1:0"}
	tests := []struct {
		name, env string
		args      []string
		wantFirst string
	}{
		{name: "not installed", args: split,
			wantFirst: "betzac: --split without --nats runs the NATS server command " + notFound + ", or give a NATS server with JetStream: --nats URL"},
		{name: "variable names a missing file", env: filepath.Join(dir, "none"), args: split,
			wantFirst: "betzac: BETZAC_NATS_SERVER=" + filepath.Join(dir, "none") + ": no such file or directory"},
		{name: "not installed, --nats", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--nats", "nats://127.0.0.1:1"},
			wantFirst: "betzac: betzac perft --split runs in the command " + notFound},
		{name: "not installed, --plan", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--plan"},
			wantFirst: "betzac: betzac perft --split runs in the command " + notFound},
		{name: "not installed, worker", args: []string{"worker", "--nats", "nats://127.0.0.1:1"},
			wantFirst: "betzac: betzac worker runs in the command " + notFound},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(distflags.ServerEnv, tc.env)
			t.Setenv("PATH", t.TempDir())
			store := filepath.Join(t.TempDir(), "s")
			args := append([]string(nil), tc.args...)
			for i, a := range args {
				args[i] = strings.ReplaceAll(a, "{store}", store)
			}
			_, stderr, status := execute(t, args...)
			first, _, _ := strings.Cut(stderr, "\n")
			if diff := cmp.Diff([]any{1, tc.wantFirst}, []any{status, first}); diff != "" {
				t.Errorf("(-want +got: status, first line of stderr):\n%s", diff)
			}
			if _, err := os.Stat(store); err == nil {
				t.Errorf("the store %s was made", store)
			}
		})
	}
}

// TestBetzacLinksNoNATS: betzac links neither the NATS server nor the
// NATS client, nor net/http (which the client brings): their linking and
// package initialisation would cost every betzac command (about 8 ms of a
// process start on a slow machine, issue 31). perft --split and worker
// run in betzac-nats (package distperft/distcli), to which betzac hands
// them over.
func TestBetzacLinksNoNATS(t *testing.T) {
	testenv.NeedTools(t, "go")
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	forbidden := []struct{ prefix, why string }{
		{"github.com/nats-io/nats-server", "the NATS server belongs in betzac-nats (package distperft/natsd)"},
		{"github.com/nats-io/nats.go", "the NATS client belongs in betzac-nats (package distperft/distcli)"},
		{"github.com/betzac/betzac/distperft/distcli", "betzac hands perft --split and worker over to betzac-nats"},
		{"net/http", "the NATS client brought it; betzac needs no HTTP"},
	}
	for _, pkg := range strings.Fields(string(out)) {
		for _, f := range forbidden {
			if pkg == f.prefix || strings.HasPrefix(pkg, f.prefix+"/") {
				t.Errorf("betzac imports %s: %s", pkg, f.why)
			}
		}
	}
}
