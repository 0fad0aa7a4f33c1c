package distcli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/nats-io/nats.go"

	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/distperft/distflags"
)

// Worker runs betzac worker: w as betzac checked it, logging on stderr.
func Worker(w *distflags.Worker, stderr io.Writer) error {
	id := w.ID
	if id == "" {
		host, _ := os.Hostname()
		id = fmt.Sprintf("%s-%d", host, os.Getpid())
	}
	secret, err := workerSecret(w)
	if err != nil {
		return err
	}
	nc, err := distperft.Connect(w.NATS, "betzac worker "+id, distperft.Auth{User: w.User,
		Password: w.Password, Nkey: w.Nkey, CA: w.TLSCA, Secret: secret})
	if errors.Is(err, nats.ErrAuthorization) && w.User == "" && w.Nkey == "" {
		return fmt.Errorf("%w (the worker gave the password of its --secret %s: is it the file the coordinator printed?)", err, secretName(w))
	}
	if err != nil {
		return err
	}
	defer nc.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintf(stderr, "worker %s: connected to %s\n", id, distflags.Redact(nc.ConnectedUrl()))
	return distperft.Work(ctx, nc, distperft.WorkerOptions{ID: id, Threads: w.Threads,
		Log: stderr, Verbose: !w.Quiet, Idle: w.Idle, Secret: secret})
}

// workerSecret reads --secret, by default the default store's secret.
func workerSecret(w *distflags.Worker) (*distperft.Secret, error) {
	file := secretName(w)
	if file == "" {
		return nil, errors.New("no user cache dir for the default store's secret: name the file: --secret FILE")
	}
	if w.Secret == "" {
		if _, err := os.Stat(file); err != nil {
			return nil, fmt.Errorf("no --secret FILE, and the default store has no secret (%s): name the file \"betzac perft --split\" printed", file)
		}
	}
	return distperft.LoadSecret(file, false)
}

// secretName is the file of the worker's secret: --secret, or the default
// store's ("" if there is no user cache dir).
func secretName(w *distflags.Worker) string {
	if w.Secret != "" {
		return w.Secret
	}
	dir, err := storeDir("")
	if err != nil {
		return ""
	}
	return filepath.Join(dir, distperft.SecretFile)
}
