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
		// a term's modifiers and its atom are one token (Parse splits it,
		// splitTerm), and so are an atom's X or Y and range (buildAtom)
		{"mcW", []tok{{tokTerm, "mcW", 0}}, -1},
		{"fmabW[ifF-R]", []tok{{tokTerm, "fmabW", 0}, {tokPunct, "[", 5}, {tokTerm, "ifF", 6},
			{tokPunct, "-", 9}, {tokTerm, "R", 10}, {tokPunct, "]", 11}}, -1},
		{"R12", []tok{{tokTerm, "R12", 0}}, -1},
		{"[fW?sR]N*", []tok{{tokPunct, "[", 0}, {tokTerm, "fW", 1}, {tokPunct, "?", 3},
			{tokTerm, "sR", 4}, {tokPunct, "]", 6}, {tokTerm, "N*", 7}}, -1},
		// outside brackets a run of terms is one token (cutTerm cuts it)
		{"NX3NY*W**KX12", []tok{{tokTerm, "NX3NY*W*", 0}, {tokPunct, "*", 8}, {tokTerm, "KX12", 9}}, -1},
		{"NXX3*", []tok{{tokTerm, "NXX3", 0}, {tokPunct, "*", 4}}, -1},
		{"KNADcaKcabKmabK", []tok{{tokTerm, "KNADcaKcabKmabK", 0}}, -1},
		// inside them each term is a token: a second one in a leg is an error
		{"fWK[fWN]R", []tok{{tokTerm, "fWK", 0}, {tokPunct, "[", 3}, {tokTerm, "fW", 4}, {tokTerm, "N", 6},
			{tokPunct, "]", 7}, {tokTerm, "R", 8}}, -1},
		{"[[W]FK]WF", []tok{{tokPunct, "[", 0}, {tokPunct, "[", 1}, {tokTerm, "W", 2}, {tokPunct, "]", 3},
			{tokTerm, "FK", 4}, {tokPunct, "]", 6}, {tokTerm, "WF", 7}}, -1},
		{"@(-)0", []tok{{tokTerm, "@", 0}, {tokPunct, "(", 1}, {tokPunct, "-", 2}, {tokPunct, ")", 3}, {tokInt, "0", 4}}, -1},
		{"3W", []tok{{tokInt, "3", 0}, {tokTerm, "W", 1}}, -1},
		{"W3 F", []tok{{tokTerm, "W3", 0}}, 2},
		{"K!", []tok{{tokTerm, "K", 0}}, 1},
		// modifiers with no atom after them are a token of their own
		{"fr[W]", []tok{{tokMod, "fr", 0}, {tokPunct, "[", 2}, {tokTerm, "W", 3}, {tokPunct, "]", 4}}, -1},
		{"Wfa", []tok{{tokTerm, "W", 0}, {tokMod, "fa", 1}}, -1},
		{"f1sW", []tok{{tokMod, "f", 0}, {tokInt, "1", 1}, {tokTerm, "sW", 2}}, -1},
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
