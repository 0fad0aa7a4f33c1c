package main

import (
	"os"
	"testing"

	"github.com/betzac/betzac/internal/natstest"
)

// TestMain runs betzac itself instead of the tests when BETZAC_RUN_MAIN is
// set, so that a test can start it as a real process (see runBetzac), and
// betzac-nats when the test binary is run by that name (natstest), so
// that perft --split without --nats, in the test process or in a betzac
// process it starts, runs a real server without a build of
// cmd/betzac-nats.
func TestMain(m *testing.M) {
	natstest.ServeIfNamed()
	if os.Getenv("BETZAC_RUN_MAIN") == "1" {
		progressAfter = 0 // show progress at once
		main()
	}
	code := natstest.Run(m)
	removeTestEngines()
	os.Exit(code)
}
