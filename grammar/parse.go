package grammar

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar. A term's modifiers and its atom are one Term
// token, and modifiers before a bracket a Mod token (betzaLexer,
// lexer.go); the grammar groups them into terms, and build() turns the
// result into the public AST, splitting modifiers into legs at 'a' and
// checking what a context-free grammar cannot say (which letters are
// atoms, X/Y only after leapers, ranges).

// pPiece is the piece's tokens, in order: terms, and brackets ("[", the
// legs' tokens and "]", after the bracket's modifiers if any). The
// grammar checks how they follow one another and captures them all at
// once, as the lexer's own tokens: participle pays a node, a reflected
// value, a deferred field set and an allocation or two for each struct
// and capture, most of a Betza string's parse (a struct per term was a
// third of it, a struct per bracket leg a third more of participle's
// build, and a capture per token, converted to a string, 60 KB and 600
// allocations of chushogi's load; issue 31). build then cuts them into
// terms (cutTerm, nextTerm). No struct has participle's Pos either: the tokens follow one
// another without a gap (the lexer elides nothing), so build counts
// every position from the lengths of the tokens before it (termLen).
//
// "Term? (bracket Term?)*" is "(Term | bracket)*" without a disjunction
// and its branches at each term; Term? and not Term*, as the lexer makes
// a run of terms outside brackets one token (the failing last iteration
// of Term* cost participle a branch, 4 KB of chushogi's load). A
// bracket's legs are Term tokens; the Mod? before them never matches in
// a string the grammar accepts, but puts the error after a leg's lone
// modifiers ("[f]") where it was when modifiers had a token of their own.
type pPiece struct {
	Tokens []lexer.Token `parser:"@( Term? ( Mod? \"[\" Mod? Term ( (\"-\" | \"?\") Mod? Term )* \"]\" Term? )* )"`
}

// pTerm is a term's tokens: its modifiers (or ""), then its atom or, for
// a bracket (Atom ""), the tokens between "[" and "]", the legs' Term
// tokens and the separators between the legs. The first leg starts right
// after the '['.
type pTerm struct {
	Mods, Atom string
	Legs       []lexer.Token
}

// cutTerm cuts the first term from run, the text of a Term token, and
// returns it and the terms after it.
func cutTerm(run string) (pTerm, string) {
	var t pTerm
	_, n := lexTerm(run)
	t.Mods, t.Atom = splitTerm(run[:n])
	return t, run[n:]
}

// nextTerm cuts the first bracket from toks, tokens as pPiece's grammar
// accepts them that do not start with a Term token, and returns it and
// the tokens after it.
func nextTerm(toks []lexer.Token) (pTerm, []lexer.Token) {
	var t pTerm
	if toks[0].Type == tokMod {
		t.Mods, toks = toks[0].Value, toks[1:]
	}
	end := slices.IndexFunc(toks, func(tok lexer.Token) bool { return tok.Value == "]" })
	t.Legs = toks[1:end]
	return t, toks[end+1:]
}

// splitTerm splits a Term token into its modifiers and its atom.
func splitTerm(tok string) (mods, atom string) {
	n := modsLen(tok)
	return tok[:n], tok[n:]
}

// The parser is built on first use: commands that read no Betza string
// do not pay for it at start-up. A sync.Once and a variable rather than
// sync.OnceValue, which allocates when the package is initialized: the
// package has nothing to do then (issue 31).
var (
	parserOnce  sync.Once
	builtParser *participle.Parser[pPiece]
)

// parser returns the parser, built on first use.
func parser() *participle.Parser[pPiece] {
	parserOnce.Do(func() { builtParser = buildParser() })
	return builtParser
}

func buildParser() *participle.Parser[pPiece] {
	return participle.MustBuild[pPiece](
		participle.Lexer(betzaLexer{}), // lexer.go
		participle.UseLookahead(4),
	)
}

// MaxLen is the longest Betza string Parse reads: real pieces need a few
// dozen characters, and a longer string only costs time and memory (about
// a kilobyte a character). Every Betza string betzac reads, from a variant
// file, --betza or an imported ini file, comes through Parse.
const MaxLen = 4096

