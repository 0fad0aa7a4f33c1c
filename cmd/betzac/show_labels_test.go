package main

import "testing"

// TestShowLabels: betzac show labels the board's files and ranks as the
// variant's board-style does (picture.Board.Labels, as the SVG and the
// page): the expected labels are written here from the conventions that
// function cites (GNU Shogi's manual, the WXF notation, the Korea Janggi
// Association's), not taken from betzac's output.
func TestShowLabels(t *testing.T) {
	runGoodInputs(t, []goodInput{
		{name: "chess: files a.. below, ranks 1.. left", args: []string{"show", "chess", "--ascii"},
			has: []string{"  8 | r | n |", "  1 | R | N |", "      a   b   c   d   e   f   g   h \n"}},
		{name: "shogi: files 9..1 above, ranks 一.. right from the top", args: []string{"show", "shogi"},
			has: []string{"      9   8   7   6   5   4   3   2   1 \n", "    │ l │ n │ s │ g │ k │ g │ s │ n │ l │ 一\n", "    │ L │ N │ S │ G │ K │ G │ S │ N │ L │ 九\n"}},
		{name: "shogi in ASCII: ranks a.. as USI writes them", args: []string{"show", "shogi", "--ascii"},
			has: []string{"      9   8   7", "    | l | n | s | g | k | g | s | n | l | a\n", "    | L | N | S | G | K | G | S | N | L | i\n"}},
		{name: "xiangqi: Black's files 1..9 above, Red's 九..一 below", args: []string{"show", "xiangqi"},
			has: []string{"      1   2   3   4   5   6   7   8   9 \n", "    │ R │ N │ B │ A │ K │ A │ B │ N │ R │\n", "     九  八  七  六  五  四  三  二  一 \n"}},
		{name: "xiangqi in ASCII: Red's files in digits", args: []string{"show", "xiangqi", "--ascii"},
			has: []string{"      9   8   7   6   5   4   3   2   1 \n"}},
		{name: "janggi: files 1..9 below, ranks 1..9, 0 from the top", args: []string{"show", "janggi", "--ascii"},
			has: []string{"  1 | r | n | b | a |", "  0 | R | N | B | A |", "      1   2   3   4   5   6   7   8   9 \n"}},
	})
}

// TestDiagramLabels: betzac diagram's text labels the board as show does.
func TestDiagramLabels(t *testing.T) {
	runGoodInputs(t, []goodInput{
		{name: "chess", args: []string{"diagram", "chess", "--piece", "N"},
			has: []string{"\n 8  .  .", "\n 1  .  .", "\n    a  b  c  d  e  f  g  h \n"}},
		{name: "shogi", args: []string{"diagram", "shogi", "--piece", "N"},
			has: []string{"\n    9  8  7  6  5  4  3  2  1 \n", "  .  .  .  .  .  .  .  .  .  一\n", " [N] .  .  .  .  五\n"}},
		{name: "xiangqi", args: []string{"diagram", "xiangqi", "--piece", "N"},
			has: []string{"\n    1  2  3  4  5  6  7  8  9 \n", "\n   九 八 七 六 五 四 三 二 一 \n"}},
		{name: "janggi", args: []string{"diagram", "janggi", "--piece", "N"},
			has: []string{"\n 1  .  .", "\n 0  .  .", "\n    1  2  3  4  5  6  7  8  9 \n"}},
	})
}
