package grammar

import (
	"fmt"
	"io"
	"sync"

	"github.com/alecthomas/participle/v2/lexer"
)

// betzaLexer is participle's lexer for Betza. Its tokens:
//
//	Term   a run of modifier letters a-z, maybe empty, then an atom
//	       letter, A-Z or '@', with the X or Y and the range ('*' or
//	       digits) after it (splitTerm and buildAtom split it); outside
//	       brackets, a run of such terms (cutTerm cuts it)
//	Mod    a run of modifier letters not followed by an atom letter
//	       (before a '[', or an error)
//	Int    a run of digits
//	Punct  one of [ ] ? * ( ) -
//
// The tokens are runs of characters of a few kinds (a Term and a Mod told
// apart by what follows the modifiers), so it is a loop over the string
// rather than participle's regular-expression lexer, which compiled its
// rules when the parser was built and ran them at each token: a quarter
// of what chushogi's Betza parses allocated (issue 31).
//
// A term's modifiers are in its token, not in one of their own:
// participle pays a branch, a boxed value and a slot in its token slice
// for each token (with pPiece's grammar, a third of what chushogi's
// Betza parses allocated; issue 31). So outside brackets a run of terms
// is one token too (a token a term was 16 KB of chushogi's load): there
// the grammar takes any number of terms, and a Term token is never the
// one it fails at. Inside brackets, where a second term in a leg is an
// error, each term stays a token, and the grammar fails where it did.
type betzaLexer struct{}

// The token types, numbered as participle numbers its own lexers' (from
// EOF down).
const (
	tokMod = lexer.EOF - 1 - iota
	tokTerm
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
		tokenSymbols = map[string]lexer.TokenType{"EOF": lexer.EOF, "Mod": tokMod, "Term": tokTerm, "Int": tokInt, "Punct": tokPunct}
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
	in  bool // after a '[' and before the ']' that closes it
}

func (l *betzaTokens) Next() (lexer.Token, error) {
	at := l.pos
	if at.Offset >= len(l.src) {
		return lexer.EOFToken(at), nil
	}
	c, n := l.src[at.Offset], 1
	var typ lexer.TokenType
	switch {
	case isMod(c) || isAtom(c):
		typ, n = lexTerm(l.src[at.Offset:])
		for typ == tokTerm && !l.in && at.Offset+n < len(l.src) {
			t, m := lexTerm(l.src[at.Offset+n:])
			if t != tokTerm {
				break
			}
			n += m
		}
	case isDigit(c):
		typ = tokInt
		for at.Offset+n < len(l.src) && isDigit(l.src[at.Offset+n]) {
			n++
		}
	case c == '[' || c == ']' || c == '?' || c == '*' || c == '(' || c == ')' || c == '-':
		typ = tokPunct
		if c == '[' || c == ']' {
			l.in = c == '['
		}
	default: // Parse rejects these first (validChar)
		return lexer.Token{}, &lexer.Error{Msg: fmt.Sprintf("invalid input text %q", l.src[at.Offset:]), Pos: at}
	}
	l.pos.Offset += n
	l.pos.Column += n
	return lexer.Token{Type: typ, Value: l.src[at.Offset : at.Offset+n], Pos: at}, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isMod(c byte) bool { return c >= 'a' && c <= 'z' }

func isAtom(c byte) bool { return c >= 'A' && c <= 'Z' || c == '@' }

// modsLen is the length of the run of modifier letters s starts with.
func modsLen(s string) int {
	n := 0
	for n < len(s) && isMod(s[n]) {
		n++
	}
	return n
}

// lexTerm is the type and length of the Term or Mod token at the start
// of s.
func lexTerm(s string) (lexer.TokenType, int) {
	n := modsLen(s)
	if n == len(s) || !isAtom(s[n]) {
		return tokMod, n
	}
	return tokTerm, n + atomLen(s[n:])
}

// atomLen is the length of the atom at the start of s: the letter,
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
