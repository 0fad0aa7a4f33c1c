package gamecode

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestStrictRefuses: strict mode refuses every construct Evidence does
// not list, naming it; the same code compiles when not strict (so the
// refusal is strict mode's, not a parse error).
func TestStrictRefuses(t *testing.T) {
	sub := "sub f a: endsub;\n"
	rows := []struct{ code, construct string }{
		{sub + "gosub f + 1 2;", "gosub NAME EXPR…"},
		{sub + "set x sub f 1;", "sub NAME (in an expression)"},
		{"setlegal elem 0 (a2 a3) elem 1 (a2 a3);", "setlegal EXPR"},
		{"sub g: return; endsub;", "return"},
		{"sub g: return 1; endsub;", "return EXPR"},
		{"verify 1;", "verify EXPR"},
		{"set x true;", "true"},
		{"set x false;", "false"},
		{"set x null;", "null"},
		{"set x mln;", "mln"},
		{"set x $maxmln;", "$maxmln"},
		{"set x and 1 1;", "and"},
		{"set x or 1 1;", "or"},
		{"set x dec 1;", "dec"},
		{"set x where a1 1 1;", "where"},
		{"set x ray a1 1 1;", "ray"},
		{"set x count (1 2);", "count"},
		{"set x match 1 (1 2);", "match"},
		{"set x onboard a1;", "onboard"},
		{"set x rank a1;", "rank"},
		{"set x file a1;", "file"},
		{"set x empty a1;", "empty"},
		{"set x tolower K;", "tolower"},
		{"allow moves 1;", "allow WORD…"},
		{`set x "";`, `"" (empty)`},
		{"set x -1;", "negative number"},
		{"set x (0 -1);", "negative number"},
		{"sub g a: endsub; gosub g -1;", "negative number"},
		{"set i 0; do while < #i 2: set i + #i 1; loop;", "do while EXPR:"},
	}
	for _, r := range rows {
		p := chess(r.code)
		if _, err := Compile(p); err != nil {
			t.Errorf("%q: not strict: %v", r.code, err)
			continue
		}
		p.Strict = true
		_, err := Compile(p)
		if err == nil || !strings.Contains(err.Error(), r.construct+": no source") {
			t.Errorf("%q: strict: got %v, want a refusal naming %q", r.code, err, r.construct)
		}
	}
}

// TestStrictMoveForms: strict mode refuses at run time a MOVE: line
// whose form Evidence does not list, and performs the listed ones.
func TestStrictMoveForms(t *testing.T) {
	rows := []struct{ line, refused string }{
		{"e2-e4", ""},
		{"Q-e4", ""},
		{"@-e2", "MOVE: @-SQ"},
		{"P e2-e4", "MOVE: LABEL FROM-TO"},
		{"Q*e4", "MOVE: LABEL*SQ"},
		{"e2-e4; Q-e4", "MOVE: ACTION; ACTION"},
	}
	for _, r := range rows {
		p := chess(`eval join "MOVE: " "` + r.line + `";`)
		p.Strict = true
		_, err := Run(p, nil, Switches{})
		if r.refused == "" && err != nil || r.refused != "" && (err == nil || !strings.Contains(err.Error(), r.refused+": no source")) {
			t.Errorf("MOVE: %s: got %v, want refused %q", r.line, err, r.refused)
		}
	}
}

// TestSetlegalForms: the four documented forms of setlegal [S21] record
// what legalmoves.html says they do, in strict mode.
func TestSetlegalForms(t *testing.T) {
	rows := []struct {
		code string
		want []Legal
	}{
		{"setlegal b2 b3;", []Legal{{"b2", "b3"}}},
		{"setlegal b2 b3 b4;", []Legal{{"b2", "b3"}, {"b2", "b4"}}},
		{"set f b2; set t b4; setlegal #f #t;", []Legal{{"b2", "b4"}}},
		{"setlegal b2 (b3 b4) g1 (f3 h3);", []Legal{{"b2", "b3"}, {"b2", "b4"}, {"g1", "f3"}, {"g1", "h3"}}},
		{"set t b4; setlegal b2 (#t);", []Legal{{"b2", "b4"}}},
		{"set a (b3 b4); setlegal b2 (#a);", []Legal{{"b2", "b3"}, {"b2", "b4"}}},
	}
	for _, r := range rows {
		p := chess("")
		p.PostGameWhite, p.PostGameBlack = r.code, r.code
		p.Strict = true
		res, err := Run(p, nil, Switches{})
		if err != nil {
			t.Errorf("%q: %v", r.code, err)
			continue
		}
		if d := cmp.Diff(r.want, res.Legal); d != "" {
			t.Errorf("%q: legal moves (-want +got):\n%s", r.code, d)
		}
	}
}
