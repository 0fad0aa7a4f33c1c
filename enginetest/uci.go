package enginetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"
)

// ErrorKind says what went wrong with an engine.
type ErrorKind string

// The kinds of engine failure.
const (
	KindStart    ErrorKind = "start"    // the program could not be started
	KindTimeout  ErrorKind = "timeout"  // no answer within the command timeout
	KindExited   ErrorKind = "exited"   // the engine ended (crashed or quit)
	KindGarbage  ErrorKind = "garbage"  // it printed something that is not UCI
	KindProtocol ErrorKind = "protocol" // valid lines that do not fit (a wrong total, a missing option)
	KindCanceled ErrorKind = "canceled" // the overall deadline passed or the run was stopped
)

// Error is a failure of the engine or of talking to it. It says which
// command was waiting, and carries the engine's last lines of output and
// standard error, for the message.
type Error struct {
	Kind    ErrorKind
	Command string // the command that was waiting for an answer
	Msg     string
	Stderr  string // the engine's last lines on standard error
	Last    []string
	cause   error // the context's error, for KindCanceled
}

// Unwrap returns the context's error for KindCanceled (so that
// errors.Is(err, context.DeadlineExceeded) tells a deadline), else nil.
func (e *Error) Unwrap() error { return e.cause }

func (e *Error) Error() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "engine %s", e.Kind)
	if e.Command != "" {
		fmt.Fprintf(&sb, " after %q", e.Command)
	}
	sb.WriteString(": " + e.Msg)
	if len(e.Last) > 0 {
		sb.WriteString("; its last output: " + strings.Join(e.Last, " | "))
	}
	if e.Stderr != "" {
		sb.WriteString("; its stderr: " + strings.ReplaceAll(strings.TrimSpace(e.Stderr), "\n", " | "))
	}
	return sb.String()
}

// Config says how to run an engine.
type Config struct {
	// Command is the program and its arguments.
	Command []string
	// Dir is the working directory ("" = the current one).
	Dir string
	// CommandTimeout bounds the wait for each answer: uciok, readyok, and
	// one "go perft"'s whole output. 0 means 30 seconds.
	CommandTimeout time.Duration
	// Trace, if set, receives every line sent ("> ") and received ("< ").
	Trace io.Writer
}

