package pgn

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func texts(g Game) []string {
	var s []string
	for _, m := range g.Moves {
		s = append(s, m.Text)
	}
	return s
}

func TestParse(t *testing.T) {
	text := `[Event "Test"]
[Variant "Crazyhouse"]
[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"]
% a line for other programs
1. e4 {best by test} e5 $1 2.Nf3!? (2. f4 exf4 (2... d5) 3. Nf3) 2...Nc6 ; a comment
3. Bb5 a6 1-0

[Event "Second \"quoted\""]
1.d4 d5 2.c4 *
`
	games, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 {
		t.Fatalf("%d games, want 2", len(games))
	}
	if diff := cmp.Diff([]string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}, texts(games[0])); diff != "" {
		t.Errorf("game 1 moves (-want +got):\n%s", diff)
	}
	if games[0].Result != "1-0" || games[0].Tag("Variant") != "Crazyhouse" {
		t.Errorf("game 1: result %q, variant %q", games[0].Result, games[0].Tag("Variant"))
	}
	if m := games[0].Moves[2]; m.Line != 5 || m.Col != 30 {
		t.Errorf("Nf3 at %d:%d, want 5:30", m.Line, m.Col)
	}
	if diff := cmp.Diff([]string{"d4", "d5", "c4"}, texts(games[1])); diff != "" {
		t.Errorf("game 2 moves (-want +got):\n%s", diff)
	}
	if got := games[1].Tag("Event"); got != `Second "quoted"` || games[1].Line != 8 {
		t.Errorf("game 2: event %q at line %d", got, games[1].Line)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"1. e4 {never closed", "1:7: comment '{' not closed by '}'"},
		{"1. e4 (1. d4 (1. c4) e5", "1:7: variation '(' not closed by ')'"},
		{"1. e4 ) e5", "1:7: ')' without a '(' before it"},
		{"[Event \"x]\n1. e4", "1:8: tag Event: value not closed by '\"' on its line"},
		{"[Event x]", "1:8: tag Event: expected its value in double quotes"},
		{"[ \"x\"]", "1:1: a tag is [Name \"value\"]: the name is missing"},
		{"[Event \"x\" 1. e4", "1:12: tag Event: expected ']' after its value"},
		{"1. e4 $x", "1:7: a NAG is '$' and a number, not \"$x\""},
		{"1. e4 e5\n[Event \"next\"]\n1. d4 *", "2:1: a tag after the moves of the game that starts at line 1 (its result is missing)"},
		{"1. e4 \xff", "1:1: the text is not UTF-8"},
	} {
		_, err := Parse(tc.text)
		got := "<nil>"
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

func TestWrite(t *testing.T) {
	got := Write([]Tag{{"Variant", "Crazyhouse"}, {"White", "A"}}, []string{"e5", "Nf3", "Nc6"}, true, 7, "*")
	want := `[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "A"]
[Black "?"]
[Result "*"]
[Variant "Crazyhouse"]

7... e5 8. Nf3 Nc6 *
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	games, err := Parse(got)
	if err != nil || len(games) != 1 || strings.Join(texts(games[0]), " ") != "e5 Nf3 Nc6" {
		t.Errorf("written game does not read back: %v %+v", err, games)
	}
}

// FuzzParse: no panic (a hang shows as the fuzzer's timeout), and every
// move read has text and a position.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "1. e4 e5 *", "[A \"b\"]\n1. e4 {c} (1. d4 (1... d5)) $2 1-0", "((((", "{", "[", "%x\n1.e4", "1...", "[A \"\\\"]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		games, err := Parse(s)
		if err == nil {
			for _, g := range games {
				for _, m := range g.Moves {
					if m.Text == "" || m.Line < 1 || m.Col < 1 {
						t.Fatalf("bad move %+v", m)
					}
				}
			}
		}
	})
}
