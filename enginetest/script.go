package enginetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Script is an engine reached through perftree's script contract
// (github.com/agausmann/perftree, README "Usage"), the form of engines
// that have a move generator but no protocol: for each perft the program
// is run as
//
//	CMD ARGS DEPTH FEN [MOVES]
//
// MOVES (left out when there are none) one argument, the moves from FEN
// separated by spaces. It prints, for each legal move, the move and its
// count separated by whitespace, then a blank line, then the total on a
// line of its own, and exits with status 0. Each run is bounded by
// Config.CommandTimeout and runs in its own process group, killed when
// the run ends; a non-zero exit, output that does not follow the
// contract, a move printed twice or a total that is not the sum of the
// counts is an *Error, as for a UCI engine.
type Script struct {
	Name string // the program's base name
	cfg  Config
}

// maxScriptOutput is the most a script may print for one perft.
const maxScriptOutput = 16 << 20

// NewScript returns the script engine cfg.Command (it is run at each
// Perft, not now).
func NewScript(cfg Config) (*Script, error) {
	if len(cfg.Command) == 0 {
		return nil, &Error{Kind: KindStart, Msg: "no engine command"}
	}
	if cfg.CommandTimeout <= 0 {
		cfg.CommandTimeout = 30 * time.Second
	}
	return &Script{Name: filepath.Base(cfg.Command[0]), cfg: cfg}, nil
}

// Close does nothing: each run has ended when Perft returns.
func (s *Script) Close() error { return nil }

// Perft runs the script once and reads its divide.
func (s *Script) Perft(ctx context.Context, fen string, moves []string, depth int) (*Divide, error) {
	args := append(append([]string(nil), s.cfg.Command[1:]...), strconv.Itoa(depth), fen)
	if len(moves) > 0 {
		args = append(args, strings.Join(moves, " "))
	}
	var command string // for messages
	if len(moves) > 0 {
		command = fmt.Sprintf("%s %d %q %q", s.cfg.Command[0], depth, fen, strings.Join(moves, " "))
	} else {
		command = fmt.Sprintf("%s %d %q", s.cfg.Command[0], depth, fen)
	}
	if s.cfg.Trace != nil {
		fmt.Fprintf(s.cfg.Trace, "> %s\n", command)
	}
	run, cancel := context.WithTimeout(ctx, s.cfg.CommandTimeout)
	defer cancel()
	cmd := exec.CommandContext(run, s.cfg.Command[0], args...)
	cmd.Dir = s.cfg.Dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killGroup(cmd) }
	cmd.WaitDelay = 2 * time.Second
	out := &capBuffer{max: maxScriptOutput}
	stderr := &tailBuffer{max: 2048}
	cmd.Stdout, cmd.Stderr = out, stderr
	err := cmd.Run()
	_ = killGroup(cmd) // anything it left behind
	text := out.String()
	if s.cfg.Trace != nil {
		for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
			fmt.Fprintf(s.cfg.Trace, "< %s\n", printable(l))
		}
	}
	fail := func(kind ErrorKind, msg string) *Error {
		return &Error{Kind: kind, Command: command, Msg: msg, Stderr: printable(stderr.String()), Last: lastLines(text)}
	}
	switch {
	case ctx.Err() != nil:
		e := fail(KindCanceled, ctx.Err().Error())
		e.cause = ctx.Err()
		return nil, e
	case run.Err() != nil:
		return nil, fail(KindTimeout, fmt.Sprintf("no answer within %v", s.cfg.CommandTimeout))
	case out.over:
		return nil, fail(KindGarbage, fmt.Sprintf("more than %d bytes of output", maxScriptOutput))
	case err != nil:
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			return nil, fail(KindStart, fmt.Sprintf("cannot run %q: %v", s.cfg.Command[0], err))
		}
		return nil, fail(KindExited, exitText(ee))
	}
	d, kind, msg := parseScriptDivide(text)
	if msg != "" {
		return nil, fail(kind, msg)
	}
	return d, nil
}

// exitText says how a script that failed ended.
func exitText(ee *exec.ExitError) string {
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return fmt.Sprintf("the script was killed by signal %v", ws.Signal())
	}
	return fmt.Sprintf("the script exited with status %d", ee.ExitCode())
}

// parseScriptDivide reads "move count" lines, a blank line and the
// total. On failure it returns the kind and a message.
func parseScriptDivide(text string) (*Divide, ErrorKind, string) {
	lines := strings.Split(strings.TrimRight(strings.ReplaceAll(text, "\r\n", "\n"), "\n"), "\n")
	d := &Divide{Moves: map[string]uint64{}}
	var sum uint64
	i := 0
	for ; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
		line := lines[i]
		if !isText(line) {
			return nil, KindGarbage, fmt.Sprintf("output is not text: %s", printable(line))
		}
		f := strings.Fields(line)
		if len(f) != 2 {
			return nil, KindGarbage, fmt.Sprintf("expected \"move count\", got %q", short(line))
		}
		n, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil || strings.HasSuffix(f[0], ":") { // "move: count" is UCI's form, not the contract's
			return nil, KindGarbage, fmt.Sprintf("expected \"move count\", got %q", short(line))
		}
		if _, dup := d.Moves[f[0]]; dup {
			return nil, KindProtocol, fmt.Sprintf("move %s printed twice", f[0])
		}
		d.Moves[f[0]] = n
		d.Order = append(d.Order, f[0])
		sum += n
	}
	if i+2 != len(lines) {
		return nil, KindProtocol, "expected the moves, a blank line and the total on a line of its own"
	}
	total, err := strconv.ParseUint(strings.TrimSpace(lines[i+1]), 10, 64)
	if err != nil {
		return nil, KindGarbage, fmt.Sprintf("bad total %q", short(lines[i+1]))
	}
	d.Total = total
	if sum != total && len(d.Moves) > 0 {
		return nil, KindProtocol, fmt.Sprintf("the divide adds up to %d but the total says %d", sum, total)
	}
	return d, "", ""
}

// lastLines returns the last few lines of text, printable.
func lastLines(text string) []string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) > keepLast {
		lines = lines[len(lines)-keepLast:]
	}
	var out []string
	for _, l := range lines {
		if l != "" {
			out = append(out, printable(l))
		}
	}
	return out
}

// capBuffer keeps up to max bytes and notes whether more came.
type capBuffer struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	max  int
	over bool
}

func (c *capBuffer) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.buf.Len()+len(p) > c.max {
		c.over = true
		return 0, errors.New("too much output")
	}
	return c.buf.Write(p)
}

func (c *capBuffer) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.buf.String()
}
