// Package distcli runs "betzac perft --split" and "betzac worker" in
// betzac-nats, the one program that links the NATS client: betzac parses
// and checks their command lines (package distflags) and hands the run
// over, as a subcommand of betzac-nats and the run as JSON. What they
// print, their errors and exit statuses are betzac's: the errors start
// "betzac: ", as betzac prints them.
package distcli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/distperft/natsd"
)

// Main is betzac-nats: the run a subcommand of distflags names, or
// without one the NATS server (natsd.Run). It returns the exit status.
func Main() int {
	args := os.Args[1:]
	if len(args) == 0 {
		return natsd.Run()
	}
	switch args[0] {
	case distflags.PerftCommand:
		return run(args[1:], os.Stderr, func(r *distflags.PerftRun) error { return Perft(r, os.Stdout, os.Stderr) })
	case distflags.WorkerCommand:
		return run(args[1:], os.Stderr, func(w *distflags.Worker) error { return Worker(w, os.Stderr) })
	}
	return natsd.Run()
}

// run decodes the run in args (one JSON argument), runs it with do and
// returns the exit status: 1 after printing do's error, as betzac does;
// 2 if args are not what betzac hands over.
func run[T any](args []string, stderr io.Writer, do func(*T) error) int {
	var r T
	if len(args) != 1 {
		fmt.Fprintf(stderr, "%s: want one argument, the run as JSON, as betzac hands it over\n", distflags.ServerCommand)
		return 2
	}
	dec := json.NewDecoder(strings.NewReader(args[0]))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		fmt.Fprintf(stderr, "%s: the run betzac handed over: %v\n", distflags.ServerCommand, err)
		return 2
	}
	err := do(&r)
	if err == nil {
		return 0
	}
	fmt.Fprintf(stderr, "betzac: %s\n", distflags.Redact(err.Error()))
	return 1
}
