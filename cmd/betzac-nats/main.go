// Command betzac-nats runs the NATS server with JetStream that betzac
// perft --split starts when it is given no --nats URL: betzac finds it
// beside its own executable or on PATH, writes its configuration (JSON)
// to its stdin, reads the URL it prints, and ends its stdin when the run
// is over. See package distperft/natsd and betzac-nats --help.
package main

import (
	"os"

	"github.com/betzac/betzac/distperft/natsd"
)

func main() {
	os.Exit(natsd.Run())
}
