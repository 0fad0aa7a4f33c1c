package main

import "testing"

// badBoardInputs: the board-style key, show --svg and --png (the file is
// made before Chromium starts, so a bad path is said at once). A board-style the
// pictures do not know is refused where it is written, naming the styles.
var badBoardInputs = []badInput{
	{name: "unknown board-style", args: []string{"show", "{dir}/s.yaml"}, wantExit: 1,
		files:     map[string]string{"s.yaml": "name: s\ninherit: chess\nboard-style: go\n"},
		wantFirst: `{dir}/s.yaml:3:14: board-style "go": unknown board "go": want one of chess, shogi, xiangqi, janggi`},
	{name: "board-style with a word not letters", args: []string{"diagram", "{dir}/s.yaml", "--piece", "R"}, wantExit: 1,
		files:     map[string]string{"s.yaml": "name: s\ninherit: shogi\nboard-style: shogi kanji\n"},
		wantFirst: `{dir}/s.yaml:3:14: board-style "shogi kanji": "kanji": the only word after the board is letters (the pieces' letters instead of their characters)`},
	{name: "board-style empty", args: []string{"page", "{dir}/s.yaml", "-o", "{dir}/out"}, wantExit: 1,
		files:     map[string]string{"s.yaml": "name: s\ninherit: xiangqi\nboard-style: \"\"\n"},
		wantFirst: `{dir}/s.yaml:3:15: board-style "": want a board (chess, shogi, xiangqi, janggi), optionally followed by letters`},
	{name: "board-style a list", args: []string{"show", "{dir}/s.yaml"}, wantExit: 1,
		files:     map[string]string{"s.yaml": "name: s\ninherit: chess\nboard-style: [shogi]\n"},
		wantFirst: `{dir}/s.yaml:3:14: board-style: want a string, got a list`},
	{name: "show --svg into a missing directory", args: []string{"show", "chess", "--svg", "{dir}/no/such/dir/x.svg"}, wantExit: 1,
		wantFirst: `betzac: open {dir}/no/such/dir/x.svg: no such file or directory`},
	{name: "show --png into a missing directory", args: []string{"show", "chess", "--png", "{dir}/no/such/dir/x.png"}, wantExit: 1,
		wantFirst: `betzac: open {dir}/no/such/dir/x.png: no such file or directory`},
}

func TestBadInputBoard(t *testing.T) { runBadInputs(t, badBoardInputs) }
