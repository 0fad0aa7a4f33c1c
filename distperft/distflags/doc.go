// Package distflags is the command line of "betzac perft --split" and
// "betzac worker", written once for the two programs that read it: betzac
// parses and checks it, then hands the run over to betzac-nats, which
// runs it (package distperft/distcli) and is the only program that links
// the NATS client. This package imports no NATS, so that betzac does not
// pay the NATS client's linking and initialisation on every command
// (about 8 ms of each process start on a slow machine, issue 31).
//
// The hand-over: betzac finds betzac-nats (FindServer: $BETZAC_NATS_SERVER,
// beside betzac's executable, on PATH) and runs it with a subcommand,
// PerftCommand or WorkerCommand, and one argument, the run as JSON (a
// PerftRun or a WorkerRun: the flags as parsed, each field named once
// here), on Unix replacing its own process, so that the standard streams,
// the exit status and Ctrl-C are the command's own. betzac-nats without a
// subcommand is the NATS server.
package distflags
