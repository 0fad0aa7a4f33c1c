package main

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/distperft/distflags"
)

// handOver runs the command sub of betzac-nats (server) with run, as
// distflags describes, in place of cmd: a betzac process writing to its
// own stdout and stderr becomes betzac-nats (execServer), so that its
// streams, exit status and signals are betzac-nats's; otherwise (where
// a process cannot be replaced, or the output goes elsewhere, as in
// tests) betzac-nats runs as a child whose output goes to cmd's and
// whose exit status is betzac's.
func handOver(cmd *cobra.Command, server, sub string, run any) error {
	args, err := distflags.Args(sub, run)
	if err != nil {
		return err
	}
	stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
	own := stdout == os.Stdout && stderr == os.Stderr
	if own {
		if err := execServer(server, args); !errors.Is(err, errNoExec) {
			return err
		}
		// Ctrl-C reaches the child too (one process group): it stops, and
		// betzac returns its exit status.
		signal.Ignore(os.Interrupt)
		defer signal.Reset(os.Interrupt)
	}
	child := exec.Command(server, args...)
	child.Stdin, child.Stdout, child.Stderr = os.Stdin, stdout, stderr
	err = child.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return exitStatus(max(ee.ExitCode(), 1)) // -1: ended by a signal
	}
	return err
}

// errNoExec is execServer's error where a process cannot replace itself.
var errNoExec = errors.New("no exec")