// Option is a UCI option the engine announced.
type Option struct {
	Name    string
	Type    string
	Default string
	Vars    []string // the values of a combo option
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
	if len(cfg.Command) == 0 {
		return nil, &Error{Kind: KindStart, Msg: "no engine command"}
	}
	if cfg.CommandTimeout <= 0 {
		cfg.CommandTimeout = 30 * time.Second
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
	if err := e.handshake(ctx); err != nil {
		e.Close()
		return nil, err
	}
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

func (e *Engine) handshake(ctx context.Context) error {
	if err := e.send("uci"); err != nil {
		return err
	}
	notUCI := 0
	return e.readUntil(ctx, "uci", func(line string) (bool, error) {
		switch {
		case line == "uciok":
			return true, nil
		case strings.HasPrefix(line, "id name "):
			e.Name = strings.TrimSpace(strings.TrimPrefix(line, "id name "))
		case strings.HasPrefix(line, "option "):
			if o, ok := parseOption(line); ok {
				e.Options[strings.ToLower(o.Name)] = o
			}
		case strings.HasPrefix(line, "id ") || strings.HasPrefix(line, "info") || line == "":
		case !isText(line):
			return false, e.fail(KindGarbage, "uci", "it printed binary output, not UCI")
		default:
			// Before uciok a few other lines may come (banners), but a
			// program that is no engine must not make us wait long.
			notUCI++
			if notUCI > maxBanner {
				return false, e.fail(KindGarbage, "uci", fmt.Sprintf("more than %d lines that are not UCI", maxBanner))
			}
			return false, errNotUCI
		}
		return false, nil
	})
}

// maxBanner is how many lines that are not UCI an engine may print before
// uciok; bannerGrace is how long after one of them it may stay silent.
const (
	maxBanner   = 20
	bannerGrace = 5 * time.Second
)

// errNotUCI, from a readUntil callback, says the line is not UCI but may
// be a banner: readUntil then waits at most bannerGrace for the next line.
var errNotUCI = errors.New("not UCI")

// isText reports whether line is valid UTF-8 without control characters
// other than tabs: what can be shown on a terminal as it is.
func isText(line string) bool {
	if !utf8.ValidString(line) {
		return false
	}
	for _, r := range line {
		if unicode.IsControl(r) && r != '\t' {
			return false
		}
	}
	return true
}

// printable returns line as it may be shown in a message or a trace:
// quoted with escapes if it is not text, cut to 200 bytes.
func printable(line string) string {
	if !isText(line) {
		return strconv.QuoteToASCII(short(line))
	}
	return short(line)
}

// short cuts line to 200 bytes.
func short(line string) string {
	const max = 200
	if len(line) > max {
		return line[:max] + "..."
	}
	return line
}

// parseOption reads "option name N type T default D var V1 var V2 ...".
func parseOption(line string) (Option, bool) {
	f := strings.Fields(line)
	var o Option
	key := ""
	var val []string
	flush := func() {
		v := strings.Join(val, " ")
		switch key {
		case "name":
			o.Name = v
		case "type":
			o.Type = v
		case "default":
			o.Default = v
		case "var":
			o.Vars = append(o.Vars, v)
		}
		val = val[:0]
	}
	for _, w := range f[1:] {
		switch w {
		case "name", "type", "default", "var", "min", "max":
			flush()
			key = w
			continue
		}
		val = append(val, w)
	}
	flush()
	return o, o.Name != ""
}

// HasOption reports whether the engine announced option name.
func (e *Engine) HasOption(name string) bool {
	_, ok := e.Options[strings.ToLower(name)]
	return ok
}

// Variants returns the values of the engine's UCI_Variant option (none if
// it has no such option).
func (e *Engine) Variants() []string { return e.Options["uci_variant"].Vars }

// KnowsVariant reports whether UCI_Variant lists name.
func (e *Engine) KnowsVariant(name string) bool {
	for _, v := range e.Variants() {
		if v == name {
			return true
		}
	}
	return false
}

// SetOption sends "setoption name NAME value VALUE" and waits until the
// engine is ready again, so that an engine that dies on an option is
// caught here.
func (e *Engine) SetOption(ctx context.Context, name, value string) error {
	if err := e.send("setoption name " + name + " value " + value); err != nil {
		return err
	}
	return e.Ready(ctx)
}

// Ready sends "isready" and waits for "readyok". Lines before it are
// ignored unless they say an error ("info string ERROR" ...).
func (e *Engine) Ready(ctx context.Context) error {
	if err := e.send("isready"); err != nil {
		return err
	}
	return e.readUntil(ctx, "isready", func(line string) (bool, error) {
		return line == "readyok", nil
	})
}

// Divide is an engine's perft divide: the count below each root move, in
// the engine's notation, and its total.
type Divide struct {
	Moves map[string]uint64
	Order []string // the moves in the order printed
	Total uint64
}

// Perft sets up the position (fen, then moves, in the engine's notation)
// and runs "go perft depth", reading "move: count" lines up to "Nodes
// searched: N". Lines starting with "info" and blank lines are skipped;
// anything else is garbage and an error. The total must equal the sum.
func (e *Engine) Perft(ctx context.Context, fen string, moves []string, depth int) (*Divide, error) {
	pos := "position fen " + fen
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	if err := e.send(pos); err != nil {
		return nil, err
	}
	// isready first: an engine that rejects the position and dies, or
	// prints an error, is caught before perft.
	if err := e.Ready(ctx); err != nil {
		return nil, err
	}
	goCmd := fmt.Sprintf("go perft %d", depth)
	if err := e.send(goCmd); err != nil {
		return nil, err
	}
	d := &Divide{Moves: map[string]uint64{}}
	var sum uint64
	err := e.readUntil(ctx, goCmd, func(line string) (bool, error) {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "info") {
			return false, nil
		}
		if rest, ok := strings.CutPrefix(t, "Nodes searched:"); ok {
			n, err := strconv.ParseUint(strings.TrimSpace(rest), 10, 64)
			if err != nil {
				return false, e.fail(KindGarbage, goCmd, fmt.Sprintf("bad total %q", short(line)))
			}
			d.Total = n
			return true, nil
		}
		mv, cnt, ok := strings.Cut(t, ":")
		mv = strings.TrimSpace(mv)
		n, err := strconv.ParseUint(strings.TrimSpace(cnt), 10, 64)
		if !ok || err != nil || mv == "" || strings.ContainsAny(mv, " \t") {
			return false, e.fail(KindGarbage, goCmd, fmt.Sprintf("expected \"move: count\" or \"Nodes searched: N\", got %q", short(line)))
		}
		if _, dup := d.Moves[mv]; dup {
			return false, e.fail(KindProtocol, goCmd, fmt.Sprintf("move %s printed twice", mv))
		}
		d.Moves[mv] = n
		d.Order = append(d.Order, mv)
		sum += n
		return false, nil
	})
	if err != nil {
		return nil, err
	}
	if sum != d.Total && len(d.Moves) > 0 {
		return nil, e.fail(KindProtocol, goCmd, fmt.Sprintf("the divide adds up to %d but the total says %d", sum, d.Total))
	}
	return d, nil
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
// bannerGrace more.
func (e *Engine) readUntil(ctx context.Context, command string, f func(line string) (bool, error)) error {
	timer := time.NewTimer(e.cfg.CommandTimeout)
	defer timer.Stop()
	var grace <-chan time.Time // set after a line that is not UCI
	notUCI := ""
	for {
		line, ok, eof := e.out.next()
		if ok {
			if e.cfg.Trace != nil {
				fmt.Fprintf(e.cfg.Trace, "< %s\n", printable(line))
			}
			e.remember(line)
			done, err := f(line)
			switch {
			case err == errNotUCI:
				grace, notUCI = time.After(bannerGrace), line
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
			return e.fail(KindGarbage, command, fmt.Sprintf("it printed %q, which is not UCI, then nothing for %v", short(notUCI), bannerGrace))
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

func (e *Engine) fail(kind ErrorKind, command, msg string) *Error {
	var stderr []string
	for _, l := range strings.Split(e.stderr.String(), "\n") {
		stderr = append(stderr, printable(l))
	}
	return &Error{Kind: kind, Command: command, Msg: msg, Stderr: strings.Join(stderr, "\n"), Last: append([]string(nil), e.last...)}
}

// maxLine is the longest line lineQueue waits for the end of.
const maxLine = 64 << 10

// lineQueue splits what the engine prints into lines and queues them
// without bound, so that the engine is never blocked by a slow reader.
type lineQueue struct {
	mu      sync.Mutex
	partial []byte
	lines   []string
	eof     bool
	notify  chan struct{} // gets a value when lines or eof arrive
}

func newLineQueue() *lineQueue { return &lineQueue{notify: make(chan struct{}, 1)} }

func (q *lineQueue) Write(p []byte) (int, error) {
	q.mu.Lock()
	q.partial = append(q.partial, p...)
	for {
		i := bytes.IndexByte(q.partial, '\n')
		if i < 0 {
			break
		}
		q.lines = append(q.lines, strings.TrimRight(string(q.partial[:i]), "\r"))
		q.partial = q.partial[i+1:]
	}
	if len(q.partial) > maxLine {
		// No UCI line is this long: binary output without newlines.
		q.lines = append(q.lines, string(q.partial))
		q.partial = nil
	}
	q.mu.Unlock()
	q.wake()
	return len(p), nil
}

// finish marks the end of the output, keeping an unterminated last line.
func (q *lineQueue) finish() {
	q.mu.Lock()
	if len(q.partial) > 0 {
		q.lines = append(q.lines, strings.TrimRight(string(q.partial), "\r"))
		q.partial = nil
	}
	q.eof = true
	q.mu.Unlock()
	q.wake()
}

func (q *lineQueue) wake() {
	select {
	case q.notify <- struct{}{}:
	default:
	}
}

// next returns the next line if there is one, and whether the output has
// ended.
func (q *lineQueue) next() (line string, ok, eof bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.lines) > 0 {
		line = q.lines[0]
		q.lines = q.lines[1:]
		return line, true, false
	}
	return "", false, q.eof
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = t.buf[len(t.buf)-t.max:]
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}