// Parse parses one XBetza string into a Piece. A malformed string gives an
// *Error that says what is wrong at which column; no input makes it panic.
func Parse(src string) (*Piece, error) {
	if p, err := precheck(src); p != nil || err != nil {
		return p, err
	}
	if p := memoGet(src); p != nil {
		return p, nil
	}
	p, err := parseNew(src)
	if err == nil {
		memoPut(src, p.clone())
	}
	return p, err
}

// Check returns the error Parse would return for src, or nil. It hands
// out no piece, so it copies none: a string in the memo is not parsed
// again, and one it parses is kept as it is. Package variants checks each
// piece's string so, and package compiler then reads it from the memo
// (ParseShared).
func Check(src string) error {
	_, err := ParseShared(src)
	return err
}

// ParseShared is Parse for a caller that only reads the piece: it hands
// out the piece the memo keeps, not a copy, so that every caller of
// ParseShared with src may get the same piece, and none may change it.
// Package compiler reads each piece it compiles so (a copy each was 18 KB
// and 500 allocations of chushogi's load, issue 31).
func ParseShared(src string) (*Piece, error) {
	if p, err := precheck(src); p != nil || err != nil {
		return p, err
	}
	if p := memoShared(src); p != nil {
		return p, nil
	}
	p, err := parseNew(src)
	if err == nil {
		memoPut(src, p)
	}
	return p, err
}

// precheck refuses a string that is too long or has a character Betza
// does not use, and parses a blank one; (nil, nil) for any other.
func precheck(src string) (*Piece, error) {
	if len(src) > MaxLen {
		return nil, Errorf(Pos{MaxLen}, "too long: a piece's Betza is at most %d characters", MaxLen)
	}
	if i := strings.IndexFunc(src, func(r rune) bool { return !validChar(r) }); i >= 0 {
		r := []rune(src[i:])[0]
		return nil, Errorf(Pos{i}, "unexpected character %q: Betza uses modifier letters a-z, atom letters A-Z, '@', digits, '*' and brackets", r)
	}
	if strings.TrimSpace(src) == "" {
		return &Piece{Source: src}, nil
	}
	return nil, nil
}

// parseNew is Parse for a string not in the memo. A string the lexer
// reads as one Term token, a run of terms without brackets (every string
// of chushogi), is what the grammar captures as that token alone, Term?
// then no bracket (TestOneTermAsParticiple): it is built from the token
// without participle, whose parse was 32 KB of chushogi's load and its
// build 15 KB more (issue 31). Any other string goes through participle.
func parseNew(src string) (*Piece, error) {
	if tok, ok := oneTerm(src); ok {
		return build(src, tok.Value, nil)
	}
	return parseParticiple(src)
}

// parseParticiple is parseNew through participle, for every string.
func parseParticiple(src string) (*Piece, error) {
	raw, err := parser().ParseString("", src)
	if err != nil {
		return nil, explain(src, err)
	}
	return build(src, "", raw.Tokens)
}

// oneTerm returns the token of src if the lexer reads all of it as one
// Term token.
func oneTerm(src string) (lexer.Token, bool) {
	l := betzaTokens{src: src, pos: lexer.Position{Line: 1, Column: 1}}
	tok, err := l.Next()
	return tok, err == nil && tok.Type == tokTerm && len(tok.Value) == len(src)
}

func validChar(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("@[]?*()-", r)
}

// atomLetters maps every accepted atom letter to its canonical letter,
// and every other byte to 0. An array, which the compiler lays out as
// data, not a map, which package initialization would build (issue 31).
var atomLetters = [256]byte{
	'W': 'W', 'F': 'F', 'D': 'D', 'N': 'N', 'A': 'A', 'H': 'H', 'C': 'C', 'Z': 'Z', 'G': 'G',
	'L': 'C', 'J': 'Z', // old names of the camel and zebra
	'K': 'K', 'Q': 'Q', 'R': 'R', 'B': 'B',
	'O': 'O', 'U': 'U', 'I': 'I', '@': '@',
}

