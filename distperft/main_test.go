package distperft_test

import (
	"os"
	"testing"

	"github.com/betzac/betzac/internal/natstest"
)

// TestMain runs betzac-nats when the test binary is run by that name
// (natstest), so that the tests run a real server the way betzac does
// (StartServerProcess) without a build of cmd/betzac-nats. (An external
// test package: natstest imports distperft.)
func TestMain(m *testing.M) {
	natstest.ServeIfNamed()
	os.Exit(natstest.Run(m))
}
