package enginetest

import (
	"fmt"
	"strconv"
	"strings"
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

func (e *Engine) fail(kind ErrorKind, command, msg string) *Error {
	var stderr []string
	for _, l := range strings.Split(e.stderr.String(), "\n") {
		stderr = append(stderr, printable(l))
	}
	return &Error{Kind: kind, Command: command, Msg: msg, Stderr: strings.Join(stderr, "\n"), Last: append([]string(nil), e.last...)}
}

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
