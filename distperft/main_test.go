package distperft_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/distperft/natsd"
)

// TestMain runs betzac-nats when the test binary is run by that name:
// it points $BETZAC_NATS_SERVER at a link of that name to itself, so that
// the tests run a real server the way betzac does (StartServerProcess)
// without a build of cmd/betzac-nats. (An external test package: package
// natsd imports distperft.)
func TestMain(m *testing.M) {
	if filepath.Base(os.Args[0]) == distperft.ServerCommand {
		os.Exit(natsd.Run())
	}
	dir, err := os.MkdirTemp("", "distperft-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	status := 1
	if err := linkServer(dir); err != nil {
		fmt.Fprintln(os.Stderr, err)
	} else {
		status = m.Run()
	}
	os.RemoveAll(dir)
	os.Exit(status)
}

// linkServer makes a link named betzac-nats to the test binary in dir
// and names it in $BETZAC_NATS_SERVER.
func linkServer(dir string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	link := filepath.Join(dir, distperft.ServerCommand)
	if err := os.Symlink(self, link); err != nil {
		return err
	}
	return os.Setenv(distperft.ServerEnv, link)
}
