package gamecourier

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
)

// TestCompactRows: a per-type table whose rows are all equal is cut to
// one row and read by square; one whose rows differ, or that is used
// other than by a strided read, stays whole.
func TestCompactRows(t *testing.T) {
	const head = "set nsq 3;\n"
	for _, tc := range []struct{ name, code, want string }{
		{"equal rows", head + "set cfw (1 0 -1 1 0 -1);\nset a elem + #ib + * #gty0 #nsq #x #cfw;",
			head + "set cfw (1 0 -1);\nset a elem + #ib #x #cfw;"},
		{"rows differ", head + "set cfw (1 0 1 1 0 0);\nset a elem + #ib + * #gty0 #nsq #x #cfw;",
			head + "set cfw (1 0 1 1 0 0);\nset a elem + #ib + * #gty0 #nsq #x #cfw;"},
		{"another use", head + "set cfw (1 0 1 1 0 1);\nset a elem + #ib + * #gty0 #nsq #x #cfw;\nset b #cfw;",
			head + "set cfw (1 0 1 1 0 1);\nset a elem + #ib + * #gty0 #nsq #x #cfw;\nset b #cfw;"},
		{"not types rows", head + "set cfw (1 0 1);\nset a elem + #ib + * #gty0 #nsq #x #cfw;",
			head + "set cfw (1 0 1);\nset a elem + #ib + * #gty0 #nsq #x #cfw;"},
	} {
		if d := cmp.Diff(tc.want, compactRows(tc.code, 2)); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, d)
		}
	}
	_, p, err := compiler.Load(chuNoCS)
	if err != nil {
		t.Fatal(err)
	}
	pr, err := Emit(p)
	if err != nil {
		t.Fatal(err)
	}
	// 319 KB before, of which 200 KB were ten tables of equal rows;
	// 128 KB after, 133 KB since tables are biased (biasedTables)
	if n := len(pr.PreGame); n > 135_000 {
		t.Errorf("chushogi's Pre-Game is %d bytes", n)
	}
	if strings.Contains(pr.PreGame, "#nsq #x #cfw") {
		t.Error("chushogi's #cfw is still read with a stride")
	}
}

// TestNegativeLiteral: the guard of Emit finds a negative literal
// alone, in an array and as an argument, and not a "-" in a string or
// a subtraction.
func TestNegativeLiteral(t *testing.T) {
	rows := []struct{ code, want string }{
		{"set a 1;\nset rto -1;\nset b 2;", "set rto -1;"},
		{"set lofw (100 -12 3);", "set lofw (100 -12 3);"},
		{"gosub OvTry #bov -1;", "gosub OvTry #bov -1;"},
		{"-1;", "-1;"},
		{`set none - 0 1; set d - #a 1; print join "@-" "-";`, ""},
		{"set x #a-1;", ""},
	}
	for _, r := range rows {
		if got := negativeLiteral(r.code); got != r.want {
			t.Errorf("%q: got %q, want %q", r.code, got, r.want)
		}
	}
}
