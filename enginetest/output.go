package enginetest

import (
	"bytes"
	"strings"
	"sync"
)

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
