package main

import (
	"net"
	"strconv"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/perft"
)

// distFlags are perft's flags for a run split over workers (--split).
var distFlags distflags.Split

func init() {
	lazyFlags(perftCmd, declareSplitFlags)
}

// declareSplitFlags declares perft's flags for a split perft (--split,
// --nats and the rest of distflags.Split; lazyflags.go).
func declareSplitFlags(f *pflag.FlagSet) {
	distFlags.Register(f)
	inRange(f, "split", 0, perft.MaxDepth)
	inRange(f, "workers", 0, maxThreads)
	inRange(f, "verify", 0.0, 1.0)
	inRange(f, "ack-wait", time.Second, 24*time.Hour)
}

// runDistributed is perft --split of variant from setup: it checks the
// flags, then hands the run over to betzac-nats (distflags), which links
// NATS, with the position in the VM's notation, which it and its workers
// read (an SFEN, USI or SAN moves as typed would fail there, and --sfen,
// which is no FEN, would be lost).
func runDistributed(cmd *cobra.Command, variant string, setup vmSetup) error {
	server, err := checkDistFlags(cmd)
	if err != nil {
		return err
	}
	return handOver(cmd, server, distflags.PerftCommand, distflags.PerftRun{
		Variant: variant, FEN: setup.FEN, Moves: setup.Moves,
		Depth: perftFlags.depth, Threads: perftFlags.threads, JSON: perftFlags.json, Divide: perftFlags.divide,
		Split: distFlags, Server: server, ProgressAfter: progressAfter})
}

// checkDistFlags checks --split's flags, before anything starts, and
// finds betzac-nats, which runs the split (and without --nats its
// server). betzac-nats checks the server's flags (--nkey, --tls-cert...)
// before it makes the store.
func checkDistFlags(cmd *cobra.Command) (server string, err error) {
	if perftFlags.hash > 0 {
		return "", usageErrorf(cmd, "--hash is for plain perft: workers of --split count without a table")
	}
	if perftFlags.vmOnly {
		return "", usageErrorf(cmd, "--vm-only is for plain perft: workers of --split count on the back end the variant fits")
	}
	if err := distflags.CheckSplit(perftFlags.depth, distFlags.Split); err != nil {
		return "", usageErrorf(cmd, "%v", err)
	}
	if distFlags.NATS != "" || distFlags.Plan {
		return distflags.FindServer("betzac perft --split runs in the command", "")
	}
	if err := checkListen(cmd); err != nil {
		return "", err
	}
	return distflags.FindServer("--split without --nats runs the NATS server command", "give a NATS server with JetStream: --nats URL")
}

// checkListen refuses a server of perft's that other machines reach
// without credentials.
func checkListen(cmd *cobra.Command) error {
	host, port, err := net.SplitHostPort(distFlags.Listen)
	if err != nil {
		return usageErrorf(cmd, "--listen %q: %v", distFlags.Listen, err)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return usageErrorf(cmd, "--listen %q: the port must be a number from 0 to 65535", distFlags.Listen)
	}
	if !distflags.Loopback(host) && distFlags.User == "" && distFlags.Nkey == "" && len(distFlags.Allow) == 0 {
		return usageErrorf(cmd, "--listen %s: other machines could reach the server, so it needs credentials: "+
			"--user and --password, or --nkey/--allow-nkey (or listen on 127.0.0.1)", distFlags.Listen)
	}
	if distFlags.User != "" && distFlags.Password == "" {
		return usageErrorf(cmd, "--user %s needs --password", distFlags.User)
	}
	return nil
}

// printResult prints a perft result as --json and --divide ask.
func printResult(cmd *cobra.Command, r perft.Result) error {
	return r.Print(cmd.OutOrStdout(), perftFlags.json, perftFlags.divide)
}
