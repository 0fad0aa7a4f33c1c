package grammar

import "github.com/alecthomas/participle/v2/lexer"

// fastParse is participle's parse of src (a pPiece, positions and all)
// for the strings the grammar takes, without participle: a loop over the
// tokens, as the grammar is a sequence of terms, each modifiers then a
// bracket or an atom. It reports false for any other string, which Parse
// gives participle for its error. Participle's parse was most of the
// Betza strings' cost at start-up, and building its parser a tenth more
// (issue 31).
func fastParse(src string) (*pPiece, bool) {
	toks, ok := lexAll(src)
	if !ok {
		return nil, false
	}
	p := &pPiece{}
	for i := 0; i < len(toks); {
		t := &pTerm{Pos: toks[i].Pos}
		t.Mods, i = modsAt(toks, i)
		switch {
		case i < len(toks) && isPunct(toks[i], "["):
			t.Bracket, i, ok = bracketAt(toks, i+1)
		case i < len(toks) && toks[i].Type == tokAtom:
			t.Atom, i = &pAtom{Pos: toks[i].Pos, Token: toks[i].Value}, i+1
		default:
			ok = false
		}
		if !ok {
			return nil, false
		}
		p.Terms = append(p.Terms, t)
	}
	return p, true
}

// lexAll returns src's tokens, as betzaLexer reads them for ParseString,
// or false if one is not a token.
func lexAll(src string) ([]lexer.Token, bool) {
	l := betzaTokens{src: src, pos: lexer.Position{Line: 1, Column: 1}}
	toks := make([]lexer.Token, 0, len(src))
	for {
		tok, err := l.Next()
		if err != nil {
			return nil, false
		}
		if tok.EOF() {
			return toks, true
		}
		toks = append(toks, tok)
	}
}

func isPunct(tok lexer.Token, s string) bool { return tok.Type == tokPunct && tok.Value == s }

// modsAt returns the modifiers at toks[i], if any, and the index after.
func modsAt(toks []lexer.Token, i int) (*pMods, int) {
	if i < len(toks) && toks[i].Type == tokMod {
		return &pMods{Pos: toks[i].Pos, Letters: toks[i].Value}, i + 1
	}
	return nil, i
}

// bracketAt reads a bracket's legs from toks[i] (after its '[') to its
// ']', and returns the index after it.
func bracketAt(toks []lexer.Token, i int) (*pBracket, int, bool) {
	b := &pBracket{}
	first, i, ok := bracketLegAt(toks, i)
	if !ok {
		return nil, 0, false
	}
	b.First = first
	for i < len(toks) && (isPunct(toks[i], "-") || isPunct(toks[i], "?")) {
		r := &pBRest{Pos: toks[i].Pos, Sep: toks[i].Value}
		if r.Leg, i, ok = bracketLegAt(toks, i+1); !ok {
			return nil, 0, false
		}
		b.Rest = append(b.Rest, r)
	}
	if i < len(toks) && isPunct(toks[i], "]") {
		return b, i + 1, true
	}
	return nil, 0, false
}

// bracketLegAt reads a bracket leg, modifiers then an atom, from toks[i].
func bracketLegAt(toks []lexer.Token, i int) (*pBLeg, int, bool) {
	if i >= len(toks) {
		return nil, 0, false
	}
	l := &pBLeg{Pos: toks[i].Pos}
	l.Mods, i = modsAt(toks, i)
	if i >= len(toks) || toks[i].Type != tokAtom {
		return nil, 0, false
	}
	l.Atom = &pAtom{Pos: toks[i].Pos, Token: toks[i].Value}
	return l, i + 1, true
}
