package distflags

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// ServerCommand is the command that runs perft --split and worker, and
// the NATS server of --split without --nats (cmd/betzac-nats): betzac
// links neither the NATS client nor the server, whose packages' start-up
// would cost every betzac command (issue 31).
const ServerCommand = "betzac-nats"

// ServerEnv names the environment variable that, when set, is the
// ServerCommand to run.
const ServerEnv = "BETZAC_NATS_SERVER"

// installServer says how to get the ServerCommand.
const installServer = "install it beside betzac with `go install github.com/betzac/betzac/cmd/...` " +
	"(in betzac's source tree)"

// FindServer returns the ServerCommand to run: $BETZAC_NATS_SERVER if
// set, else the one in this executable's directory, else the one on PATH.
// If there is none, the error says what runs it ("--split without --nats
// runs the NATS server command") and how to install it or, unless
// orElse is "", do without it.
func FindServer(what, orElse string) (string, error) {
	exe, err := os.Executable()
	if err != nil {
		exe = ""
	}
	path, err := findServer(os.Getenv(ServerEnv), exe, exec.LookPath)
	if errors.Is(err, errNoServer) {
		install := installServer
		if orElse != "" {
			install += ", or " + orElse
		}
		return "", fmt.Errorf("%s %s, %w: %s", what, ServerCommand, err, install)
	}
	return path, err
}

// errNoServer is findServer's error when it finds no ServerCommand; its
// error says where it looked.
var errNoServer = errors.New("found neither")

// findServer is FindServer given the variable's value, this executable
// and the PATH search.
func findServer(env, exe string, lookPath func(string) (string, error)) (string, error) {
	if env != "" {
		path, err := lookPath(env)
		if err != nil {
			var ee *exec.Error
			if errors.As(err, &ee) {
				err = ee.Err
			}
			return "", fmt.Errorf("%s=%s: %w", ServerEnv, env, PathCause(err))
		}
		return path, nil
	}
	name := ServerCommand
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	if exe != "" {
		if beside, err := lookPath(filepath.Join(filepath.Dir(exe), name)); err == nil {
			return beside, nil
		}
	}
	if path, err := lookPath(name); err == nil {
		return path, nil
	}
	if exe != "" {
		return "", fmt.Errorf("%w in %s nor on PATH", errNoServer, filepath.Dir(exe))
	}
	return "", fmt.Errorf("%w on PATH", errNoServer)
}

// PathCause is err without the path the message names already.
func PathCause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
