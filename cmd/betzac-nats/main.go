// Command betzac-nats is betzac's NATS program, the only one that links
// NATS: "betzac perft --split" and "betzac worker" run in it (betzac
// checks their command line and hands the run over: package
// distperft/distcli), and without a subcommand it is the NATS server with
// JetStream that perft --split starts when it is given no --nats URL
// (betzac-nats --help, package distperft/natsd). betzac finds it beside
// its own executable, on PATH or at $BETZAC_NATS_SERVER.
package main

import (
	"os"

	"github.com/betzac/betzac/distperft/distcli"
)

func main() {
	os.Exit(distcli.Main())
}
