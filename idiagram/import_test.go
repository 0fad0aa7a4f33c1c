package idiagram

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// importCase is a definition and what its import must hold: lines of the
// variant file (each must appear, whole), or the error, exactly.
type importCase struct {
	name    string
	def     string
	want    []string
	wantErr string
}

func runImportCases(t *testing.T, rows []importCase) {
	t.Helper()
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			imp, err := Import(row.def, "t")
			if row.wantErr != "" {
				got := ""
				if err != nil {
					got = err.Error()
				}
				if diff := cmp.Diff(row.wantErr, got); diff != "" {
					t.Fatalf("error (-want +got):\n%s", diff)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(imp.YAML, "\n")
			for _, w := range row.want {
				if !contains(lines, w) {
					t.Errorf("no line %q in\n%s", w, imp.YAML)
				}
			}
		})
	}
}

func contains(lines []string, s string) bool {
	for _, l := range lines {
		if l == s {
			return true
		}
	}
	return false
}

// king is a one-piece definition: the last piece is royal.
const king = "King::::e1\n"

// TestParams has a row per parameter the import reads, and per one it
// refuses, with the Diagram's default where the parameter is left out.
func TestParams(t *testing.T) {
	runImportCases(t, []importCase{
		{"default board 8x8", king, []string{"board: 8x8", "start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"files", "files=10\n" + king, []string{"board: 10x8"}, ""},
		{"ranks", "ranks=10\n" + king, []string{"board: 8x10", "start: 4k3/8/8/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"files 0", "files=0\n" + king, nil, "line 1: files=0: want a whole number from 1 to 26"},
		{"ranks 27", "ranks=27\n" + king, nil, "line 1: ranks=27: want a whole number from 1 to 26"},
		{"files x", "files=x\n" + king, nil, "line 1: files=x: want a whole number from 1 to 26"},
		{"set twice: the last", "files=9\nfiles=10\n" + king, []string{"board: 10x8"}, ""},
		{"symmetry mirror (default)", "King::::d1\n", []string{"start: 3k4/8/8/8/8/8/8/3K4 w KQkq - 0 1"}, ""},
		{"symmetry mirror", "symmetry=mirror\nKing::::d1\n", []string{"start: 3k4/8/8/8/8/8/8/3K4 w KQkq - 0 1"}, ""},
		{"symmetry rotate", "symmetry=rotate\nKing::::d1\n", []string{"start: 4k3/8/8/8/8/8/8/3K4 w KQkq - 0 1"}, ""},
		{"symmetry none", "symmetry=none\n" + king, nil, "line 1: symmetry=none: not translated: the only ones read are mirror and rotate (none, with its colour separator, is not at hand from a public source)"},
		{"promoZone default 1", "Pawn::::a2\nQueen::::d1\n" + king, []string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: Q}}`}, ""},
		{"promoZone", "promoZone=2\nPawn::::a2\nQueen::::d1\n" + king, []string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 2, to: Q}}`}, ""},
		{"promoChoice", "promoChoice=RQ\nPawn::::a2\nQueen::::d1\nRook::::a1\n" + king, []string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: RQ}}`}, ""},
		{"promoChoice default: all but pawn and royal", "Pawn::::a2\nRook::::a1\nQueen::::d1\n" + king, []string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: RQ}}`}, ""},
		{"promoChoice no piece", "promoChoice=X\nPawn::::a2\n" + king, nil, "line 1: promoChoice=X: X is no piece's ID"},
		{"promoChoice !", "promoChoice=!Q\nPawn::::a2\nQueen::::d1\n" + king, nil, "line 1: promoChoice=!Q: the '!' and '*' prefixes are not translated: their meaning was not at hand from a public source"},
		{"promoChoice *", "promoChoice=*Q\nPawn::::a2\nQueen::::d1\n" + king, nil, "line 1: promoChoice=*Q: the '!' and '*' prefixes are not translated: their meaning was not at hand from a public source"},
		{"holdingsType 0 (default): no hands", king, []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"holdingsType 1", "holdingsType=1\nKnight:N:::b1:2\n" + king, []string{"drops: true", "captures-to-hand: true", "start: 1n2k3/8/8/8/8/8/8/1N2K3[NNnn] w KQkq - 0 1"}, ""},
		{"holdingsType 2", "holdingsType=2\n" + king, nil, "line 1: holdingsType=2: want a whole number from 0 to 1"},
		{"royal default: the last piece", "Queen::::d1\n" + king, []string{`  - {letter: K, name: "King", betza: "KisO2", royal: true}`, `  - {letter: Q, name: "Queen", betza: "Q"}`}, ""},
		{"royal", "royal=1\nKing::::e1\nQueen::::d1\n", []string{`  - {letter: K, name: "King", betza: "KisO2", royal: true}`, `  - {letter: Q, name: "Queen", betza: "Q"}`}, ""},
		{"royal out of range", "royal=3\nQueen::::d1\n" + king, nil, "line 1: royal=3: want a whole number from 1 to 2"},
		{"firstRank 1 (default)", "King::::e1\n", []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"firstRank 0", "firstRank=0\nKing::::e0\n", []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"firstRank 0: e8 is off the board", "firstRank=0\nKing::::e8\n", nil, `line 2: piece King: "e8" is not a square (or range a2-h2) on the 8x8 board`},
		{"firstRank 2", "firstRank=2\n" + king, nil, "line 1: firstRank=2: want a whole number from 0 to 1"},
		{"unknown parameter", "fooBar=1\n" + king, nil, "line 1: fooBar=1: unknown parameter"},
		{"iron", "iron=K\n" + king, nil, "line 1: iron=K: a capture rule betzac does not have yet (issue 28)"},
		{"counterStrike", "counterStrike=L\n" + king, nil, "line 1: counterStrike=L: a capture rule betzac does not have yet (issue 28)"},
		{"antiTrade", "antiTrade=L\n" + king, nil, "line 1: antiTrade=L: a capture rule betzac does not have yet (issue 28)"},
		{"protected", "protected=L\n" + king, nil, "line 1: protected=L: a capture rule betzac does not have yet (issue 28)"},
		{"tradeThreshold", "tradeThreshold=5\n" + king, nil, "line 1: tradeThreshold=5: a capture rule betzac does not have yet (issue 28)"},
		{"baring", "baring=1\n" + king, nil, "line 1: baring=1: a game-end rule betzac's import does not translate yet (issue 28)"},
		{"shuffle", "shuffle=NBRQ\n" + king, nil, "line 1: shuffle=NBRQ: shuffled start positions are not in betzac yet (issue 28)"},
		{"maxPromote", "maxPromote=1\n" + king, nil, "line 1: maxPromote=1: not translated: its meaning was not at hand from a public source"},
		{"promoOffset", "promoOffset=1\n" + king, nil, "line 1: promoOffset=1: not translated (Shogi-style promotion): its meaning was not at hand from a public source"},
		{"castleFlip", "castleFlip=1\n" + king, nil, "line 1: castleFlip=1: not translated: its meaning was not at hand from a public source"},
		{"autoGate", "autoGate=1\n" + king, nil, "line 1: autoGate=1: not translated (gating): its meaning was not at hand from a public source"},
		{"extinction", "extinction=K\n" + king, nil, "line 1: extinction=K: not translated: a game-end rule"},
		{"stalemate", "stalemate=win\n" + king, nil, "line 1: stalemate=win: not translated: a game-end rule"},
	})
}

