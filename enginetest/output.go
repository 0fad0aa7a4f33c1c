package enginetest

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
)

// maxLine is the longest line lineQueue waits for the end of.
const maxLine = 64 << 10

// What is kept of an engine's output: an engine that floods it (an
// endless "info" stream, say) once made enginetest hold half a gigabyte.
// Past maxQueuedLines lines or maxQueuedBytes bytes not yet read, or
// maxAnswerLines lines in answer to one command (readUntil), the engine is
// reported as flooding and the rest of its output is dropped. A perft
// divide has one line per root move: a few thousand at most.
const (
	maxQueuedLines = 100_000
	maxQueuedBytes = 16 << 20
	maxAnswerLines = 100_000
)

// lineQueue splits what the engine prints into lines and queues them up to
// the bounds above, so that the engine is never blocked by a slow reader.
type lineQueue struct {
	mu      sync.Mutex
	partial []byte
	lines   []string
	bytes   int    // in lines
	flood   string // why the output was dropped, once it was
	eof     bool
	notify  chan struct{} // gets a value when lines or eof arrive
}

func newLineQueue() *lineQueue { return &lineQueue{notify: make(chan struct{}, 1)} }

func (q *lineQueue) Write(p []byte) (int, error) {
	q.mu.Lock()
	if q.flood != "" {
		q.mu.Unlock()
		return len(p), nil // dropped: the reader reports the flood
	}
	q.partial = append(q.partial, p...)
	for {
		i := bytes.IndexByte(q.partial, '\n')
		if i < 0 {
			break
		}
		q.push(strings.TrimRight(string(q.partial[:i]), "\r"))
		q.partial = q.partial[i+1:]
	}
	if len(q.partial) > maxLine {
		// No UCI line is this long: binary output without newlines.
		q.push(string(q.partial))
		q.partial = nil
	}
	if len(q.lines) > maxQueuedLines || q.bytes > maxQueuedBytes {
		q.flood = fmt.Sprintf("it flooded its output: more than %d lines or %d MB not yet read, such as %s",
			maxQueuedLines, maxQueuedBytes>>20, printable(q.lines[len(q.lines)-1]))
		q.lines, q.bytes, q.partial = nil, 0, nil
	}
	q.mu.Unlock()
	q.wake()
	return len(p), nil
}

// push queues a line; q.mu is held.
func (q *lineQueue) push(line string) {
	q.lines = append(q.lines, line)
	q.bytes += len(line)
}

// flooded is why the output was dropped, or "".
func (q *lineQueue) flooded() string {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.flood
}

// finish marks the end of the output, keeping an unterminated last line.
func (q *lineQueue) finish() {
	q.mu.Lock()
	if len(q.partial) > 0 {
		q.push(strings.TrimRight(string(q.partial), "\r"))
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
		q.bytes -= len(line)
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
