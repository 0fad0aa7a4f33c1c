package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/distperft/natsd"
)

// TestMain runs betzac itself instead of the tests when BETZAC_RUN_MAIN is
// set, so that a test can start it as a real process (see runBetzac), and
// betzac-nats when the test binary is run by that name: it points
// $BETZAC_NATS_SERVER at a link of that name to itself, so that perft
// --split without --nats, in the test process or in a betzac process it
// starts, runs a real server without a build of cmd/betzac-nats.
func TestMain(m *testing.M) {
	if filepath.Base(os.Args[0]) == distperft.ServerCommand {
		os.Exit(natsd.Run())
	}
	if os.Getenv("BETZAC_RUN_MAIN") == "1" {
		progressAfter = 0 // show progress at once
		main()
	}
	dir, err := linkServer()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	status := m.Run()
	os.RemoveAll(dir)
	os.Exit(status)
}

// linkServer makes a link named betzac-nats to the test binary in a new
// directory, names it in $BETZAC_NATS_SERVER, and returns the directory.
func linkServer() (dir string, err error) {
	self, err := os.Executable()
	if err != nil {
		return "", err
	}
	if dir, err = os.MkdirTemp("", "betzac-test-"); err != nil {
		return "", err
	}
	link := filepath.Join(dir, distperft.ServerCommand)
	if err := os.Symlink(self, link); err != nil {
		return dir, err
	}
	return dir, os.Setenv(distperft.ServerEnv, link)
}
