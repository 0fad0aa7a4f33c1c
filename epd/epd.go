package epd

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxDepth is the deepest depth a suite may give (perft.MaxDepth; kept
// here so that the parser needs no engine).
const MaxDepth = 64

// maxLine is the longest line Parse reads (bytes).
const maxLine = 1 << 16

// Count is one ";D<depth> <nodes>" field.
type Count struct {
	Depth int    `json:"depth"`
	Nodes uint64 `json:"nodes"`
}

// Position is one line of a suite.
type Position struct {
	Line   int     `json:"line"` // 1-based
	FEN    string  `json:"fen"`
	Counts []Count `json:"counts"` // in the order written
}

// Error is a malformed line: File:Line:Col: Msg.
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// Parse reads the suite in r; name is the file's name for errors.
func Parse(r io.Reader, name string) ([]Position, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	var out []Position
	n := 0
	for sc.Scan() {
		n++
		text := strings.TrimSuffix(sc.Text(), "\r")
		if t := strings.TrimSpace(text); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		p, err := parseLine(text)
		if err != nil {
			err.File, err.Line = name, n
			return nil, err
		}
		p.Line = n
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return nil, &Error{File: name, Line: n + 1, Col: 1, Msg: fmt.Sprintf("line longer than %d bytes", maxLine)}
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no positions (want lines \"FEN ;D1 20 ;D2 400\")", name)
	}
	return out, nil
}

// parseLine reads one line; the Error it returns has Col and Msg set.
func parseLine(text string) (Position, *Error) {
	at := func(off int, format string, a ...any) *Error {
		return &Error{Col: utf8.RuneCountInString(text[:off]) + 1, Msg: fmt.Sprintf(format, a...)}
	}
	if !utf8.ValidString(text) {
		return Position{}, &Error{Col: 1, Msg: "the line is not UTF-8 text"}
	}
	semi := strings.IndexByte(text, ';')
	if semi < 0 {
		return Position{}, at(len(text), "no perft counts: want \"FEN ;D1 20 ;D2 400\"")
	}
	p := Position{FEN: strings.TrimSpace(text[:semi])}
	if p.FEN == "" {
		return p, at(0, "no FEN before the first ';'")
	}
	seen := map[int]bool{}
	for off := semi; off < len(text); {
		end := strings.IndexByte(text[off+1:], ';')
		if end < 0 {
			end = len(text)
		} else {
			end += off + 1
		}
		field := text[off+1 : end]
		start := off + 1 + len(field) - len(strings.TrimLeft(field, " \t"))
		if strings.TrimSpace(field) == "" {
			if end == len(text) && len(p.Counts) > 0 {
				break // a trailing ';'
			}
			return p, at(start, "empty field: want \"D<depth> <nodes>\"")
		}
		c, err := parseCount(strings.TrimSpace(field), start, at)
		if err != nil {
			return p, err
		}
		if seen[c.Depth] {
			return p, at(start, "depth %d given twice", c.Depth)
		}
		seen[c.Depth] = true
		p.Counts = append(p.Counts, c)
		off = end
	}
	return p, nil
}

// parseCount reads "D<depth> <nodes>" (field trimmed, starting at byte
// start of the line).
func parseCount(field string, start int, at func(int, string, ...any) *Error) (Count, *Error) {
	words := strings.Fields(field)
	if !strings.HasPrefix(words[0], "D") {
		return Count{}, at(start, "field %q: want \"D<depth> <nodes>\"", short(field))
	}
	d, err := strconv.Atoi(words[0][1:])
	if err != nil || d < 1 || d > MaxDepth || words[0][1] == '0' || words[0][1] == '+' {
		return Count{}, at(start+1, "depth %q: want a whole number from 1 to %d", short(words[0][1:]), MaxDepth)
	}
	if len(words) < 2 {
		return Count{}, at(start+len(field), "D%d has no node count", d)
	}
	nodesAt := start + strings.Index(field[len(words[0]):], words[1]) + len(words[0])
	n, err := strconv.ParseUint(words[1], 10, 64)
	if err != nil || words[1][0] == '+' {
		return Count{}, at(nodesAt, "node count %q: want a decimal number", short(words[1]))
	}
	if len(words) > 2 {
		extra := nodesAt + len(words[1]) + strings.Index(field[nodesAt-start+len(words[1]):], words[2])
		return Count{}, at(extra, "%q after D%d's count", short(words[2]), d)
	}
	return Count{Depth: d, Nodes: n}, nil
}

// short cuts s for a message.
func short(s string) string {
	if utf8.RuneCountInString(s) > 20 {
		return string([]rune(s)[:20]) + "..."
	}
	return s
}