// TestCosmetic: parameters that change the picture only are ignored and
// listed.
func TestCosmetic(t *testing.T) {
	imp, err := Import("graphicsDir=/g/\nsquareSize=36\nsatellite=demo\n"+king, "t")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"graphicsDir=/g/", "squareSize=36", "satellite=demo"}, imp.Ignored); diff != "" {
		t.Errorf("Ignored (-want +got):\n%s", diff)
	}
}

// TestPieceDefaults has a row per default of a piece line.
func TestPieceDefaults(t *testing.T) {
	rows := []importCase{
		{"ID: the name's first letter", "Queen::::d1\n" + king, []string{`  - {letter: Q, name: "Queen", betza: "Q"}`}, ""},
		{"ID given", "Knight:N:::b1\n" + king, []string{`  - {letter: N, name: "Knight", betza: "N"}`}, ""},
		{"ID lower case is upper", "Knight:n:::b1\n" + king, []string{`  - {letter: N, name: "Knight", betza: "N"}`}, ""},
		{"ID two letters", "Knight:NN:::b1\n" + king, nil, `line 1: piece Knight: ID "NN" is not one letter, as betzac's piece letters are`},
		{"ID twice", "Kangaroo::W::b1\n" + king, nil, "line 2: piece King: ID K is already the ID of the piece at line 1"},
		{"Betza given", "Wazir::W::b1\n" + king, []string{`  - {letter: W, name: "Wazir", betza: "W"}`}, ""},
		{"no Betza, unknown name", "Lion:::::2\n" + king, nil, `line 1: piece Lion has no moves, and "Lion" is not a name whose default moves are known here (Pawn, Knight, Bishop, Rook, Queen, King, Archbishop, Chancellor)`},
		{"hole: no default moves", "hole::::d4\n" + king, nil, `line 1: piece hole has no moves, and "hole" is not a name whose default moves are known here (Pawn, Knight, Bishop, Rook, Queen, King, Archbishop, Chancellor)`},
		{"range along a rank", "Pawn::::a2-h2\nQueen::::d1\n" + king, []string{"start: 3qk3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w KQkq - 0 1"}, ""},
		{"range backwards", "Pawn::::h2-a2\nQueen::::d1\n" + king, []string{"start: 3qk3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w KQkq - 0 1"}, ""},
		{"range along a file", "Wazir::W::a1-a3\n" + king, []string{"start: w3k3/w7/w7/8/8/W7/W7/W3K3 w KQkq - 0 1"}, ""},
		{"range askew", "Wazir::W::a1-b2\n" + king, nil, `line 1: piece Wazir: range "a1-b2" is not along one rank or one file`},
		{"square off the board", "Wazir::W::i1\n" + king, nil, `line 1: piece Wazir: "i1" is not a square (or range a2-h2) on the 8x8 board`},
		{"square taken", "Wazir::W::e1\n" + king, nil, "line 2: piece King: square e1 already has Wazir"},
		{"square taken by Black's", "Wazir::W::e8\n" + king, nil, "line 2: piece King: square e1 already has Wazir"},
		{"no squares", "Wazir::W::\n" + king, []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"hand without holdingsType", "Wazir::W:::2\n" + king, nil, "line 1: piece Wazir: 2 in hand, but there are no hands without holdingsType=1"},
		{"hand not a count", "holdingsType=1\nWazir::W:::x\n" + king, nil, `line 2: piece Wazir: hand "x": want a count from 0 to 99`},
		{"castling: no O, no rights", "King::K::e1\n", []string{"start: 4k3/8/8/8/8/8/8/4K3 w - - 0 1"}, ""},
		{"too many fields", "King::K::e1:1:2\n", nil, `line 1: piece "King::K::e1:1:2" has 7 fields; a piece is name:ID:XBetza:image:squares[:hand]`},
		{"too few fields", "King::K\n", nil, `line 1: piece "King::K" has 3 fields; a piece is name:ID:XBetza:image:squares[:hand]`},
		{"neither", "files 10\n" + king, nil, `line 1: "files 10" is neither a parameter (key=value) nor a piece (name:ID:XBetza:image:squares[:hand])`},
		{"no piece", "files=10\n", nil, "line 1: the definition has no piece line (name:ID:XBetza:image:squares)"},
		{"Betza betzac cannot read", "Odd::W!::b1\n" + king, nil, ""},
	}
	for name, betza := range defaultBetza {
		rows = append(rows, importCase{"default moves of " + name, name + "::::\nRoyal:Z:K::e1\n", []string{`  - {letter: ` + name[:1] + `, name: "` + name + `", betza: "` + betza + `"}`}, ""})
	}
	// The Betza error is betzac's own message; only its line is checked.
	last := rows[len(rows)-len(defaultBetza)-1]
	if _, err := Import(last.def, "t"); err == nil || !strings.HasPrefix(err.Error(), "line 1: the variant file it translates to is wrong: ") {
		t.Errorf("bad Betza: got %v, want an error at line 1", err)
	}
	runImportCases(t, append(rows[:len(rows)-len(defaultBetza)-1], rows[len(rows)-len(defaultBetza):]...))
}

