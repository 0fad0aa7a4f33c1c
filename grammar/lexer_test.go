package grammar

import (
	"errors"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/google/go-cmp/cmp"
)

// TestBetzaLexer: the tokens of a few strings, written by hand, with the
// offset of each; a character Betza does not use is an error at its
// offset.
func TestBetzaLexer(t *testing.T) {
	type tok struct {
		Type  lexer.TokenType
		Value string
		At    int
	}
	for _, tc := range []struct {
		src   string
		want  []tok
		errAt int // -1: no error
	}{
		{"", nil, -1},
		// a run of modifiers is one token (Parse splits it, buildMods)
		{"mcW", []tok{{tokMod, "mc", 0}, {tokAtom, "W", 2}}, -1},
		{"fmabW[ifF-R]", []tok{{tokMod, "fmab", 0}, {tokAtom, "W", 4}, {tokPunct, "[", 5}, {tokMod, "if", 6},
			{tokAtom, "F", 8}, {tokPunct, "-", 9}, {tokAtom, "R", 10}, {tokPunct, "]", 11}}, -1},
		// an atom's X or Y and range are part of its token (buildAtom splits it)
		{"R12", []tok{{tokAtom, "R12", 0}}, -1},
		{"[fW?sR]N*", []tok{{tokPunct, "[", 0}, {tokMod, "f", 1}, {tokAtom, "W", 2}, {tokPunct, "?", 3},
			{tokMod, "s", 4}, {tokAtom, "R", 5}, {tokPunct, "]", 6}, {tokAtom, "N*", 7}}, -1},
		{"NX3NY*W**KX12", []tok{{tokAtom, "NX3", 0}, {tokAtom, "NY*", 3}, {tokAtom, "W*", 6}, {tokPunct, "*", 8},
			{tokAtom, "KX12", 9}}, -1},
		{"NXX3*", []tok{{tokAtom, "NX", 0}, {tokAtom, "X3", 2}, {tokPunct, "*", 4}}, -1},
		{"@(-)0", []tok{{tokAtom, "@", 0}, {tokPunct, "(", 1}, {tokPunct, "-", 2}, {tokPunct, ")", 3}, {tokInt, "0", 4}}, -1},
		{"3W", []tok{{tokInt, "3", 0}, {tokAtom, "W", 1}}, -1},
		{"W3 F", []tok{{tokAtom, "W3", 0}}, 2},
		{"K!", []tok{{tokAtom, "K", 0}}, 1},
	} {
		lx, err := betzaLexer{}.LexString("", tc.src)
		if err != nil {
			t.Fatal(err)
		}
		var got []tok
		errAt := -1
		for {
			tk, err := lx.Next()
			if err != nil {
				var le *lexer.Error
				if !errors.As(err, &le) {
					t.Fatalf("%q: error %v is not a *lexer.Error", tc.src, err)
				}
				errAt = le.Pos.Offset
				break
			}
			if tk.EOF() {
				break
			}
			if tk.Pos.Column != tk.Pos.Offset+1 || tk.Pos.Line != 1 {
				t.Errorf("%q: token %q at line %d column %d, want line 1 column %d", tc.src, tk.Value, tk.Pos.Line, tk.Pos.Column, tk.Pos.Offset+1)
			}
			got = append(got, tok{tk.Type, tk.Value, tk.Pos.Offset})
		}
		if diff := cmp.Diff(tc.want, got); diff != "" || errAt != tc.errAt {
			t.Errorf("%q: tokens (-want +got):\n%s\nerror at %d, want %d", tc.src, diff, errAt, tc.errAt)
		}
	}
}
