package gamecode

import (
	"fmt"
	"strings"
)

// Pos is a place in one code field of a preset.
type Pos struct {
	Field     string // "Pre-Game", "Post-Move 1", …
	Line, Col int    // 1-based
}

func (p Pos) String() string {
	return fmt.Sprintf("%s: line %d, col %d", p.Field, p.Line, p.Col)
}

// Error is a positioned error: a parse error, or a run-time error of the
// code (not a refusal, which is a result).
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

func errAt(p Pos, format string, args ...any) *Error {
	return &Error{Pos: p, Msg: fmt.Sprintf(format, args...)}
}

type tokKind int

const (
	tWord tokKind = iota
	tString
	tOpen  // (
	tClose // )
	tSemi  // ;
	tColon // :
)

type token struct {
	kind tokKind
	text string // the word, or the string without its quotes
	pos  Pos
}

// lex splits a code field into tokens. Newlines are white space.
func lex(field, src string) ([]token, error) {
	var toks []token
	line, col := 1, 1
	i := 0
	advance := func(n int) {
		for ; n > 0; n-- {
			if src[i] == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
			i++
		}
	}
	for i < len(src) {
		c := src[i]
		p := Pos{field, line, col}
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			advance(1)
		case strings.HasPrefix(src[i:], "//"):
			return nil, errAt(p, "comments are outside the emitted subset")
		case c == '"':
			end := strings.IndexByte(src[i+1:], '"')
			if end < 0 {
				return nil, errAt(p, "string without its closing quote")
			}
			toks = append(toks, token{tString, src[i+1 : i+1+end], p})
			advance(end + 2)
		case c == '(' || c == ')' || c == ';' || c == ':':
			toks = append(toks, token{punctKind(c), string(c), p})
			advance(1)
		default:
			n := 0
			for i+n < len(src) && !strings.ContainsRune(" \t\n\r();:\"", rune(src[i+n])) {
				n++
			}
			if strings.Contains(src[i:i+n], "//") {
				return nil, errAt(p, "comments are outside the emitted subset")
			}
			toks = append(toks, token{tWord, src[i : i+n], p})
			advance(n)
		}
	}
	return toks, nil
}

func punctKind(c byte) tokKind {
	switch c {
	case '(':
		return tOpen
	case ')':
		return tClose
	case ';':
		return tSemi
	}
	return tColon
}
