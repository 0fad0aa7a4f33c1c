package gamecode

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

type skind int

const (
	sSet skind = iota
	sMy
	sSub
	sEndsub
	sGosub
	sReturn
	sIf
	sElseif
	sElse
	sEndif
	sDo
	sLoop
	sVerify
	sDie
	sPrint
	sSetlegal
	sSetflag
	sUnsetflag
	sEval
	sSystem // setsystem, ban, allow
	sEnd    // won, lost, drawn
)

type stmt struct {
	kind  skind
	pos   Pos
	name  string   // set, sub, gosub: the name; die, system: the text
	names []string // my: the names; sub: the parameters
	ids   []int    // set: the variable's id; my, sub: the names' ids
	sub   *subdef  // gosub: the sub, linked after parsing
	e     *expr    // the expression, nil if none
	atoms []*expr  // setflag, unsetflag: one single-value expression each
	next  int      // if, elseif: the next branch header or endif; do: its loop
	end   int      // elseif, else: the endif; sub: the endsub; loop: its do
}

type subdef struct {
	name   string
	params []string
	ids    []int // the parameters' variable ids
	dup    bool  // a parameter name repeats (then the last argument wins)
	field  *field
	start  int // index of the sub header in field.code
}

// field is one compiled code field.
type field struct {
	name string
	code []stmt
}

var identRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`) }}

// reserved words are substituted as text by Game Courier [S1].
var reserved = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"origin": true, "dest": true, "moved": true, "old": true}
}}

type parser struct {
	b    *board
	subs map[string]*subdef
	// vars numbers every variable name of the program; names is the
	// name of each number
	vars  map[string]int
	names []string
	// seen lists the constructs met, each at its first place (sourced.go)
	seen   []construct
	seenAt map[string]bool
}

// id is the number of a variable name.
func (ps *parser) id(name string) int {
	if id, ok := ps.vars[name]; ok {
		return id
	}
	ps.vars[name] = len(ps.names)
	ps.names = append(ps.names, name)
	return len(ps.names) - 1
}

func (ps *parser) ids(names []string) []int {
	ids := make([]int, len(names))
	for i, n := range names {
		ids[i] = ps.id(n)
	}
	return ids
}

// parseField compiles one code field into statements with their blocks
// matched.
func (ps *parser) parseField(name, src string) (*field, error) {
	toks, err := lex(name, src)
	if err != nil {
		return nil, err
	}
	f := &field{name: name}
	var open []block
	for len(toks) > 0 {
		n := 0
		for n < len(toks) && toks[n].kind != tSemi && toks[n].kind != tColon {
			n++
		}
		if n == len(toks) {
			return nil, errAt(toks[0].pos, "statement without its closing `;`")
		}
		words, end := toks[:n], toks[n]
		toks = toks[n+1:]
		if len(words) == 0 {
			if end.kind == tColon {
				return nil, errAt(end.pos, "`:` without a block header")
			}
			continue
		}
		s, err := ps.statement(words, end)
		if err != nil {
			return nil, err
		}
		i := len(f.code)
		if err := matchBlock(f, &s, i, &open); err != nil {
			return nil, err
		}
		f.code = append(f.code, s)
		if s.kind == sSub {
			if _, dup := ps.subs[s.name]; dup {
				return nil, errAt(s.pos, "sub %s is defined twice", s.name)
			}
			ps.subs[s.name] = &subdef{name: s.name, params: s.names, ids: s.ids, dup: repeats(s.ids), field: f, start: i}
		}
	}
	if len(open) > 0 {
		s := f.code[open[len(open)-1].header]
		return nil, errAt(s.pos, "%s without its end", kindName(s.kind))
	}
	return f, nil
}

// block is an open block: its header and, for an if, every branch.
type block struct {
	header   int
	branches []int
}

// matchBlock links s (to be stored at index i) with the blocks open
// before it and checks where each statement may stand.
func matchBlock(f *field, s *stmt, i int, open *[]block) error {
	var top *block
	if len(*open) > 0 {
		top = &(*open)[len(*open)-1]
	}
	topKind := func() skind {
		if top == nil {
			return -1
		}
		return f.code[top.header].kind
	}
	inSub := len(*open) > 0 && f.code[(*open)[0].header].kind == sSub
	switch s.kind {
	case sSub:
		if top != nil {
			return errAt(s.pos, "sub inside a block: only at top level")
		}
		*open = append(*open, block{header: i})
	case sEndsub:
		if topKind() != sSub {
			return errAt(s.pos, "endsub without its sub")
		}
		f.code[top.header].end = i
		*open = (*open)[:len(*open)-1]
	case sMy, sReturn:
		if !inSub {
			return errAt(s.pos, "%s outside a sub", kindName(s.kind))
		}
	case sIf, sDo:
		*open = append(*open, block{header: i, branches: []int{i}})
	case sElseif, sElse, sEndif:
		if topKind() != sIf {
			return errAt(s.pos, "%s without its if", kindName(s.kind))
		}
		last := top.branches[len(top.branches)-1]
		if f.code[last].kind == sElse && s.kind != sEndif {
			return errAt(s.pos, "%s after else", kindName(s.kind))
		}
		f.code[last].next = i
		if s.kind != sEndif {
			top.branches = append(top.branches, i)
			break
		}
		for _, b := range top.branches[1:] {
			f.code[b].end = i
		}
		*open = (*open)[:len(*open)-1]
	case sLoop:
		if topKind() != sDo {
			return errAt(s.pos, "loop without its do")
		}
		f.code[top.header].next = i
		s.end = top.header
		*open = (*open)[:len(*open)-1]
	}
	return nil
}

func kindName(k skind) string {
	for w, kw := range keywords.Get() {
		if kw.kind == k && w != "ban" && w != "allow" && w != "lost" && w != "drawn" {
			return w
		}
	}
	return "statement"
}

// statement parses the words of one statement, ended by end (";" or ":").
func (ps *parser) statement(words []token, end token) (stmt, error) {
	head := words[0]
	if head.kind != tWord {
		return stmt{}, errAt(head.pos, "a statement starts with a command word")
	}
	kw, ok := keywords.Get()[head.text]
	if !ok {
		return stmt{}, errAt(head.pos, "`%s` is outside the emitted subset", head.text)
	}
	if kw.header != (end.kind == tColon) {
		if kw.header {
			return stmt{}, errAt(end.pos, "%s header must end with `:`", head.text)
		}
		return stmt{}, errAt(end.pos, "%s must end with `;`", head.text)
	}
	s := stmt{kind: kw.kind, pos: head.pos}
	if err := ps.operands(&s, head, words[1:]); err != nil {
		return s, err
	}
	ps.note(statementName(&s, head.text), head.pos)
	return s, nil
}

// operands parses what follows a statement's command word.
func (ps *parser) operands(s *stmt, head token, args []token) error {
	var err error
	switch s.kind {
	case sSet:
		if len(args) < 2 {
			return errAt(head.pos, "set NAME EXPR")
		}
		if s.name, err = varName(args[0]); err == nil {
			s.ids = []int{ps.id(s.name)}
			s.e, err = ps.expr(args[1:], head.pos)
		}
	case sMy:
		if len(args) == 0 {
			return errAt(head.pos, "my needs a name")
		}
		s.names, err = varNames(args)
		s.ids = ps.ids(s.names)
	case sSub:
		if len(args) == 0 {
			return errAt(head.pos, "sub NAME PARAM…:")
		}
		if s.name, err = varName(args[0]); err == nil {
			s.names, err = varNames(args[1:])
			s.ids = ps.ids(s.names)
		}
	case sGosub:
		if len(args) == 0 {
			return errAt(head.pos, "gosub NAME ARGS…")
		}
		if s.name, err = varName(args[0]); err == nil && len(args) > 1 {
			s.e, err = ps.expr(args[1:], head.pos)
		}
	case sSetlegal:
		err = ps.legalOperands(s, head, args)
	case sReturn, sPrint, sVerify, sEval, sIf, sElseif:
		if len(args) > 0 {
			s.e, err = ps.expr(args, head.pos)
		} else if s.kind != sReturn {
			err = errAt(head.pos, "%s needs an expression", head.text)
		}
	case sDo:
		if len(args) < 2 || args[0].text != "while" || args[0].kind != tWord {
			return errAt(head.pos, "the one loop form is `do while EXPR:`")
		}
		s.e, err = ps.expr(args[1:], head.pos)
	case sSetflag, sUnsetflag:
		if !rulesFlag(s, args) {
			err = ps.flagAtoms(s, head, args)
		}
	case sDie, sSystem:
		for i, a := range args {
			if a.kind != tWord && a.kind != tString || a.kind == tWord && a.text[0] == '#' {
				// whether die evaluates its text is unverified
				return errAt(a.pos, "`%s` is not a literal word", a.text)
			}
			if i > 0 {
				s.name += " "
			}
			s.name += a.text
		}
		if s.kind == sSystem {
			s.name = strings.TrimSpace(head.text + " " + s.name)
		}
	case sEnd:
		s.name = head.text
		fallthrough
	case sElse, sEndif, sEndsub, sLoop:
		if len(args) > 0 {
			return errAt(args[0].pos, "%s takes nothing", head.text)
		}
	}
	return err
}

func varName(t token) (string, error) {
	if t.kind != tWord || !identRE.Get().MatchString(t.text) {
		return "", errAt(t.pos, "`%s` is not a name", t.text)
	}
	if reserved.Get()[t.text] {
		return "", errAt(t.pos, "`%s` is substituted by Game Courier: not a name", t.text)
	}
	return t.text, nil
}

func varNames(ts []token) ([]string, error) {
	var names []string
	for _, t := range ts {
		n, err := varName(t)
		if err != nil {
			return nil, err
		}
		names = append(names, n)
	}
	return names, nil
}

// Expressions are kept as a flat token list, evaluated right to left.
type ekind int

const (
	kLit    ekind = iota
	kVar          // #name
	kSys          // mln, $maxmln, thismove
	kOp           // an operator
	kCall         // sub NAME
	kGroup        // ( … )
	kNewest       // == mln $maxmln (either order): the one use of them that
	// does not depend on MlnBase
)

type tok struct {
	kind ekind
	val  Value // kLit, kGroup (*Array)
	name string
	id   int // kVar: the variable's id
	op   *opdef
	sub  *subdef // kCall, linked after parsing
	pos  Pos
}

type expr struct {
	toks []tok
	pos  Pos
}

// expr compiles the tokens of an expression.
func (ps *parser) expr(ts []token, at Pos) (*expr, error) {
	toks, rest, err := ps.exprToks(ts, nil, 0)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, errAt(rest[0].pos, "`)` without its `(`")
	}
	if len(toks) == 0 {
		return nil, errAt(at, "empty expression")
	}
	return &expr{toks: toks, pos: at}, nil
}

// maxNesting bounds parentheses inside parentheses.
const maxNesting = 50

// exprToks compiles tokens up to the end or, in a group, its ")".
func (ps *parser) exprToks(ts []token, group *token, depth int) ([]tok, []token, error) {
	var out []tok
	for len(ts) > 0 {
		t := ts[0]
		ts = ts[1:]
		switch t.kind {
		case tClose:
			if group != nil {
				return out, ts, nil
			}
			return nil, nil, errAt(t.pos, "`)` without its `(`")
		case tOpen:
			if depth == maxNesting {
				return nil, nil, errAt(t.pos, "parentheses nested deeper than %d", maxNesting)
			}
			inner, rest, err := ps.exprToks(ts, &t, depth+1)
			if err != nil {
				return nil, nil, err
			}
			ts = rest
			out = append(out, tok{kind: kGroup, val: groupArray(inner, t.pos), pos: t.pos})
			ps.note("(array)", t.pos)
		case tString:
			out = append(out, tok{kind: kLit, val: t.text, pos: t.pos})
			ps.note(valueName(&out[len(out)-1], true), t.pos)
		case tWord:
			if t.text == "sub" {
				if len(ts) == 0 || ts[0].kind != tWord {
					return nil, nil, errAt(t.pos, "sub needs the name of a subroutine")
				}
				out = append(out, tok{kind: kCall, name: ts[0].text, pos: t.pos})
				ps.note("sub NAME (in an expression)", t.pos)
				ts = ts[1:]
				continue
			}
			k, err := ps.word(t)
			if err != nil {
				return nil, nil, err
			}
			out = append(out, k)
		default:
			return nil, nil, errAt(t.pos, "`%s` inside an expression", t.text)
		}
	}
	if group != nil {
		return nil, nil, errAt(group.pos, "`(` without its `)`")
	}
	out = fuseNewest(out)
	for i := range out {
		if k := out[i].kind; k == kNewest || k == kSys {
			ps.note(valueName(&out[i], false), out[i].pos)
		}
	}
	return out, nil, nil
}

// fuseNewest makes each "== mln $maxmln" (or "== $maxmln mln") one
// token: its value is the same whatever the first move's mln, so it is
// no point where the switch MlnBase decides.
func fuseNewest(toks []tok) []tok {
	var out []tok
	for i := 0; i < len(toks); i++ {
		k := toks[i]
		if k.kind == kOp && k.op.name == "==" && i+2 < len(toks) &&
			toks[i+1].kind == kSys && toks[i+2].kind == kSys &&
			toks[i+1].name != "thismove" && toks[i+2].name != "thismove" && toks[i+1].name != toks[i+2].name {
			k.kind = kNewest
			i += 2
		}
		out = append(out, k)
	}
	return out
}

// groupArray makes the value of a parenthesised group: its literal
// elements (nil if it holds anything else) and its code for cond.
func groupArray(inner []tok, at Pos) *Array {
	a := &Array{code: &expr{toks: inner, pos: at}}
	elems := make([]Value, 0, len(inner))
	for _, k := range inner {
		if k.kind != kLit && k.kind != kGroup {
			return a
		}
		elems = append(elems, k.val)
	}
	a.Elems = elems
	return a
}

var intRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`^-?[0-9]+$`) }}

// word classifies one word of an expression.
func (ps *parser) word(t token) (tok, error) {
	w := t.text
	k := tok{kind: kLit, pos: t.pos}
	switch {
	case intRE.Get().MatchString(w):
		n, err := strconv.Atoi(w)
		if err != nil {
			return k, errAt(t.pos, "number %s out of range", w)
		}
		k.val = n
	case w == "true" || w == "false":
		k.val = w == "true"
	case w == "null":
		k.val = nil
	case len(w) > 1 && w[0] == '#':
		if _, err := varName(token{tWord, w[1:], t.pos}); err != nil {
			return k, err
		}
		k.kind, k.name, k.id = kVar, w[1:], ps.id(w[1:])
	case w == "mln" || w == "$maxmln" || w == "thismove":
		k.kind, k.name = kSys, w
	case ops.Get()[w] != nil:
		k.kind, k.op = kOp, ops.Get()[w]
	case w == "@" || ps.b.isCoord(w):
		k.val = w
	case ps.b.labels[w]:
		k.val = w
		ps.note("label", t.pos)
		return k, nil
	default:
		return k, errAt(t.pos, "`%s` is outside the emitted subset (not an operator, variable, piece label or coordinate)", w)
	}
	if k.kind != kSys { // noted after fuseNewest
		ps.note(valueName(&k, false), t.pos)
	}
	return k, nil
}

// legalOperands reads setlegal's documented forms [S21]: FROM TO…, and
// FROM (…) pairs, each operand a coordinate, a #variable or (for TO) a
// parenthesised group: coordinates, or an expression evaluated, into
// s.atoms; when an operand is anything else, the expression form (s.e),
// which only non-strict runs accept.
func (ps *parser) legalOperands(s *stmt, head token, args []token) error {
	if len(args) < 2 {
		return errAt(head.pos, "setlegal FROM TO…")
	}
	toks, _, err := ps.exprToks(args, nil, 0)
	if err != nil {
		return err
	}
	for i, k := range toks {
		if k.kind != kLit && k.kind != kVar && (k.kind != kGroup || i == 0) {
			s.atoms = nil
			s.e, err = ps.expr(args, head.pos)
			return err
		}
		s.atoms = append(s.atoms, &expr{toks: []tok{k}, pos: k.pos})
	}
	return nil
}

// link resolves every sub call and gosub to its definition.
func (ps *parser) link(fields []*field) error {
	var linkExpr func(e *expr) error
	linkExpr = func(e *expr) error {
		if e == nil {
			return nil
		}
		for i := range e.toks {
			k := &e.toks[i]
			switch k.kind {
			case kCall:
				if k.sub = ps.subs[k.name]; k.sub == nil {
					return errAt(k.pos, "sub %s is not defined", k.name)
				}
			case kGroup:
				if err := linkExpr(k.val.(*Array).code); err != nil {
					return err
				}
			}
		}
		return nil
	}
	for _, f := range fields {
		for i := range f.code {
			s := &f.code[i]
			if s.kind == sGosub {
				if s.sub = ps.subs[s.name]; s.sub == nil {
					return errAt(s.pos, "sub %s is not defined", s.name)
				}
			}
			if err := linkExpr(s.e); err != nil {
				return err
			}
		}
	}
	return nil
}
