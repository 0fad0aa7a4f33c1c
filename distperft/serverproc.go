package distperft

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/betzac/betzac/distperft/distflags"
)

// A ServerProcess is a server command (distflags.ServerCommand) this
// process started. It reads its configuration, then waits for the end of
// its standard input: it never outlives this process.
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
		if p.url, err = firstLine(stdout, serverReadyTimeout); err == nil && p.url != "" {
			return p, nil
		} else if errors.Is(err, errServerSilent) {
			_ = p.cmd.Process.Kill()
			_ = p.cmd.Wait()
			return nil, fmt.Errorf("NATS server %s printed no URL within %s: killed", path, serverReadyTimeout)
		}
	}
	// It ended without saying where it listens: its stderr says why.
	_ = stdin.Close()
	_ = p.cmd.Wait()
	msg, _, _ := strings.Cut(strings.TrimSpace(p.stderr.String()), "\n")
	if msg = strings.TrimPrefix(msg, distflags.ServerCommand+": "); msg == "" {
		msg = fmt.Sprintf("NATS server %s ended (%s) without printing where it listens", path, p.cmd.ProcessState)
	}
	return nil, errors.New(msg)
}

// serverReadyTimeout bounds the wait for the server's URL: a server that
// hangs before listening (a broken build, a store it cannot lock) would
// otherwise hold perft --split for ever. JetStream's start on a large
// store takes seconds, not minutes.
var serverReadyTimeout = 2 * time.Minute

// errServerSilent is firstLine's error when the time ran out.
var errServerSilent = errors.New("no line in time")

// firstLine reads r's first line, trimmed, or fails with errServerSilent
// after timeout (the reading goroutine ends when the caller kills the
// writer).
func firstLine(r io.Reader, timeout time.Duration) (string, error) {
	type result struct {
		line string
		err  error
	}
	got := make(chan result, 1)
	go func() {
		line, err := bufio.NewReader(r).ReadString('\n')
		got <- result{strings.TrimSpace(line), err}
	}()
	select {
	case res := <-got:
		return res.line, res.err
	case <-time.After(timeout):
		return "", errServerSilent
	}
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
