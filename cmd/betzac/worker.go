package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/spf13/cobra"

	"github.com/betzac/betzac/distperft"
)

var workerFlags struct {
	nats     string
	threads  int
	user     string
	password string
	nkey     string
	tlsCA    string
	secret   string
	id       string
	idle     time.Duration
	quiet    bool
}

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
		if workerFlags.nats == "" {
			return usageErrorf(cmd, "worker needs --nats URL (the server \"betzac perft --split\" printed)")
		}
		id := workerFlags.id
		if id == "" {
			host, _ := os.Hostname()
			id = fmt.Sprintf("%s-%d", host, os.Getpid())
		}
		secret, err := workerSecret()
		if err != nil {
			return err
		}
		nc, err := distperft.Connect(workerFlags.nats, "betzac worker "+id, distperft.Auth{User: workerFlags.user,
			Password: workerFlags.password, Nkey: workerFlags.nkey, CA: workerFlags.tlsCA, Secret: secret})
		if errors.Is(err, nats.ErrAuthorization) && workerFlags.user == "" && workerFlags.nkey == "" {
			return fmt.Errorf("%w (the worker gave the password of its --secret %s: is it the file the coordinator printed?)", err, secretName())
		}
		if err != nil {
			return err
		}
		defer nc.Close()
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		errOut := cmd.ErrOrStderr()
		fmt.Fprintf(errOut, "worker %s: connected to %s\n", id, distperft.Redact(nc.ConnectedUrl()))
		return distperft.Work(ctx, nc, distperft.WorkerOptions{ID: id, Threads: workerFlags.threads,
			Log: errOut, Verbose: !workerFlags.quiet, Idle: workerFlags.idle, Secret: secret})
	},
}

// workerSecret reads --secret, by default the default store's secret.
func workerSecret() (*distperft.Secret, error) {
	file := secretName()
	if file == "" {
		return nil, errors.New("no user cache dir for the default store's secret: name the file: --secret FILE")
	}
	if workerFlags.secret == "" {
		if _, err := os.Stat(file); err != nil {
			return nil, fmt.Errorf("no --secret FILE, and the default store has no secret (%s): name the file \"betzac perft --split\" printed", file)
		}
	}
	return distperft.LoadSecret(file, false)
}

// secretName is the file of the worker's secret: --secret, or the default
// store's ("" if there is no user cache dir).
func secretName() string {
	if workerFlags.secret != "" {
		return workerFlags.secret
	}
	dir, err := storeDir("")
	if err != nil {
		return ""
	}
	return filepath.Join(dir, distperft.SecretFile)
}

func init() {
	f := workerCmd.Flags()
	f.StringVar(&workerFlags.nats, "nats", "", "the NATS server `URL` (required)")
	f.IntVar(&workerFlags.threads, "threads", 0, "perft threads per unit (0 = all cores)")
	f.StringVar(&workerFlags.secret, "secret", "", "the store's secret `FILE` (default: the default store's, on this machine)")
	f.StringVar(&workerFlags.user, "user", "", "NATS user")
	f.StringVar(&workerFlags.password, "password", "", "NATS password")
	f.StringVar(&workerFlags.nkey, "nkey", "", "connect with the nkey user seed in `FILE` (its public key allowed by the server)")
	f.StringVar(&workerFlags.tlsCA, "tls-ca", "", "trust a server whose certificate chains to the CAs in `FILE` (PEM; a self-signed certificate itself)")
	f.StringVar(&workerFlags.id, "id", "", "the worker's name in logs and results (default host-pid)")
	f.DurationVar(&workerFlags.idle, "idle", 0, "stop after this long without a unit (0 = never)")
	f.BoolVar(&workerFlags.quiet, "quiet", false, "log only redeliveries and errors, not each unit")
	inRange(f, "threads", 0, maxThreads)
	inRange(f, "idle", 0, maxDuration)
	rootCmd.AddCommand(workerCmd)
}
