package pgn

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// scanner walks the text a byte at a time, counting lines and columns.
type scanner struct {
	s         string
	i         int
	line, col int
}

func (sc *scanner) eof() bool  { return sc.i >= len(sc.s) }
func (sc *scanner) peek() byte { return sc.s[sc.i] }

func (sc *scanner) next() byte {
	c := sc.s[sc.i]
	sc.i++
	if c == '\n' {
		sc.line++
		sc.col = 1
	} else {
		sc.col++
	}
	return c
}

func (sc *scanner) errorf(line, col int, format string, a ...any) *Error {
	return &Error{Line: line, Col: col, Msg: fmt.Sprintf(format, a...)}
}

// Parse reads every game of a PGN text.
func Parse(text string) ([]Game, error) {
	if !utf8.ValidString(text) {
		return nil, &Error{Line: 1, Col: 1, Msg: "the text is not UTF-8"}
	}
	sc := &scanner{s: strings.TrimPrefix(text, "\uFEFF"), line: 1, col: 1}
	var games []Game
	var g *Game
	start := func() {
		if g == nil {
			games = append(games, Game{Line: sc.line})
			g = &games[len(games)-1]
		}
	}
	for {
		skipSpace(sc)
		if sc.eof() {
			return games, nil
		}
		line, col := sc.line, sc.col
		c := sc.peek()
		switch {
		case c == '%' && col == 1: // escape: the line is for other programs
			skipLine(sc)
		case c == '{' || c == ';':
			if err := skipComment(sc); err != nil {
				return games, err
			}
		case c == '(':
			if err := skipVariation(sc); err != nil {
				return games, err
			}
		case c == ')':
			return games, sc.errorf(line, col, "')' without a '(' before it")
		case c == '[':
			if g != nil && len(g.Moves) > 0 {
				return games, sc.errorf(line, col, "a tag after the moves of the game that starts at line %d (its result is missing)", g.Line)
			}
			start()
			t, err := readTag(sc)
			if err != nil {
				return games, err
			}
			g.Tags = append(g.Tags, t)
		case c == '$':
			sc.next()
			if w := word(sc); w == "" || strings.Trim(w, "0123456789") != "" {
				return games, sc.errorf(line, col, "a NAG is '$' and a number, not %q", "$"+w)
			}
		default:
			w := word(sc)
			if w == "" {
				return games, sc.errorf(line, col, "unexpected %q", string(sc.next()))
			}
			start()
			if isResult(w) {
				g.Result = w
				g = nil
				continue
			}
			if m, ok := moveText(w); ok {
				g.Moves = append(g.Moves, Move{Text: m, Line: line, Col: col + strings.Index(w, m)})
			}
		}
	}
}

func skipSpace(sc *scanner) {
	for !sc.eof() && strings.IndexByte(" \t\r\n\f\v", sc.peek()) >= 0 {
		sc.next()
	}
}

func skipLine(sc *scanner) {
	for !sc.eof() && sc.next() != '\n' {
	}
}

// skipComment skips {…} or ; to the end of the line.
func skipComment(sc *scanner) error {
	line, col := sc.line, sc.col
	if sc.next() == ';' {
		skipLine(sc)
		return nil
	}
	for !sc.eof() {
		if sc.next() == '}' {
			return nil
		}
	}
	return sc.errorf(line, col, "comment '{' not closed by '}'")
}

// skipVariation skips a variation, nested ones and comments in it.
func skipVariation(sc *scanner) error {
	type open struct{ line, col int }
	var stack []open
	for !sc.eof() {
		switch sc.peek() {
		case '(':
			stack = append(stack, open{sc.line, sc.col})
			sc.next()
		case ')':
			sc.next()
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return nil
			}
		case '{', ';':
			if err := skipComment(sc); err != nil {
				return err
			}
		default:
			sc.next()
		}
	}
	o := stack[len(stack)-1]
	return sc.errorf(o.line, o.col, "variation '(' not closed by ')'")
}

// readTag reads [Name "Value"].
func readTag(sc *scanner) (Tag, error) {
	line, col := sc.line, sc.col
	sc.next() // '['
	skipSpace(sc)
	name := ""
	for !sc.eof() && isNameByte(sc.peek()) {
		name += string(sc.next())
	}
	if name == "" {
		return Tag{}, sc.errorf(line, col, "a tag is [Name \"value\"]: the name is missing")
	}
	skipSpace(sc)
	if sc.eof() || sc.peek() != '"' {
		return Tag{}, sc.errorf(sc.line, sc.col, "tag %s: expected its value in double quotes", name)
	}
	vline, vcol := sc.line, sc.col
	sc.next()
	var v strings.Builder
	for {
		if sc.eof() || sc.peek() == '\n' {
			return Tag{}, sc.errorf(vline, vcol, "tag %s: value not closed by '\"' on its line", name)
		}
		c := sc.next()
		if c == '"' {
			break
		}
		if c == '\\' && !sc.eof() && (sc.peek() == '"' || sc.peek() == '\\') {
			c = sc.next()
		}
		v.WriteByte(c)
	}
	skipSpace(sc)
	if sc.eof() || sc.peek() != ']' {
		return Tag{}, sc.errorf(sc.line, sc.col, "tag %s: expected ']' after its value", name)
	}
	sc.next()
	return Tag{Name: name, Value: v.String()}, nil
}

func isNameByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// word reads up to a space or a character that PGN gives a meaning to.
func word(sc *scanner) string {
	start := sc.i
	for !sc.eof() && strings.IndexByte(" \t\r\n\f\v{};()[]$", sc.peek()) < 0 {
		sc.next()
	}
	return sc.s[start:sc.i]
}

func isResult(w string) bool {
	return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*"
}

// moveText is w less a move number ("12." "12..." and "12.e4" alike) and
// annotation marks; ok is false when nothing is left (a bare number).
func moveText(w string) (string, bool) {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i > 0 && i < len(w) && w[i] == '.' {
		w = strings.TrimLeft(w[i:], ".")
	} else if i == len(w) {
		return "", false
	}
	w = strings.TrimLeft(w, ".")
	w = strings.TrimRight(w, "!?")
	return w, w != ""
}
