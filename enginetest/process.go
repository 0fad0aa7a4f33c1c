package enginetest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Config says how to run an engine.
type Config struct {
	// Command is the program and its arguments.
	Command []string
	// Dir is the working directory ("" = the current one).
	Dir string
	// CommandTimeout bounds the wait for each answer: uciok, readyok, and
	// one "go perft"'s whole output. 0 means 30 seconds.
	CommandTimeout time.Duration
	// BannerGrace is how long the engine may stay silent after a line
	// that is not UCI (a banner, or garbage) before it is refused as
	// garbage, without waiting for the command timeout. 0 means 5 seconds;
	// an engine that is slow to start (a WebAssembly build on a busy
	// machine) needs more.
	BannerGrace time.Duration
	// Trace, if set, receives every line sent ("> ") and received ("< ").
	Trace io.Writer
}

// Engine is a running UCI engine. Its methods are not safe for concurrent
// use. Close always ends and reaps the process.
type Engine struct {
	Name    string            // from "id name"
	Options map[string]Option // by lower-case name

	cfg     Config
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	out     *lineQueue // stdout, line by line
	waited  chan struct{}
	waitErr error
	stderr  *tailBuffer
	last    []string // the last few lines read, for error messages
	closed  bool
	usi     bool // spoken to in USI (usi.go)
}

const keepLast = 6

// SplitCommand splits a command line into words: spaces separate words,
// single or double quotes group them, a backslash escapes the next
// character outside single quotes.
func SplitCommand(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote rune
	escaped := false
	for _, r := range s {
		switch {
		case escaped:
			cur.WriteRune(r)
			escaped = false
		case r == '\\' && quote != '\'':
			escaped = true
			inWord = true
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote = r
			inWord = true
		case r == ' ' || r == '\t' || r == '\n':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed %c quote in %q", quote, s)
	}
	if escaped {
		return nil, fmt.Errorf("trailing backslash in %q", s)
	}
	if inWord {
		words = append(words, cur.String())
	}
	if len(words) == 0 {
		return nil, errors.New("empty engine command")
	}
	return words, nil
}

// Start starts the engine and completes the UCI handshake ("uci" ...
// "uciok"), reading its name and options. The process runs in its own
// process group, which is killed when ctx ends or Close is called.
func Start(ctx context.Context, cfg Config) (*Engine, error) {
	e, err := startProcess(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if err := e.handshake(ctx, "uci"); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

// startProcess starts the engine's process, in its own process group,
// without a handshake.
func startProcess(ctx context.Context, cfg Config) (*Engine, error) {
	if len(cfg.Command) == 0 {
		return nil, &Error{Kind: KindStart, Msg: "no engine command"}
	}
	if cfg.CommandTimeout <= 0 {
		cfg.CommandTimeout = 30 * time.Second
	}
	if cfg.BannerGrace <= 0 {
		cfg.BannerGrace = defaultBannerGrace
	}
	cmd := exec.CommandContext(ctx, cfg.Command[0], cfg.Command[1:]...)
	cmd.Dir = cfg.Dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killGroup(cmd) }
	cmd.WaitDelay = 2 * time.Second
	e := &Engine{cfg: cfg, cmd: cmd, Options: map[string]Option{},
		out: newLineQueue(), waited: make(chan struct{}), stderr: &tailBuffer{max: 2048}}
	// Writers rather than pipes: Wait then waits until all output is read
	// (or WaitDelay passes), so no line printed before a crash is lost.
	cmd.Stdout = e.out
	cmd.Stderr = e.stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, &Error{Kind: KindStart, Msg: err.Error()}
	}
	e.stdin = stdin
	if err := cmd.Start(); err != nil {
		return nil, &Error{Kind: KindStart, Msg: fmt.Sprintf("cannot start %q: %v", cfg.Command[0], err)}
	}
	go func() {
		e.waitErr = cmd.Wait()
		e.out.finish()
		close(e.waited)
	}()
	return e, nil
}

func killGroup(cmd *exec.Cmd) error {
	if cmd.Process == nil {
		return nil
	}
	// The negative pid names the process group: the engine and anything it
	// started (node's worker threads are threads, but wrappers fork).
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		return cmd.Process.Kill()
	}
	return nil
}

