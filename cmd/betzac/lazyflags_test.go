package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestFlagsDeclaredOnFirstUse runs betzac in a fresh process, where no
// command's flags are declared yet (lazyflags.go), for each way a command
// line reaches a command's flags: running it (its flags before or after
// its name), its help (both forms) and cobra's flag
// completion. In-process runs would find the flags declared by the tests
// before.
func TestFlagsDeclaredOnFirstUse(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string // in stdout
	}{
		{"run", []string{"perft", "chess", "-d", "2", "--threads", "1"}, "nodes 400\n"},
		{"flags before the command", []string{"--threads", "1", "perft", "chess", "--depth", "2"}, "nodes 400\n"},
		{"help command", []string{"help", "fsfplay"}, "random games per variant (default 2)"},
		{"help flag", []string{"gamecourier", "--help"}, "--check: plies per game (default 30)"},
		{"a second declarer", []string{"help", "perft"}, "--split"},
		{"completion", []string{"__complete", "perft", "--d"}, "--depth\t"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], tc.args...)
			cmd.Env = append(os.Environ(), "BETZAC_RUN_MAIN=1")
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("betzac %s: %v\n%s", strings.Join(tc.args, " "), err, stderr.String())
			}
			if !strings.Contains(stdout.String(), tc.want) {
				t.Errorf("betzac %s printed\n%s\nwant it to contain %q", strings.Join(tc.args, " "), stdout.String(), tc.want)
			}
		})
	}
}
