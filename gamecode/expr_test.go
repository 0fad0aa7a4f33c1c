package gamecode

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Each expression is printed on the orthodox start position; the
// expected text is worked out by hand (PHP prints true as "1", false
// as ""). None depends on a switch, so each runs under all of them.
func TestExpressions(t *testing.T) {
	tests := []struct{ expr, want string }{
		{"+ 2 * 3 4", "14"},
		{"- 10 4", "6"},
		{"- 0 3", "-3"},
		{"& 72 64", "64"},
		{"& 72 16", "0"},
		{"dec 5", "4"},
		{"== 3 + 1 2", "1"},
		{"== e4 e5", ""},
		{"< 2 10", "1"},
		{">= 2 2", "1"},
		{"not 0", "1"},
		// chains are read strictly left to right [S23]
		{"true or false and false", ""}, // (T or F) and F
		{"false and true or true", "1"}, // (F and T) or T
		{"not false and false", ""},     // (not F) and F
		{"== 1 1 and == 2 2", "1"},      // complete prefix operands
		{"and true false", ""},          // the two-operand prefix form
		{"cond true 7 8", "7"},
		{"cond == 1 2 7 8", "8"},
		{"cond false (+ 1 1) (* 3 3)", "9"}, // the chosen group is evaluated
		{"space e1", "K"},
		{"space e4", "@"},
		{"space where e1 0 7", "k"},
		{"space where h1 1 0", ""}, // null off the grid under every reading
		{"onboard where h1 1 0", ""},
		{"onboard where h1 -1 0", "1"},
		{"empty e4", "1"},
		{"empty e2", ""},
		{"file e4", "4"}, // 0-based [S20]
		{"rank e4", "3"},
		{"where b1 1 2", "c3"},
		{"count ray a1 0 1", "1"},  // a2 is occupied: the ray stops on it
		{"count ray d4 1 1", "3"},  // e5 f6 g7
		{"count ray d4 -1 0", "3"}, // c4 b4 a4, then the edge
		{"match g7 ray d4 1 1", "1"},
		{"match h8 ray d4 1 1", ""},
		{"count (10 20 30)", "3"},
		{"match 20 (10 20 30)", "1"},
		{"islower space e8", "1"},
		{"isupper space e8", ""},
		{"isupper space e4", ""},
		{"toupper k", "K"},
		{"join \"MOVE: \" join e2 join \"-\" e4", "MOVE: e2-e4"},
		{"flag e1", ""},
		{"thismove", ""}, // null in Pre-Game [S7]
		{"#undefined", "#undefined"},
	}
	// one program, one print a line, so one run per combination
	var code, want []string
	for _, tc := range tests {
		code = append(code, "print "+tc.expr+";")
		want = append(want, tc.expr+" => "+tc.want)
	}
	got, err := runInvariant(t, chess(strings.Join(code, "\n")), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range got.Output {
		if i < len(tests) {
			got.Output[i] = tests[i].expr + " => " + got.Output[i]
		}
	}
	if diff := cmp.Diff(want, got.Output); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestExpressionErrors(t *testing.T) {
	tests := []struct{ expr, want string }{
		{"+ 1", "Pre-Game: line 1, col 7: + needs 2 operands, has 1"},
		{"+ 1 e4", `Pre-Game: line 1, col 7: +: "e4" is not a number`},
		{"1 2", "Pre-Game: line 1, col 1: the expression gives 2 values where 1 are needed"},
		{"rank #x", `Pre-Game: line 1, col 7: rank: "#x" is not a coordinate`},
		{"count 3", `Pre-Game: line 1, col 7: count: "3" is not an array`},
		{"elem 0 (+ 1 2)", "Pre-Game: line 1, col 7: elem: the array holds an expression; only cond evaluates one"},
		{"cond true () 1", "Pre-Game: line 1, col 17: the expression gives 0 values where 1 are needed"},
		{"1 true or false", "Pre-Game: line 1, col 1: an and/or chain must be the whole expression"},
	}
	for _, tc := range tests {
		_, err := runInvariant(t, chess("print "+tc.expr+";"), nil, nil)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got error %v, want %s", tc.expr, err, tc.want)
		}
	}
}
