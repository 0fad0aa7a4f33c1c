package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/internal/testenv"
)

// TestSplitNeedsServer: perft --split without --nats and without
// betzac-nats (neither beside betzac nor on PATH, or a
// $BETZAC_NATS_SERVER that is not there) says what to install, before it
// makes the store.
func TestSplitNeedsServer(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	tests := []struct {
		name, env string
		wantFirst string
	}{
		{name: "not installed", wantFirst: "betzac: --split without --nats runs the NATS server command betzac-nats, found neither in " +
			filepath.Dir(self) + " nor on PATH: install it beside betzac with `go install github.com/betzac/betzac/cmd/...` " +
			"(in betzac's source tree), or give a NATS server with JetStream: --nats URL"},
		{name: "variable names a missing file", env: filepath.Join(dir, "none"),
			wantFirst: "betzac: BETZAC_NATS_SERVER=" + filepath.Join(dir, "none") + ": no such file or directory"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(distperft.ServerEnv, tc.env)
			t.Setenv("PATH", t.TempDir())
			store := filepath.Join(t.TempDir(), "s")
			_, stderr, status := execute(t, "perft", "chess", "-d", "2", "--split", "1", "--store", store, "--listen", "127.0.0.1:0")
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

// TestBetzacLinksNoServer: betzac does not link the NATS server, whose
// packages' initialisation every betzac command would pay (about 3 M
// instructions and 1 ms, issue 31): it runs in betzac-nats.
func TestBetzacLinksNoServer(t *testing.T) {
	testenv.NeedTools(t, "go")
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if strings.HasPrefix(pkg, "github.com/nats-io/nats-server") {
			t.Errorf("betzac imports %s: the NATS server belongs in betzac-nats (package distperft/natsd)", pkg)
		}
	}
}
