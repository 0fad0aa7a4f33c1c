// Package natstest lets a test binary stand in for betzac-nats, so that a
// package's tests run a real NATS server the way betzac does
// (distperft.StartServerProcess), and betzac hands perft --split and
// worker over to it, without a build of cmd/betzac-nats: the binary links
// itself under the server command's name, names the link in
// $BETZAC_NATS_SERVER, and runs as betzac-nats (distcli.Main) when
// started by that name.
package natstest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/betzac/betzac/distperft/distcli"
	"github.com/betzac/betzac/distperft/distflags"
)

// ServeIfNamed runs betzac-nats (the server, or a run betzac handed over)
// and exits if this binary was started as the server command; otherwise
// it returns.
func ServeIfNamed() {
	if filepath.Base(os.Args[0]) == distflags.ServerCommand {
		os.Exit(distcli.Main())
	}
}

// Run runs m's tests with the link in place (in a new directory, removed
// after) and returns their exit status: 1 if the link cannot be made.
func Run(m *testing.M) int {
	dir, err := os.MkdirTemp("", "betzac-nats-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	if err := link(dir); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return m.Run()
}

// link makes a link named betzac-nats to this binary in dir and names it
// in $BETZAC_NATS_SERVER.
func link(dir string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	l := filepath.Join(dir, distflags.ServerCommand)
	if err := os.Symlink(self, l); err != nil {
		return err
	}
	return os.Setenv(distflags.ServerEnv, l)
}
