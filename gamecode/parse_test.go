package gamecode

import (
	"strings"
	"testing"
)

func TestParseErrors(t *testing.T) {
	tests := []struct{ code, want string }{
		{"set a 1;\n    foreach x (1 2): next;", "Pre-Game: line 2, col 5: `foreach` is outside the emitted subset"},
		{"def f + #0 1;", "Pre-Game: line 1, col 1: `def` is outside the emitted subset"},
		{"set a fn f 1;", "Pre-Game: line 1, col 7: `fn` is outside the emitted subset (not an operator, variable, piece label or coordinate)"},
		{"set a 1; // note\nset b 2;", "Pre-Game: line 1, col 10: comments are outside the emitted subset"},
		{"set a foo;", "Pre-Game: line 1, col 7: `foo` is outside the emitted subset (not an operator, variable, piece label or coordinate)"},
		{"if true: set a 1;", "Pre-Game: line 1, col 1: if without its end"},
		{"if true; set a 1; endif;", "Pre-Game: line 1, col 8: if header must end with `:`"},
		{"set a 1:", "Pre-Game: line 1, col 8: set must end with `;`"},
		{"endif;", "Pre-Game: line 1, col 1: endif without its if"},
		{"if true: else: elseif false: endif;", "Pre-Game: line 1, col 16: elseif after else"},
		{"do true: loop;", "Pre-Game: line 1, col 1: the one loop form is `do while EXPR:`"},
		{"loop;", "Pre-Game: line 1, col 1: loop without its do"},
		{"my x;", "Pre-Game: line 1, col 1: my outside a sub"},
		{"return 1;", "Pre-Game: line 1, col 1: return outside a sub"},
		{"if true: sub f: endsub; endif;", "Pre-Game: line 1, col 10: sub inside a block: only at top level"},
		{"sub f: endsub; sub f: endsub;", "Pre-Game: line 1, col 16: sub f is defined twice"},
		{"gosub g;", "Pre-Game: line 1, col 1: sub g is not defined"},
		{"set a sub g;", "Pre-Game: line 1, col 7: sub g is not defined"},
		{"set dest e4;", "Pre-Game: line 1, col 5: `dest` is substituted by Game Courier: not a name"},
		{"set a (1 2;", "Pre-Game: line 1, col 7: `(` without its `)`"},
		{"set a 1 2);", "Pre-Game: line 1, col 10: `)` without its `(`"},
		{"die \"oops;", "Pre-Game: line 1, col 5: string without its closing quote"},
		{"set a 1", "Pre-Game: line 1, col 1: statement without its closing `;`"},
		{"setflag + a1;", "Pre-Game: line 1, col 9: setflag takes words and #variables"},
		{"set a " + strings.Repeat("(", 51) + strings.Repeat(")", 51) + ";", "Pre-Game: line 1, col 57: parentheses nested deeper than 50"},
		{"die #x;", "Pre-Game: line 1, col 5: `#x` is not a literal word"},
	}
	for _, tc := range tests {
		_, err := Compile(chess(tc.code))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q:\n got %v\nwant %s", tc.code, err, tc.want)
		}
	}
}

func TestPresetErrors(t *testing.T) {
	tests := []struct {
		edit func(*Preset)
		want string
	}{
		{func(p *Preset) { p.FEN = "8/8" }, "preset FEN: 2 ranks for a board of 8"},
		{func(p *Preset) { p.FEN = "9/8/8/8/8/8/8/8" }, "preset FEN: rank 8 is longer than 8 files"},
		{func(p *Preset) { p.FEN = "x7/8/8/8/8/8/8/8" }, `preset FEN: "x" is not a piece label of the preset`},
		{func(p *Preset) { p.Pieces = append(p.Pieces, "and") }, `preset: "and" cannot be a piece label`},
		{func(p *Preset) { p.Files = nil }, "preset: files and ranks must be given"},
		{func(p *Preset) { p.Files[3] = "" }, `preset: "" cannot name a file or rank`},
		{func(p *Preset) { p.Ranks = []string{"1", "2", "3", "4", "5", "6", "7", "1"} }, "preset: coordinate a1 twice"},
	}
	for _, tc := range tests {
		p := chess("")
		tc.edit(&p)
		if _, err := Compile(p); err == nil || err.Error() != tc.want {
			t.Errorf("got %v, want %s", err, tc.want)
		}
	}
}
