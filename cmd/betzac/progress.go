package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/betzac/betzac/perft"
)

// isTerminal reports whether w is a terminal (a character device); a
// variable so that tests can pretend.
var isTerminal = func(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// statusLine shows how far a long command is, on stderr: on a terminal one
// line rewritten in place, anywhere else (a file, a pipe) plain lines.
type statusLine struct {
	w      io.Writer
	tty    bool
	mu     sync.Mutex // a progress report may come as the run ends
	shown  bool       // a line is on the terminal
	closed bool       // nothing more to show
}

func newStatusLine(w io.Writer) *statusLine { return &statusLine{w: w, tty: isTerminal(w)} }

// Show prints line: on a terminal over the one shown before.
func (s *statusLine) Show(line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	if !s.tty {
		fmt.Fprintln(s.w, line)
		return
	}
	fmt.Fprintf(s.w, "\r%s\x1b[K", line) // ESC [K clears the rest of the old line
	s.shown = true
}

// Clear removes the line from the terminal, before other output.
func (s *statusLine) Clear() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clear()
}

// Close clears the line for good: a later Show prints nothing.
func (s *statusLine) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clear()
	s.closed = true
}

func (s *statusLine) clear() {
	if s.shown {
		fmt.Fprint(s.w, "\r\x1b[K")
		s.shown = false
	}
}

// perftProgress is a perft run's progress: the root moves done (the
// first thing, which the interrupt test reads), nodes, speed, time, and
// an ETA from the share of root moves done once there is one.
func perftProgress(pr perft.Progress) string {
	secs := pr.Elapsed.Seconds()
	line := fmt.Sprintf("perft: %d/%d root moves, %d nodes, %.1f M nodes/s, %.0fs", pr.Done, pr.Total, pr.Nodes,
		float64(pr.Nodes)/secs/1e6, secs)
	if pr.Done > 0 && pr.Done < pr.Total {
		eta := time.Duration(float64(pr.Elapsed) * float64(pr.Total-pr.Done) / float64(pr.Done))
		line += fmt.Sprintf(", ETA %s", eta.Round(time.Second))
	}
	return line
}
