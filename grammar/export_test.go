package grammar

import (
	"sync"

	"github.com/alecthomas/participle/v2"
)

// ParseFresh parses src without the memo, for the tests of package
// grammar_test.
var ParseFresh = parseNew

// perCapture is pPiece's grammar as it was before its tokens were
// captured at once (issue 31): a capture per token, each converted to a
// string.
type perCapture struct {
	Tokens []string `parser:"( @Mod? ( @Atom | @\"[\" @Mod? @Atom ( @(\"-\" | \"?\") @Mod? @Atom )* @\"]\" ) )*"`
}

var perCaptureParser = sync.OnceValue(func() *participle.Parser[perCapture] {
	return participle.MustBuild[perCapture](participle.Lexer(betzaLexer{}), participle.UseLookahead(4))
})

// Tokens returns the tokens pPiece's grammar captures from src, or the
// error Parse explains its failure with.
func Tokens(src string) ([]string, error) {
	raw, err := parser().ParseString("", src)
	if err != nil {
		return nil, explain(src, err)
	}
	var out []string
	for _, tok := range raw.Tokens {
		out = append(out, tok.Value)
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
