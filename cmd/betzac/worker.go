package main

import (
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/distperft/distflags"
)

// workerFlags are the worker's flags.
var workerFlags distflags.Worker

var workerCmd = &cobra.Command{
	Use:   "worker --nats URL [--secret FILE] [--threads N] [--user U --password P | --nkey SEED-FILE] [--tls-ca FILE]",
	Short: "Count perft units for a \"betzac perft --split\" run on any machine",
	Long: `Join the NATS server of a "betzac perft --split" run and count its units:
each unit is a position and a depth; its count goes into the server's key-value
bucket, signed with the store's secret (--secret: the file "betzac perft
--split" printed; another machine needs a copy). Without --user or --nkey the
worker connects with the secret. A worker needs no variant file (the compiled
variant comes from the server) and runs until stopped (Ctrl-C, SIGTERM), until
the run of the server it joined ends (exit 0), or, with --idle, until no unit
has come for that long. A unit of a killed worker goes to another one once
its lease (the run's --ack-wait) runs out. Each unit counted is logged on stderr.`,
	Example: `  betzac worker --nats nats://127.0.0.1:4222
  betzac worker --nats nats://lab1:4222 --secret lab1.secret --user perft --password secret
  betzac worker --nats tls://lab1:4222 --secret lab1.secret --threads 8 --nkey worker.nk --tls-ca lab1.pem --idle 10m`,
	Args: cobra.NoArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		if workerFlags.NATS == "" {
			return usageErrorf(cmd, "worker needs --nats URL (the server \"betzac perft --split\" printed)")
		}
		server, err := distflags.FindServer("betzac worker runs in the command", "")
		if err != nil {
			return err
		}
		return handOver(cmd, server, distflags.WorkerCommand, workerFlags)
	},
}

func init() {
	addCommand(workerCmd)
	lazyFlags(workerCmd, declareWorkerFlags)
}

// declareWorkerFlags declares worker's flags (lazyflags.go).
func declareWorkerFlags(f *pflag.FlagSet) {
	workerFlags.Register(f)
	inRange(f, "threads", 0, maxThreads)
	inRange(f, "idle", 0, maxDuration)
}