// Close asks the engine to quit, gives it a moment, then kills its process
// group and waits for it. It is safe to call twice.
func (e *Engine) Close() error {
	if e.closed {
		return nil
	}
	e.closed = true
	_, _ = io.WriteString(e.stdin, "quit\n")
	_ = e.stdin.Close()
	select {
	case <-e.waited:
	case <-time.After(time.Second):
	}
	_ = killGroup(e.cmd)
	<-e.waited
	return nil
}

func (e *Engine) send(line string) error {
	if e.cfg.Trace != nil {
		fmt.Fprintf(e.cfg.Trace, "> %s\n", line)
	}
	if _, err := io.WriteString(e.stdin, line+"\n"); err != nil {
		// The same words as when its output ends first: which of the two
		// a dead engine shows first is a race.
		return e.fail(KindExited, line, e.exitReason())
	}
	return nil
}

// readUntil feeds lines to f until it returns done or an error, or the
// command timeout, the context or the end of the engine's output comes.
// A callback that returns errNotUCI keeps the wait going, but for at most
// Config.BannerGrace more.
func (e *Engine) readUntil(ctx context.Context, command string, f func(line string) (bool, error)) error {
	timer := time.NewTimer(e.cfg.CommandTimeout)
	defer timer.Stop()
	var grace <-chan time.Time // set after a line that is not UCI
	notUCI := ""
	answered := 0 // lines read for this command
	for {
		if flood := e.out.flooded(); flood != "" {
			return e.fail(KindGarbage, command, flood)
		}
		line, ok, eof := e.out.next()
		if ok {
			if answered++; answered > maxAnswerLines {
				return e.fail(KindGarbage, command, fmt.Sprintf("it flooded its output: more than %d lines in answer to one command", maxAnswerLines))
			}
			if e.cfg.Trace != nil {
				fmt.Fprintf(e.cfg.Trace, "< %s\n", printable(line))
			}
			e.remember(line)
			done, err := f(line)
			switch {
			case err == errNotUCI:
				grace, notUCI = time.After(e.cfg.BannerGrace), line
			case err != nil || done:
				return err
			default:
				grace = nil
			}
			continue
		}
		if eof {
			return e.fail(KindExited, command, e.exitReason())
		}
		select {
		case <-e.out.notify:
		case <-grace:
			return e.fail(KindGarbage, command, fmt.Sprintf("it printed %q, which is not UCI, then nothing for %v", short(notUCI), e.cfg.BannerGrace))
		case <-timer.C:
			return e.fail(KindTimeout, command, fmt.Sprintf("no answer within the command timeout (%v)", e.cfg.CommandTimeout))
		case <-ctx.Done():
			msg := "stopped"
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				msg = "the time limit of the whole run passed"
			}
			err := e.fail(KindCanceled, command, msg)
			err.cause = ctx.Err()
			return err
		}
	}
}

func (e *Engine) remember(line string) {
	line = printable(line)
	e.last = append(e.last, line)
	if len(e.last) > keepLast {
		e.last = e.last[len(e.last)-keepLast:]
	}
}

// exitReason waits briefly for the process and says how it ended.
func (e *Engine) exitReason() string {
	select {
	case <-e.waited:
	case <-time.After(2 * time.Second):
		return "its output ended but the process is still running"
	}
	if e.waitErr == nil {
		return "the engine exited (status 0)"
	}
	var ee *exec.ExitError
	if errors.As(e.waitErr, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return fmt.Sprintf("the engine was killed by signal %v", ws.Signal())
		}
		return fmt.Sprintf("the engine exited with status %d", ee.ExitCode())
	}
	return "the engine ended: " + e.waitErr.Error()
}
