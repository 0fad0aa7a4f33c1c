package main

import "testing"

// idA is "import id {dir}/d.html".
var idA = []string{"import", "id", "{dir}/d.html"}

// badInputsIDiagram are Interactive Diagram definitions (issue 28) whose
// error must name the parameter or piece at its line of the file.
var badInputsIDiagram = []badInput{
	{name: "id capture rule refused by name", args: idA, files: map[string]string{"d.html": "<div class=\"idiagram\">\nfiles=8\ncounterStrike=1\nKing::::e1\n</div>\n"}, wantExit: 1,
		wantFirst: `{dir}/d.html:3: counterStrike=1: after a piece of another type took one of this type, the Diagram bars the next move's capture of this type by any piece, a Lion too, except on the square the taking move came from, and records only the type of the last square the move took on (betza.js ScoreMove); betzac's counter-strike is shogiops's, which bars only a capture by another type and allows the recapture on the square the Lion was taken on, so it is not translated`},
	{name: "id antiTrade group 3", args: idA, files: map[string]string{"d.html": "<div class=\"idiagram\">\nRook::::a1\nantiTrade=3\nKing::::e1\n</div>\n"}, wantExit: 1,
		wantFirst: `{dir}/d.html:3: antiTrade=3 after piece Rook: want its group, 0, 1 or 2 (betza.js's ScoreMove does not test group 3)`},
	{name: "id iron royal piece", args: idA, files: map[string]string{"d.html": "<div class=\"idiagram\">\nfiles=8\niron=1\nKing::::e1\n</div>\n"}, wantExit: 1,
		wantFirst: `{dir}/d.html:3: the variant file it translates to is wrong: iron "K": piece K is royal; a royal piece cannot be iron`},
	{name: "id unknown parameter", args: idA, files: map[string]string{"d.html": "nonsense=1\nKing::::e1\n"}, wantExit: 1,
		wantFirst: `{dir}/d.html:1: nonsense=1: unknown parameter`},
	{name: "id piece without moves", args: idA, files: map[string]string{"d.html": "King::::e1\nUnicorn:::::2\n"}, wantExit: 1,
		wantFirst: `{dir}/d.html:2: piece Unicorn has no moves, and the Diagram has none for the name "Unicorn" (it gives it "O", castling only)`},
	{name: "id a Betza betzac cannot read, at its piece line", args: idA, files: map[string]string{"d.html": "Odd::W!::b1\nKing::::e1\n"}, wantExit: 1,
		wantFirst: `{dir}/d.html:1: the variant file it translates to is wrong: betza "W!": unexpected character '!': Betza uses modifier letters a-z, atom letters A-Z, '@', digits, '*' and brackets`},
	{name: "id no such file", args: []string{"import", "id", "{dir}/none.html"}, wantExit: 1,
		wantFirst: `{dir}/none.html: cannot read: no such file or directory`},
	{name: "id with a section", args: []string{"import", "id", "{dir}/d.html", "x"}, wantExit: 2,
		wantFirst: `betzac: too many arguments: import id takes FILE only, not "x"`},
	{name: "import an unknown format", args: []string{"import", "ini", "{dir}/d.html"}, wantExit: 2,
		wantFirst: `betzac: unknown format "ini": the formats are fsf and id`},
	{name: "export id of shogi", args: []string{"export", "id", "shogi"}, wantExit: 1,
		wantFirst: `betzac: variant shogi cannot be written as an Interactive Diagram:`},
	{name: "export id with --section", args: []string{"export", "id", "chess", "--section", "x"}, wantExit: 2,
		wantFirst: `betzac: --section is for fsf: a Diagram has no section`},
}

func TestBadInputIDiagram(t *testing.T) { runBadInputs(t, badInputsIDiagram) }
