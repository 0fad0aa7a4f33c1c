package grammar

import (
	"io"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// ParseFresh parses src without the memo, for the tests of package
// grammar_test.
var ParseFresh = parseNew

// ParseParticiple is ParseFresh through participle for every string,
// and OneTerm reports whether ParseFresh builds src without it.
var ParseParticiple = parseParticiple

func OneTerm(src string) bool {
	_, ok := oneTerm(src)
	return ok
}

// perCapture is pPiece's grammar as it was before its tokens were
// captured at once (issue 31): a capture per token, each converted to a
// string, and a token for a term's modifiers and one for its atom.
type perCapture struct {
	Tokens []string `parser:"( @Mod? ( @Atom | @\"[\" @Mod? @Atom ( @(\"-\" | \"?\") @Mod? @Atom )* @\"]\" ) )*"`
}

var perCaptureParser = sync.OnceValue(func() *participle.Parser[perCapture] {
	return participle.MustBuild[perCapture](participle.Lexer(splitLexer{}), participle.UseLookahead(4))
})

// tokAtom is the type of splitLexer's Atom tokens.
const tokAtom = tokPunct - 1

// splitLexer is betzaLexer as it was before a term's modifiers and its
// atom were one token: it splits each Term token in two.
type splitLexer struct{}

func (splitLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	l, err := betzaLexer{}.Lex(filename, r)
	return &splitTokens{in: l}, err
}

func (splitLexer) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{"EOF": lexer.EOF, "Mod": tokMod, "Atom": tokAtom, "Int": tokInt, "Punct": tokPunct}
}

func (splitLexer) LexString(filename, src string) (lexer.Lexer, error) {
	l, err := betzaLexer{}.LexString(filename, src)
	return &splitTokens{in: l}, err
}

// splitTokens are in's tokens, each Term token split into its terms and
// each term in two.
type splitTokens struct {
	in   lexer.Lexer
	atom *lexer.Token // the atom of the term last split
	run  lexer.Token  // the terms of the Term token not yet split
}

func (l *splitTokens) Next() (lexer.Token, error) {
	if a := l.atom; a != nil {
		l.atom = nil
		return *a, nil
	}
	tok := l.run
	if tok.Value == "" {
		var err error
		tok, err = l.in.Next()
		if err != nil || tok.Type != tokTerm {
			return tok, err
		}
	}
	_, n := lexTerm(tok.Value)
	l.run = tok
	l.run.Value = tok.Value[n:]
	l.run.Pos.Offset += n
	l.run.Pos.Column += n
	tok.Value = tok.Value[:n]
	mods, atom := splitTerm(tok.Value)
	a := lexer.Token{Type: tokAtom, Value: atom, Pos: tok.Pos}
	a.Pos.Offset += len(mods)
	a.Pos.Column += len(mods)
	if mods == "" {
		return a, nil
	}
	l.atom = &a
	return lexer.Token{Type: tokMod, Value: mods, Pos: tok.Pos}, nil
}

// Tokens returns the tokens pPiece's grammar captures from src, each
// Term token split into its terms and each term into its modifiers and
// its atom, or the error Parse
// explains its failure with.
func Tokens(src string) ([]string, error) {
	raw, err := parser().ParseString("", src)
	if err != nil {
		return nil, explain(src, err)
	}
	var out []string
	for _, tok := range raw.Tokens {
		if tok.Type != tokTerm {
			out = append(out, tok.Value)
			continue
		}
		for run := tok.Value; run != ""; {
			var t pTerm
			t, run = cutTerm(run)
			for _, v := range []string{t.Mods, t.Atom} {
				if v != "" {
					out = append(out, v)
				}
			}
		}
	}
	return out, nil
}

// TokensPerCapture is Tokens through the grammar with a capture per
// token.
func TokensPerCapture(src string) ([]string, error) {
	raw, err := perCaptureParser().ParseString("", src)
	if err != nil {
		return nil, explain(src, err)
	}
	return raw.Tokens, nil
}
