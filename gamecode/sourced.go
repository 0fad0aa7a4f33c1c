package gamecode

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// Evidence lists every construct strict mode (Preset.Strict) accepts:
// each statement form, operator, kind of value and MOVE: action, named
// as gamecourier/EVIDENCE.md names it. The value says whether a public
// source shows the form working (true), or it is unsourced and kept only
// because the emitter has no sourced way around it, isolated in one
// function of gamecourier/dialect.go and asked by the probe (false).
// EVIDENCE.md holds the sources; a test there holds the two lists equal.
// A compiled program holding a construct not listed here is refused in
// strict mode, naming it, so the proof cannot pass code the server may
// read differently.
var Evidence = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{
		// statements
		"set NAME EXPR":       true,
		"my NAME…":            true,
		"sub NAME PARAM…:":    true,
		"endsub":              true,
		"gosub NAME ATOM…":    true,
		"if EXPR:":            true,
		"elseif EXPR:":        true,
		"else:":               true,
		"endif":               true,
		"die WORD…":           true,
		"print EXPR":          true,
		"setlegal ATOM ATOM…": true,
		"setlegal ATOM (…)":   true,
		"setflag ATOM…":       true,
		"unsetflag ATOM…":     true,
		"eval EXPR":           true,
		"setsystem WORD…":     true,
		"ban WORD…":           true,
		"won":                 false,
		"drawn":               false,
		"lost":                false,
		// operators and built-ins
		"+": true, "-": true, "*": true, "&": true,
		"==": true, "<": true, "<=": true, ">": true, ">=": true,
		"not": true, "cond": true, "join": true, "elem": true,
		"space": true, "flag": true, "islower": true, "isupper": true,
		// values
		"#NAME":             true,
		"number":            true,
		"\"string\"":        true,
		"\";\" in a string": false,
		"(array)":           true,
		"@":                 true,
		"coordinate":        true,
		"label":             true,
		"thismove":          true,
		"== mln $maxmln":    false,
		// MOVE: actions performed by eval
		"MOVE: FROM-TO":  true,
		"MOVE: LABEL-SQ": true,
	}
}}

// construct is a form met while parsing, at its first place.
type construct struct {
	name string
	pos  Pos
}

// note records that the program holds construct name at p.
func (ps *parser) note(name string, p Pos) {
	if ps.seenAt == nil {
		ps.seenAt = map[string]bool{}
	}
	if !ps.seenAt[name] {
		ps.seenAt[name] = true
		ps.seen = append(ps.seen, construct{name, p})
	}
}

// strictCheck refuses the first construct Evidence does not list.
func (ps *parser) strictCheck() error {
	for _, c := range ps.seen {
		if _, ok := Evidence.Get()[c.name]; !ok {
			return errAt(c.pos, "%s: no source shows this form (not in gamecourier/EVIDENCE.md)", c.name)
		}
	}
	return nil
}

// Constructs names the constructs a program holds, sorted: what
// EVIDENCE.md must cover for it. MOVE: actions are met at run time and
// are not in it.
func (p *Program) Constructs() []string {
	out := append([]string(nil), p.constructs...)
	sort.Strings(out)
	return out
}

// statementName is the construct of a statement: its form.
func statementName(s *stmt, head string) string {
	switch s.kind {
	case sSet:
		return "set NAME EXPR"
	case sMy:
		return "my NAME…"
	case sSub:
		return "sub NAME PARAM…:"
	case sGosub:
		if s.e != nil && !atomsOnly(s.e) {
			return "gosub NAME EXPR…"
		}
		return "gosub NAME ATOM…"
	case sIf, sElseif, sReturn, sPrint, sVerify, sEval:
		if s.kind == sReturn && s.e == nil {
			return "return"
		}
		return head + " EXPR" + map[bool]string{true: ":"}[s.kind == sIf || s.kind == sElseif]
	case sElse:
		return "else:"
	case sDo:
		return "do while EXPR:"
	case sSetlegal:
		if s.atoms == nil {
			return "setlegal EXPR"
		}
		for _, a := range s.atoms {
			if a.toks[0].kind == kGroup {
				return "setlegal ATOM (…)"
			}
		}
		return "setlegal ATOM ATOM…"
	case sSetflag, sUnsetflag, sDie, sSystem:
		return head + map[bool]string{true: " ATOM…", false: " WORD…"}[s.kind == sSetflag || s.kind == sUnsetflag]
	}
	return head
}

// atomsOnly says an expression is literals and variables only.
func atomsOnly(e *expr) bool {
	for _, k := range e.toks {
		if k.kind != kLit && k.kind != kVar {
			return false
		}
	}
	return true
}

// valueName is the construct of one expression token.
func valueName(k *tok, quoted bool) string {
	switch k.kind {
	case kVar:
		return "#NAME"
	case kSys:
		return k.name
	case kNewest:
		return "== mln $maxmln"
	case kOp:
		return k.op.name
	case kCall:
		return "sub NAME (in an expression)"
	case kGroup:
		return "(array)"
	}
	switch v := k.val.(type) {
	case int:
		if v < 0 {
			return "negative number"
		}
		return "number"
	case bool:
		return strconv.FormatBool(v)
	case nil:
		return "null"
	case string:
		switch {
		case quoted && v == "":
			return "\"\" (empty)"
		case quoted && strings.Contains(v, ";"):
			return "\";\" in a string"
		case quoted:
			return "\"string\""
		case v == "@":
			return "@"
		}
	}
	return "coordinate"
}

// strictMove refuses a MOVE: line (what eval performs) whose form
// Evidence does not list.
func strictMove(line string, b *board) error {
	name := moveForm(line, b)
	if _, ok := Evidence.Get()[name]; !ok {
		return fmt.Errorf("eval %q: %s: no source shows this form (not in gamecourier/EVIDENCE.md)", "MOVE: "+line, name)
	}
	return nil
}

// moveForm names the form of the actions of a MOVE: line.
func moveForm(line string, b *board) string {
	if strings.Contains(line, ";") {
		return "MOVE: ACTION; ACTION"
	}
	act := strings.TrimSpace(line)
	if strings.Contains(act, " ") {
		return "MOVE: LABEL FROM-TO"
	}
	if strings.Contains(act, "*") {
		return "MOVE: LABEL*SQ"
	}
	left, _, _ := strings.Cut(act, "-")
	switch {
	case left == "@":
		return "MOVE: @-SQ"
	case b.isCoord(left):
		return "MOVE: FROM-TO"
	}
	return "MOVE: LABEL-SQ"
}