// atomLetter returns the canonical letter of atom letter c, and whether c
// is an atom letter.
func atomLetter(c byte) (byte, bool) {
	letter := atomLetters[c]
	return letter, letter != 0
}

// IsLeaper reports whether the canonical atom letter is a leaper that X and
// Y can extend and that may be doubled into a rider.
func IsLeaper(letter byte) bool { return strings.IndexByte("WFDNAHCZG", letter) >= 0 }

// build builds the piece of src from run, the text of a Term token, and
// then from toks, tokens as pPiece's grammar captures them.
func build(src, run string, toks []lexer.Token) (*Piece, error) {
	p := &Piece{Source: src}
	at := 0 // where rt starts: the terms follow one another without a gap
	for len(toks) > 0 || run != "" {
		var rt pTerm
		switch {
		case run != "":
			rt, run = cutTerm(run)
		case toks[0].Type == tokTerm:
			rt, run = cutTerm(toks[0].Value)
			toks = toks[1:]
		default:
			rt, toks = nextTerm(toks)
		}
		t, err := buildTerm(&rt, at)
		if err != nil {
			return nil, err
		}
		at += termLen(&rt)
		// A doubled leaper letter ("NN") is one rider, not two terms.
		if n := len(p.Terms); n > 0 && !t.IsBracket() && len(t.Legs) == 1 && len(t.Legs[0].Mods) == 0 {
			prev := p.Terms[n-1]
			if !prev.IsBracket() && mergeDoubled(prev.Atom, t.Atom) {
				continue
			}
		}
		p.Terms = append(p.Terms, t)
	}
	return p, nil
}

// mergeDoubled folds b into a when b repeats a's letter right after it, with
// no extension or range in between; it reports whether it did.
func mergeDoubled(a, b *Atom) bool {
	if a.Letter != b.Letter || !IsLeaper(a.Letter) || a.Doubled || a.Ext != 0 || b.Ext != 0 ||
		a.Range != NoRange || a.Star || b.Pos.Offset != a.Pos.Offset+1 {
		return false
	}
	a.Doubled = true
	a.Range, a.Star = b.Range, b.Star
	return true
}

// buildMods makes a Mod of each letter of the run that starts at offset
// at, each at its own offset.
func buildMods(letters string, at int) []Mod {
	if letters == "" {
		return nil
	}
	mods := make([]Mod, len(letters))
	for i := range letters {
		mods[i] = Mod{Pos: Pos{at + i}, Letter: letters[i]}
	}
	return mods
}

// termLen is the length of rt's text.
func termLen(rt *pTerm) int {
	n := len(rt.Mods) + len(rt.Atom)
	if rt.Atom == "" {
		n += len("[]")
		for _, tok := range rt.Legs {
			n += len(tok.Value)
		}
	}
	return n
}

// buildTerm builds the term rt, which starts at offset at.
func buildTerm(rt *pTerm, at int) (*Term, error) {
	mods := buildMods(rt.Mods, at)
	t := &Term{Pos: Pos{at}}
	if rt.Atom == "" {
		for _, m := range mods {
			if m.Letter == 'a' {
				return nil, Errorf(m.Pos, "'a' cannot stand before a bracket: the legs of a bracket are separated by '-' or '?'")
			}
		}
		t.Outer = mods
		return t, buildBracket(t, rt.Legs, at+len(rt.Mods))
	}
	a, err := buildAtom(rt.Atom, at+len(rt.Mods))
	if err != nil {
		return nil, err
	}
	t.Atom = a
	leg := &Leg{Pos: t.Pos}
	t.Legs = []*Leg{leg}
	start := 0 // where leg's modifiers start in mods
	for i, m := range mods {
		if m.Letter == 'a' {
			setLegMods(leg, mods[start:i])
			leg = &Leg{Pos: Pos{m.Pos.Offset + 1}}
			t.Legs = append(t.Legs, leg)
			start = i + 1
		}
	}
	setLegMods(leg, mods[start:])
	return t, nil
}

// setLegMods sets leg's modifiers, a part of its term's, capped (no
// copy: a slice a leg was 1 KB of chushogi's load, issue 31), and its
// position at the first; a leg without any keeps nil and its position.
func setLegMods(leg *Leg, mods []Mod) {
	if len(mods) > 0 {
		leg.Mods, leg.Pos = mods[:len(mods):len(mods)], mods[0].Pos
	}
}

