package variants

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/picture"
)

// board-style: inherited, chess by default, by family for the built-ins;
// a value that is not a style is a positioned error naming it.
func TestBoardStyle(t *testing.T) {
	for _, tc := range []struct {
		file string
		want picture.Style
	}{
		{"name: d\ninherit: chess\n", picture.Style("")},
		{"name: d\ninherit: xiangqi\n", picture.Style("xiangqi")},
		{"name: d\ninherit: minishogi\n", picture.Style("shogi")},
		{"name: d\ninherit: janggi\nboard-style: janggi letters\n", picture.Style("janggi letters")},
		{"name: d\ninherit: shogi\nboard-style: chess\n", picture.Style("chess")},
	} {
		v, err := LoadBytes("d.yaml", []byte(tc.file))
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.want, v.BoardStyle); diff != "" {
			t.Errorf("%q: board style (-want +got):\n%s", tc.file, diff)
		}
	}
	for _, tc := range []struct{ value, want string }{
		{"go", `d.yaml:3:14: board-style "go": unknown board "go": want one of chess, shogi, xiangqi, janggi`},
		{"shogi kanji", `d.yaml:3:14: board-style "shogi kanji": "kanji": the only word after the board is letters`},
		{`""`, `d.yaml:3:15: board-style "": want a board`},
	} {
		_, err := LoadBytes("d.yaml", []byte("name: d\ninherit: chess\nboard-style: "+tc.value+"\n"))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("board-style: %s: %v, want %s…", tc.value, err, tc.want)
		}
	}
}