// TestHTML: the definition is read from a page's idiagram element, lines
// numbered in the page, tags and entities removed.
func TestHTML(t *testing.T) {
	page := "<html>\n<p>text</p>\n<div class=\"idiagram\" style=\"float: left\">\nfiles=10<br>\nfooBar=&amp;\n" + king + "</div>\n<p>King::::a1</p>\n"
	_, err := Import(page, "t")
	if diff := cmp.Diff("line 5: fooBar=&: unknown parameter", err.Error()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	_, err = Import("<div class='idiagram'>\n"+king, "t")
	if diff := cmp.Diff(`line 1: the <div class="idiagram"> element has no </div>`, err.Error()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestDocExample imports the documentation's own example: its Lion, with
// no moves written, is refused by name at its line.
func TestDocExample(t *testing.T) {
	page, err := os.ReadFile("testdata/doc-example.html")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Import(string(page), "t")
	want := `line 27: piece Lion has no moves, and "Lion" is not a name whose default moves are known here (Pawn, Knight, Bishop, Rook, Queen, King, Archbishop, Chancellor)`
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

func TestVariantName(t *testing.T) {
	for in, want := range map[string]string{"a/b/My Page.html": "My-Page", "x.txt": "x", "/t/.html": "html", "/t/-.x": "diagram", `c:\d\q_r.htm`: "q-r"} {
		if got := VariantName(in); got != want {
			t.Errorf("VariantName(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzImport: any text is imported or refused with an error, never a
// panic; what is imported loads and compiles (Import checks that).
func FuzzImport(f *testing.F) {
	page, _ := os.ReadFile("testdata/doc-example.html")
	f.Add(string(page))
	f.Add("files=10\nsymmetry=rotate\nPawn::::a2-j2\nKing::::f1\n")
	f.Add("holdingsType=1\nKnight:N:::b1:2\nKing::::e1\n")
	f.Fuzz(func(t *testing.T, text string) {
		imp, err := Import(text, "f")
		if err == nil && imp.YAML == "" {
			t.Fatal("no error and no file")
		}
	})
}