// buildBracket sets t's bracket legs from the bracket's tokens legs: each
// leg is a separator (but the first) and a Term token; the first leg
// starts right after the '[', at open.
func buildBracket(t *Term, legs []lexer.Token, open int) error {
	at, sep := open+1, byte(0)
	for _, lt := range legs {
		tok := lt.Value
		if c := tok[0]; c == '-' || c == '?' {
			sep, at = c, at+1
			continue
		}
		mods, atom := splitTerm(tok)
		if err := addBracketLeg(t, at, sep, mods, atom); err != nil {
			return err
		}
		at += len(tok)
	}
	return nil
}

// addBracketLeg appends the leg at offset at, after sep, to t.
func addBracketLeg(t *Term, at int, sep byte, letters, atom string) error {
	lm := buildMods(letters, at)
	for _, m := range lm {
		if m.Letter == 'a' {
			return Errorf(m.Pos, "'a' inside brackets: separate the legs with '-' (pass through) or '?' (may stop)")
		}
	}
	a, err := buildAtom(atom, at+len(letters))
	if err != nil {
		return err
	}
	if a.Letter == 'O' || a.Letter == '@' || a.Letter == 'U' || a.Letter == 'I' {
		return Errorf(a.Pos, "'%c' cannot be a leg inside brackets", a.Letter)
	}
	t.Bracket = append(t.Bracket, &BracketLeg{Pos: Pos{at}, Sep: sep, Mods: lm, Atom: a})
	return nil
}

// buildAtom reads the Atom token tok, at offset offset.
func buildAtom(tok string, offset int) (*Atom, error) {
	at := Pos{offset}
	c, ext, rng := tok[0], "", tok[1:]
	if rng != "" && (rng[0] == 'X' || rng[0] == 'Y') {
		ext, rng = rng[:1], rng[1:]
	}
	if c == 'X' || c == 'Y' {
		return nil, Errorf(at, "'%c' must follow a leaper atom (W F D N A H C Z G), as in NX or DY", c)
	}
	letter, ok := atomLetter(c)
	if !ok {
		return nil, Errorf(at, "unknown atom %q: atoms are W F D N A H C Z G (L J), K Q R B, O, U, I and @", c)
	}
	a := &Atom{Pos: at, Letter: letter, Range: NoRange}
	if ext != "" {
		if !IsLeaper(letter) {
			return nil, Errorf(Pos{at.Offset + 1}, "'%s' must follow a leaper atom (W F D N A H C Z G), not '%c'", ext, c)
		}
		a.Ext = ext[0]
	}
	switch {
	case rng == "*":
		a.Star = true
	case rng != "":
		rp := Pos{at.Offset + 1}
		if a.Ext != 0 {
			rp.Offset++
		}
		n, err := strconv.Atoi(rng)
		if err != nil || n > 99 {
			return nil, Errorf(rp, "range %s is too large: a range is 0 to 99 (0 = unlimited)", rng)
		}
		a.Range = n
	}
	return a, nil
}

