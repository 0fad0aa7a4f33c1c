package distperft

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"
)

// ServerCommand is the command that runs the NATS server of --split
// without --nats (cmd/betzac-nats): betzac does not link the server, whose
// packages' start-up would cost every betzac command (issue 31).
const ServerCommand = "betzac-nats"

// ServerEnv names the environment variable that, when set, is the
// ServerCommand to run.
const ServerEnv = "BETZAC_NATS_SERVER"

// installServer says how to get the ServerCommand or do without it.
const installServer = "install it beside betzac with `go install github.com/betzac/betzac/cmd/...` " +
	"(in betzac's source tree), or give a NATS server with JetStream: --nats URL"

// FindServer returns the ServerCommand to run: $BETZAC_NATS_SERVER if
// set, else the one in this executable's directory, else the one on PATH.
func FindServer() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		exe = ""
	}
	return findServer(os.Getenv(ServerEnv), exe, exec.LookPath)
}

// findServer is FindServer given the variable's value, this executable
// and the PATH search.
func findServer(env, exe string, lookPath func(string) (string, error)) (string, error) {
	if env != "" {
		if _, err := lookPath(env); err != nil {
			var ee *exec.Error
			if errors.As(err, &ee) {
				err = ee.Err
			}
			return "", fmt.Errorf("%s=%s: %w", ServerEnv, env, pathCause(err))
		}
		return env, nil
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
	where := "on PATH"
	if exe != "" {
		where = "in " + filepath.Dir(exe) + " nor on PATH"
	}
	return "", fmt.Errorf("--split without --nats runs the NATS server command %s, found neither %s: %s", ServerCommand, where, installServer)
}

// A ServerProcess is a ServerCommand this process started. It reads its
// configuration, then waits for the end of its standard input: it never
// outlives this process.
type ServerProcess struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stderr syncBuffer
	url    string
}

// StartServerProcess runs the server command path with cfg and returns
// once the server is ready. If it cannot start, the error is the one the
// server gave.
func StartServerProcess(path string, cfg ServerConfig) (*ServerProcess, error) {
	p := &ServerProcess{cmd: exec.Command(path)}
	p.cmd.Stderr = &p.stderr
	stdin, err := p.cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	p.stdin = stdin
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := p.cmd.Start(); err != nil {
		return nil, fmt.Errorf("NATS server: %w", err)
	}
	if err := json.NewEncoder(stdin).Encode(cfg); err == nil {
		line, err := bufio.NewReader(stdout).ReadString('\n')
		if p.url = strings.TrimSpace(line); err == nil && p.url != "" {
			return p, nil
		}
	}
	// It ended without saying where it listens: its stderr says why.
	_ = stdin.Close()
	_ = p.cmd.Wait()
	msg, _, _ := strings.Cut(strings.TrimSpace(p.stderr.String()), "\n")
	if msg = strings.TrimPrefix(msg, ServerCommand+": "); msg == "" {
		msg = fmt.Sprintf("NATS server %s ended (%s) without printing where it listens", path, p.cmd.ProcessState)
	}
	return nil, errors.New(msg)
}

// URL is the URL the server printed: where it listens.
func (p *ServerProcess) URL() string { return p.url }

// StopRun tells the workers that the run is over (RunOver) and stops the
// server, which gives them a few seconds to leave first: a worker that
// saw the server go would take it for a failure.
func (p *ServerProcess) StopRun(url string, a Auth) {
	if nc, err := Connect(url, "betzac run over", a); err == nil {
		_ = nc.Publish(RunOver, nil)
		_ = nc.Flush()
		nc.Close()
	}
	_ = p.Stop()
}

// stopTimeout is how long Stop waits for the server before killing it.
const stopTimeout = 15 * time.Second

// Stop ends the server's standard input and waits until it has stopped.
func (p *ServerProcess) Stop() error {
	_ = p.stdin.Close()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(stopTimeout):
		_ = p.cmd.Process.Kill()
		return <-done
	}
}

// syncBuffer is a bytes.Buffer written and read by two goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
