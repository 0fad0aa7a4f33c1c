package picture

import (
	"fmt"
	"strings"
)

// The boards, by the word a variant file's board-style key uses.
const (
	Chess   = "chess"   // checkered squares, files a.., ranks 1..
	Shogi   = "shogi"   // one-colour squares with lines, pentagon pieces
	Xiangqi = "xiangqi" // pieces on the intersections, palaces and a river
	Janggi  = "janggi"  // as xiangqi with no river, octagon pieces
)

// Boards lists the board words, in the order the documentation gives them.
var Boards = []string{Chess, Shogi, Xiangqi, Janggi}

// Style is how a variant's board and pieces are drawn, as the
// board-style key writes it: a board word, and "letters" after it when the
// pieces show their letters rather than their characters (kanji, hanzi,
// hanja) or images ("xiangqi letters"). "" is the chess style.
type Style string

// ParseStyle reads a board-style value: a board word, optionally followed
// by "letters" ("xiangqi letters").
func ParseStyle(s string) (Style, error) {
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > 2 {
		return "", fmt.Errorf("board-style %q: want a board (%s), optionally followed by letters", s, strings.Join(Boards, ", "))
	}
	known := false
	for _, b := range Boards {
		known = known || b == words[0]
	}
	if !known {
		return "", fmt.Errorf("board-style %q: unknown board %q: want one of %s", s, words[0], strings.Join(Boards, ", "))
	}
	if len(words) == 2 && words[1] != "letters" {
		return "", fmt.Errorf("board-style %q: %q: the only word after the board is letters (the pieces' letters instead of their characters)", s, words[1])
	}
	return Style(strings.Join(words, " ")), nil
}

// Board returns the style's board word (Chess for "").
func (s Style) Board() string {
	if s == "" {
		return Chess
	}
	return strings.Fields(string(s))[0]
}

// Letters reports whether the pieces show their letters.
func (s Style) Letters() bool { return strings.HasSuffix(string(s), " letters") }

// Intersections reports whether pieces stand on the lines' crossings
// (xiangqi, janggi).
func (s Style) Intersections() bool { return s.Board() == Xiangqi || s.Board() == Janggi }