// explain turns a participle error into an *Error with a message for people.
func explain(src string, err error) error {
	var pe participle.Error
	if !errors.As(err, &pe) {
		return &Error{Msg: err.Error()}
	}
	at := Pos{pe.Position().Offset}
	var ute *participle.UnexpectedTokenError
	if errors.As(err, &ute) {
		at = Pos{ute.Unexpected.Pos.Offset}
		if ute.Unexpected.EOF() {
			at = Pos{len(src)}
		}
	}
	if at.Offset > len(src) {
		at.Offset = len(src)
	}
	// Where is the parse, bracket-wise, at the failure?
	open := -1
	for i := 0; i < at.Offset && i < len(src); i++ {
		switch src[i] {
		case '[':
			open = i
		case ']':
			open = -1
		}
	}
	if at.Offset >= len(src) {
		if open >= 0 {
			return Errorf(Pos{open}, "unbalanced bracket: '[' is never closed with ']'")
		}
		return trailing(src)
	}
	c := src[at.Offset]
	switch {
	case c == ']' && open < 0:
		return Errorf(at, "unbalanced bracket: ']' has no matching '['")
	case c == ']':
		return Errorf(at, "a bracket leg needs an atom before ']'")
	case c == '[' && open >= 0:
		return Errorf(at, "brackets cannot nest")
	case (c == '-' || c == '?') && open < 0:
		return Errorf(at, "'%c' outside brackets: chain legs inside brackets, as in [mF-F] or [F?R]", c)
	case c == '-' || c == '?':
		return Errorf(at, "'%c' must follow a leg with an atom", c)
	case c == '(' || c == ')':
		return Errorf(at, "parentheses are not supported; write multi-leg moves with 'a' or brackets")
	case c >= '0' && c <= '9' || c == '*':
		return Errorf(at, "a range must follow an atom, as in R4 or W*")
	case c == 'a' && open >= 0:
		return Errorf(at, "'a' inside brackets: separate the legs with '-' (pass through) or '?' (may stop)")
	case c >= 'a' && c <= 'z' && open >= 0:
		return Errorf(at, "unexpected modifier '%c' in brackets: each leg is modifiers, then an atom", c)
	case (c >= 'A' && c <= 'Z' || c == '@') && open >= 0:
		return Errorf(at, "a second atom '%c' in a bracket leg: separate the legs with '-' (pass through) or '?' (may stop), as in [W-F]", c)
	}
	return Errorf(at, "unexpected %q: %s", string(c), pe.Message())
}

// trailing explains a string that ends in modifiers with no atom.
func trailing(src string) error {
	i := len(src)
	for i > 0 && src[i-1] >= 'a' && src[i-1] <= 'z' {
		i--
	}
	mods := src[i:]
	if mods == "" {
		return Errorf(Pos{len(src)}, "unexpected end of the string")
	}
	if strings.HasSuffix(mods, "a") {
		return Errorf(Pos{len(src) - 1}, "'a' starts another leg, but nothing follows it: write the next leg's modifiers and the atom, as in mafsW")
	}
	return Errorf(Pos{i}, "modifiers %q have no atom: add one, as in %sW", mods, mods)
}

// Quote is src quoted for an error message; a string longer than the 60
// characters a message can show is cut, with its length.
func Quote(src string) string {
	const show = 60
	if len(src) <= show {
		return strconv.Quote(src)
	}
	cut := strings.ToValidUTF8(src[:show-10], "")
	return fmt.Sprintf("%q… (%d characters)", cut, len(src))
}

// String returns the canonical Betza text of p (see Print).
func (p *Piece) String() string { return Print(p) }

// Print writes p back as a Betza string. It keeps the order of the modifiers
// (it matters for direction letters), writes the canonical atom letters
// (C and Z, never L and J) and ranges without leading zeros, so that
// Parse(Print(p)) gives p again.
func Print(p *Piece) string {
	var b strings.Builder
	for _, t := range p.Terms {
		if t.IsBracket() {
			writeMods(&b, t.Outer)
			b.WriteByte('[')
			for _, l := range t.Bracket {
				if l.Sep != 0 {
					b.WriteByte(l.Sep)
				}
				writeMods(&b, l.Mods)
				writeAtom(&b, l.Atom)
			}
			b.WriteByte(']')
			continue
		}
		for i, l := range t.Legs {
			if i > 0 {
				b.WriteByte('a')
			}
			writeMods(&b, l.Mods)
		}
		writeAtom(&b, t.Atom)
	}
	return b.String()
}

func writeMods(b *strings.Builder, mods []Mod) {
	for _, m := range mods {
		b.WriteByte(m.Letter)
	}
}

func writeAtom(b *strings.Builder, a *Atom) {
	b.WriteByte(a.Letter)
	if a.Doubled {
		b.WriteByte(a.Letter)
	}
	if a.Ext != 0 {
		b.WriteByte(a.Ext)
	}
	switch {
	case a.Star:
		b.WriteByte('*')
	case a.Range != NoRange:
		fmt.Fprint(b, a.Range)
	}
}
