package grammar

import (
	"fmt"
	"io"
	"sync"

	"github.com/alecthomas/participle/v2/lexer"
)

// betzaLexer is participle's lexer for Betza. Its tokens:
//
//	Mod    a run of modifier letters, a-z (one token: Parse builds a
//	       modifier a letter from it, see buildMods)
//	Atom   an atom letter, A-Z or '@', with the X or Y and the range
//	       ('*' or digits) after it (buildAtom splits it)
//	Int    a run of digits
//	Punct  one of [ ] ? * ( ) -
//
// Every token but Int is one character, so it is a loop over the string
// rather than participle's regular-expression lexer, which compiled its
// rules when the parser was built and ran them at each token: a quarter
// of what chushogi's Betza parses allocated (issue 31).
type betzaLexer struct{}

// The token types, numbered as participle numbers its own lexers' (from
// EOF down).
const (
	tokMod = lexer.EOF - 1 - iota
	tokAtom
	tokInt
	tokPunct
)

// tokenSymbols names the token types. participle asks for them at every
// parse and only reads them, so they are made once, on first use (not
// when the package is initialized, which every command pays; issue 31).
var (
	symbolsOnce  sync.Once
	tokenSymbols map[string]lexer.TokenType
)

func (betzaLexer) Symbols() map[string]lexer.TokenType {
	symbolsOnce.Do(func() {
		tokenSymbols = map[string]lexer.TokenType{"EOF": lexer.EOF, "Mod": tokMod, "Atom": tokAtom, "Int": tokInt, "Punct": tokPunct}
	})
	return tokenSymbols
}

func (d betzaLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexString(filename, string(src))
}

// LexString is participle's fast path for a string (lexer.StringDefinition).
func (betzaLexer) LexString(filename, src string) (lexer.Lexer, error) {
	return &betzaTokens{src: src, pos: lexer.Position{Filename: filename, Line: 1, Column: 1}}, nil
}

// betzaTokens reads the tokens of src from pos on.
type betzaTokens struct {
	src string
	pos lexer.Position
}

func (l *betzaTokens) Next() (lexer.Token, error) {
	at := l.pos
	if at.Offset >= len(l.src) {
		return lexer.EOFToken(at), nil
	}
	c, n := l.src[at.Offset], 1
	var typ lexer.TokenType
	switch {
	case isMod(c):
		typ = tokMod
		for at.Offset+n < len(l.src) && isMod(l.src[at.Offset+n]) {
			n++
		}
	case c >= 'A' && c <= 'Z' || c == '@':
		typ = tokAtom
		n = atomLen(l.src[at.Offset:])
	case isDigit(c):
		typ = tokInt
		for at.Offset+n < len(l.src) && isDigit(l.src[at.Offset+n]) {
			n++
		}
	case c == '[' || c == ']' || c == '?' || c == '*' || c == '(' || c == ')' || c == '-':
		typ = tokPunct
	default: // Parse rejects these first (validChar)
		return lexer.Token{}, &lexer.Error{Msg: fmt.Sprintf("invalid input text %q", l.src[at.Offset:]), Pos: at}
	}
	l.pos.Offset += n
	l.pos.Column += n
	return lexer.Token{Type: typ, Value: l.src[at.Offset : at.Offset+n], Pos: at}, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isMod(c byte) bool { return c >= 'a' && c <= 'z' }

// atomLen is the length of the Atom token at the start of s: the letter,
// an X or Y after it, then a run of digits or one '*' (buildAtom reads
// them, and refuses what does not belong).
func atomLen(s string) int {
	n := 1
	if n < len(s) && (s[n] == 'X' || s[n] == 'Y') {
		n++
	}
	switch {
	case n < len(s) && s[n] == '*':
		n++
	default:
		for n < len(s) && isDigit(s[n]) {
			n++
		}
	}
	return n
}
