package variants

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestBuiltinsLoad(t *testing.T) {
	names := BuiltinNames()
	for _, want := range []string{"capablanca", "chess", "chess960", "hookchess"} {
		if !contains(names, want) {
			t.Errorf("BuiltinNames() = %v, missing %s", names, want)
		}
	}
	for _, name := range names {
		v, err := Builtin(name)
		if err != nil {
			t.Errorf("Builtin(%q): %v", name, err)
			continue
		}
		if v.Name != name {
			t.Errorf("Builtin(%q).Name = %q", name, v.Name)
		}
		if v.File != "builtin:"+name+".yaml" {
			t.Errorf("Builtin(%q).File = %q", name, v.File)
		}
		for _, p := range v.Pieces {
			if p.File == "" || p.BetzaPos.Line == 0 || p.BetzaPos.Column == 0 {
				t.Errorf("%s: piece %s has no position: %+v", name, p.Letter, p)
			}
		}
		r, err := Resolve(name)
		if err != nil || !cmp.Equal(r, v) {
			t.Errorf("Resolve(%q) differs from Builtin: %v", name, err)
		}
	}
	if _, err := Builtin("nosuch"); err == nil {
		t.Error("Builtin(nosuch): no error")
	}
	if _, err := Builtin("../builtin/chess"); err == nil {
		t.Error("Builtin(../builtin/chess): no error")
	}
}

func TestChess(t *testing.T) {
	v, err := Builtin("chess")
	if err != nil {
		t.Fatal(err)
	}
	f := "builtin:chess.yaml"
	want := &Variant{
		Name: "chess", Title: "Chess", Sides: [2]string{"White", "Black"}, Files: 8, Ranks: 8, File: f,
		Start:    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		StartPos: FilePos{12, 8}, StartFile: f,
		Pieces: []Piece{
			{Letter: "P", Name: "Pawn", Betza: "ifmnDfmWfceF", Promote: &Promote{Zone: 1, To: "QRBN"}, BetzaPos: FilePos{6, 36}, File: f},
			{Letter: "N", Name: "Knight", Betza: "N", BetzaPos: FilePos{7, 38}, File: f},
			{Letter: "B", Name: "Bishop", Betza: "B", BetzaPos: FilePos{8, 38}, File: f},
			{Letter: "R", Name: "Rook", Betza: "R", BetzaPos: FilePos{9, 36}, File: f},
			{Letter: "Q", Name: "Queen", Betza: "Q", BetzaPos: FilePos{10, 37}, File: f},
			{Letter: "K", Name: "King", Betza: "KisO2", Royal: true, BetzaPos: FilePos{11, 36}, File: f},
		},
	}
	if d := cmp.Diff(want, v); d != "" {
		t.Errorf("chess (-want +got):\n%s", d)
	}
}

// summary is a compact view of a variant for comparing inheritance results.
type summary struct {
	Name, Title, Board, Start string
	Chess960                  bool
	Pieces                    []string // "LETTER=BETZA@FILE"
}

func summarize(v *Variant) summary {
	s := summary{Name: v.Name, Title: v.Title, Board: v.Board(), Start: v.Start, Chess960: v.Castling960}
	for _, p := range v.Pieces {
		s.Pieces = append(s.Pieces, p.Letter+"="+p.Betza+"@"+filepath.Base(p.File))
	}
	return s
}

func TestBuiltinInheritance(t *testing.T) {
	chessStart := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	tests := []struct {
		name string
		want summary
	}{
		{"chess960", summary{"chess960", "Chess960", "8x8", chessStart, true, []string{
			"P=ifmnDfmWfceF@builtin:chess.yaml", "N=N@builtin:chess.yaml", "B=B@builtin:chess.yaml",
			"R=R@builtin:chess.yaml", "Q=Q@builtin:chess.yaml", "K=KisO2@builtin:chess.yaml"}}},
		{"capablanca", summary{"capablanca", "Capablanca Chess", "10x8",
			"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", false, []string{
				"P=ifmnDfmWfceF@builtin:capablanca.yaml", "N=N@builtin:chess.yaml", "B=B@builtin:chess.yaml",
				"R=R@builtin:chess.yaml", "Q=Q@builtin:chess.yaml", "K=KisO3@builtin:capablanca.yaml",
				"A=BN@builtin:capablanca.yaml", "C=RN@builtin:capablanca.yaml"}}},
		{"hookchess", summary{"hookchess", "Hook Chess", "8x8", chessStart, false, []string{
			"P=ifmnDfmWfceF@builtin:chess.yaml", "N=N@builtin:chess.yaml", "B=B@builtin:chess.yaml",
			"R=RmasR@builtin:hookchess.yaml", "Q=Q@builtin:chess.yaml", "K=KisO2@builtin:chess.yaml"}}},
	}
	for _, tt := range tests {
		v, err := Builtin(tt.name)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if d := cmp.Diff(tt.want, summarize(v)); d != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, d)
		}
	}
	v, _ := Builtin("capablanca")
	if p := v.Piece("P"); p == nil || p.Promote == nil || p.Promote.To != "QRBNAC" {
		t.Errorf("capablanca pawn: %+v", p)
	}
}

// writeFiles writes name → content files into a new temporary directory and
// returns it.
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestFileInheritance(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"base/mini.yaml": `name: mini
title: Mini
board: 4x4
pieces:
  - {letter: K, betza: K, royal: true}
  - {letter: R, betza: R}
  - {letter: N, betza: N}
start: k3/4/4/R2K w - - 0 1
`,
		"kids/a.yaml": `name: a
inherit: ../base/mini.yaml
pieces:
  - {letter: N, remove: true}
  - {letter: R, name: Hook, betza: RmasR}
  - {letter: B, betza: B}
`,
		"kids/b.yaml": `name: b
inherit: a.yaml
board: 5x4
start: k4/5/5/R2KB w - - 0 1
castling: chess960
`,
		"kids/c.yaml": `name: c
inherit: a
`,
		"kids/d.yaml": `name: d
inherit: chess
pieces: [{letter: Q, remove: true}, {letter: P, betza: fmW}]
start: rnbbkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBBKBNR w KQkq - 0 1
`,
	})
	tests := []struct {
		file string
		want summary
	}{
		{"base/mini.yaml", summary{"mini", "Mini", "4x4", "k3/4/4/R2K w - - 0 1", false,
			[]string{"K=K@mini.yaml", "R=R@mini.yaml", "N=N@mini.yaml"}}},
		{"kids/a.yaml", summary{"a", "a", "4x4", "k3/4/4/R2K w - - 0 1", false,
			[]string{"K=K@mini.yaml", "R=RmasR@a.yaml", "B=B@a.yaml"}}},
		{"kids/b.yaml", summary{"b", "b", "5x4", "k4/5/5/R2KB w - - 0 1", true,
			[]string{"K=K@mini.yaml", "R=RmasR@a.yaml", "B=B@a.yaml"}}},
		{"kids/c.yaml", summary{"c", "c", "4x4", "k3/4/4/R2K w - - 0 1", false,
			[]string{"K=K@mini.yaml", "R=RmasR@a.yaml", "B=B@a.yaml"}}},
		{"kids/d.yaml", summary{"d", "d", "8x8", "rnbbkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBBKBNR w KQkq - 0 1", false,
			[]string{"P=fmW@d.yaml", "N=N@builtin:chess.yaml", "B=B@builtin:chess.yaml",
				"R=R@builtin:chess.yaml", "K=KisO2@builtin:chess.yaml"}}},
	}
	for _, tt := range tests {
		v, err := Load(filepath.Join(dir, tt.file))
		if err != nil {
			t.Errorf("%s: %v", tt.file, err)
			continue
		}
		if d := cmp.Diff(tt.want, summarize(v)); d != "" {
			t.Errorf("%s (-want +got):\n%s", tt.file, d)
		}
		r, err := Resolve(filepath.Join(dir, tt.file))
		if err != nil || !cmp.Equal(r, v) {
			t.Errorf("Resolve(%s) differs from Load: %v", tt.file, err)
		}
	}
	// A piece inherited from mini.yaml reports errors in mini.yaml.
	v, _ := Load(filepath.Join(dir, "kids/b.yaml"))
	e := v.Piece("K").ErrorAt(1, "test")
	if want := filepath.Join(dir, "base/mini.yaml") + ":5:24: test"; e.Error() != want {
		t.Errorf("ErrorAt = %q, want %q", e.Error(), want)
	}
}

func TestLoadErrorsFiles(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"a.yaml":       "name: a\ninherit: b.yaml\n",
		"b.yaml":       "name: b\ninherit: c.yaml\n",
		"c.yaml":       "name: c\ninherit: a.yaml\n",
		"self.yaml":    "name: self\ninherit: self.yaml\n",
		"bad.yaml":     "name: bad\nboard: 8x8\nstart: 8/8/8/8/8/8/8/8 w\npieces:\n  - {letter: K, betza: K, colour: white}\n",
		"kid.yaml":     "name: kid\ninherit: bad.yaml\npieces:\n  - {letter: Q, betza: Q, royal: yes}\n",
		"wide.yaml":    "name: wide\ninherit: chess\nboard: 9x8\n",
		"missing.yaml": "name: m\ninherit: none.yaml\n",
		"dir.yaml":     "name: d\ninherit: ./sub\n",
		"sub/x.yaml":   "",
	})
	j := func(f string) string { return filepath.Join(dir, f) }
	tests := []struct {
		file string
		want []string
	}{
		// an error in an inherited file points at the user's inherit line too
		{"a.yaml", []string{j("a.yaml") + ":2:10: inherit: " + j("c.yaml") + ":2:10: inherit: inheritance cycle: " +
			j("a.yaml") + " -> " + j("b.yaml") + " -> " + j("c.yaml") + " -> " + j("a.yaml")}},
		{"self.yaml", []string{j("self.yaml") + ":2:10: inherit: inheritance cycle: " + j("self.yaml") + " -> " + j("self.yaml")}},
		{"kid.yaml", []string{
			j("kid.yaml") + ":2:10: inherit: " + j("bad.yaml") + `:5:27: piece: unknown field "colour" (known fields: ` + strings.Join(pieceFields, ", ") + `)`,
			j("kid.yaml") + `:4:34: royal: want true or false, got the string "yes"`,
		}},
		{"nofile.yaml", []string{j("nofile.yaml") + ": cannot read: no such file or directory"}},
		{"missing.yaml", []string{j("missing.yaml") + ":2:10: inherit: cannot read " + j("none.yaml") + ": no such file or directory"}},
		{"dir.yaml", []string{j("dir.yaml") + ":2:10: inherit: cannot read " + j("sub") + ": not a regular file"}},
		{"wide.yaml", []string{
			j("wide.yaml") + ":2:10: inherit: builtin:chess.yaml:12:8: start: every rank has 8 squares, the board 9 files (board at " + j("wide.yaml") + ":3:8)",
		}},
	}
	for _, tt := range tests {
		_, err := Load(j(tt.file))
		if d := cmp.Diff(tt.want, errorLines(err)); d != "" {
			t.Errorf("%s (-want +got):\n%s", tt.file, d)
		}
	}
}

// errorLines returns the lines of err, checking that it is an ErrorList.
func errorLines(err error) []string {
	if err == nil {
		return nil
	}
	var l ErrorList
	if !errors.As(err, &l) {
		return []string{"not an ErrorList: " + err.Error()}
	}
	return strings.Split(err.Error(), "\n")
}

// ok (testdata/ok.yaml, which cmd/betzac's tests read too) is a valid
// variant; the error tests change one line of it at a time.
var ok = mustReadFile("testdata/ok.yaml")

// mustReadFile reads a test data file at package initialization.
func mustReadFile(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// loadErrorTests are variant files and the errors LoadBytes reports.
var loadErrorTests = []struct {
	name string
	src  string
	want []string
}{
	{"valid", ok, nil},
	{"no royal piece", strings.Replace(ok, ", royal: true", "", 1), nil},
	{"never moves", strings.Replace(ok, "betza: N}", `betza: ""}`, 1), nil},
	{"unknown field suggestion", ok + "tilte: T\n",
		[]string{`t.yaml:9:1: unknown field "tilte" (did you mean "title"?)`}},
	{"unknown field list", ok + "colours: 2\n",
		[]string{`t.yaml:9:1: unknown field "colours" (known fields: ` + strings.Join(variantFields, ", ") + `)`}},
	{"unknown piece field", strings.Replace(ok, "betza: N}", "betza: N, roayl: true}", 1),
		[]string{`t.yaml:5:27: piece: unknown field "roayl" (did you mean "royal"?)`}},
	{"unknown promote field", strings.Replace(ok, "zone: 1,", "zome: 1,", 1),
		[]string{`t.yaml:4:41: promote: missing required field zone`,
			`t.yaml:4:42: promote: unknown field "zome" (did you mean "zone"?)`}},
	{"field twice", ok + "name: u\n",
		[]string{`t.yaml:9:1: field "name" given twice (first at 1:1)`}},
	{"wrong type string", strings.Replace(ok, "name: t", "name: [t]", 1),
		[]string{`t.yaml:1:7: name: want a string, got a list`}},
	{"wrong type int", strings.Replace(ok, "zone: 1", "zone: one", 1),
		[]string{`t.yaml:4:48: promote: zone: want an integer, got the string "one"`}},
	{"betza brackets unquoted", strings.Replace(ok, "betza: N}", "betza: [W-R]}", 1),
		[]string{`t.yaml:5:24: betza: want a string, got a list (YAML reads [...] as a list: quote a bracketed Betza string, betza: "[F?R]")`}},
	{"betza brackets quoted", strings.Replace(ok, "betza: N}", `betza: "[F?R]"}`, 1), nil},
	{"drop never", strings.Replace(ok, "betza: N}", "betza: N, drop: {never: true}}", 1), nil},
	{"drop never and ranks", strings.Replace(ok, "betza: N}", "betza: N, drop: {never: true, ranks: [1, 1]}}", 1),
		[]string{`t.yaml:5:41: drop: never: true leaves nothing for ranks, file-limit or no-mate to restrict`}},
	{"wrong type bool", strings.Replace(ok, "royal: true", "royal: 1", 1),
		[]string{`t.yaml:7:34: royal: want true or false, got the integer 1`}},
	{"pieces not a list", strings.Replace(ok, "pieces:", "pieces: 3\nx:", 1),
		[]string{`t.yaml:3:9: pieces: want a list of pieces, got the integer 3`,
			`t.yaml:4:1: unknown field "x" (known fields: ` + strings.Join(variantFields, ", ") + `)`}},
	{"piece not a mapping", strings.Replace(ok, "  - {letter: N, betza: N}", "  - N", 1),
		[]string{`t.yaml:5:5: pieces: want a piece ({letter: …, betza: …}), got the string "N"`}},
	{"duplicate letter", strings.Replace(ok, "{letter: Q,", "{letter: N,", 1),
		[]string{`t.yaml:4:55: piece P: promote: to "QN": no piece Q`,
			`t.yaml:6:14: duplicate piece letter N (first at 5:14)`,
			`t.yaml:8:38: start: 'Q': no piece with letter Q`}},
	{"bad letter", strings.Replace(ok, "{letter: Q,", "{letter: q,", 1),
		[]string{`t.yaml:6:14: letter "q": want one upper-case letter A-Z`}},
	{"missing letter", strings.Replace(ok, "{letter: Q, betza: Q}", "{betza: Q}", 1),
		[]string{`t.yaml:6:5: piece: missing required field letter`}},
	{"missing betza", strings.Replace(ok, "{letter: Q, betza: Q}", "{letter: Q}", 1),
		[]string{`t.yaml:6:5: piece Q: missing required field betza (betza: "" is a piece that never moves)`}},
	{"FEN letter without piece", strings.Replace(ok, "QN2K3 w", "QX2K3 w", 1),
		[]string{`t.yaml:8:39: start: 'X': no piece with letter X`}},
	{"FEN black letter without piece", strings.Replace(ok, "4k3/", "4kr2/", 1),
		[]string{`t.yaml:8:10: start: 'r': no piece with letter R`}},
	{"FEN rank count", strings.Replace(ok, "/8/8/8/8/", "/8/8/8/", 1),
		[]string{`t.yaml:8:8: start: the FEN board has 7 ranks, the board 8`}},
	{"FEN rank width", strings.Replace(ok, "/8/8/8/8/", "/8/7/8/8/", 1),
		[]string{`t.yaml:8:23: start: rank 5 has 7 squares, the board 8 files`}},
	{"FEN bad char", strings.Replace(ok, "/8/8/8/8/", "/8/8/#7/8/", 1),
		[]string{`t.yaml:8:25: start: unexpected '#' in the FEN board`}},
	{"FEN hole counts as a square", strings.Replace(ok, "/8/8/8/8/", "/8/8/*8/8/", 1),
		[]string{`t.yaml:8:25: start: rank 4 has 9 squares, the board 8 files`}},
	{"FEN zero", strings.Replace(ok, "/8/8/8/8/", "/8/8/08/8/", 1),
		[]string{`t.yaml:8:25: start: "08" in rank 4: want a count of empty squares from 1`}},
	{"FEN side", strings.Replace(ok, " w - ", " x - ", 1),
		[]string{`t.yaml:8:44: start: side to move "x": want w or b`}},
	{"FEN no side", strings.Replace(ok, " w - - 0 1", "", 1),
		[]string{`t.yaml:8:43: start: the FEN has no side to move (w or b)`}},
	{"FEN castling", strings.Replace(ok, " w - ", " w KQ+ ", 1),
		[]string{`t.yaml:8:48: start: castling "KQ+": want -, KQkq or file letters`}},
	{"FEN castling file", strings.Replace(ok, " w - ", " w Kj ", 1),
		[]string{`t.yaml:8:47: start: castling "Kj": file j is off the board`}},
	{"FEN ep", strings.Replace(ok, " w - - ", " w - e9 ", 1),
		[]string{`t.yaml:8:48: start: en-passant square "e9": want - or a square on the board`}},
	{"FEN counters", strings.Replace(ok, " 0 1", " x 0 junk", 1),
		[]string{`t.yaml:8:50: start: halfmove clock "x": want a number`,
			`t.yaml:8:52: start: move number "0": want a number`,
			`t.yaml:8:54: start: unexpected "junk" after the FEN's six fields`}},
	{"FEN quoted", strings.Replace(ok, "start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/QN2K3 w - - 0 1", `start: "4k3/pppppppp/8/8/8/8/PPPPPPPP/QX2K3 w - - 0 1"`, 1),
		[]string{`t.yaml:8:40: start: 'X': no piece with letter X`}},
	{"board too large", strings.Replace(ok, "board: 8x8", "board: 27x8", 1),
		[]string{`t.yaml:2:8: board "27x8": files and ranks must be 1 to 26`}},
	{"board too small", strings.Replace(ok, "board: 8x8", "board: 8x0", 1),
		[]string{`t.yaml:2:8: board "8x0": files and ranks must be 1 to 26`}},
	{"board malformed", strings.Replace(ok, "board: 8x8", "board: 8by8", 1),
		[]string{`t.yaml:2:8: board "8by8": want FILESxRANKS, such as 8x8 or 10x8`}},
	{"board quoted", strings.Replace(ok, "board: 8x8", "board: ' 8x8'", 1),
		[]string{`t.yaml:2:9: board " 8x8": want FILESxRANKS, such as 8x8 or 10x8`}},
	{"missing fields", "title: T\npieces: []\n",
		[]string{`t.yaml:1:1: missing required field name`,
			`t.yaml:1:1: missing required field board`,
			`t.yaml:1:1: missing required field start`,
			`t.yaml:2:1: pieces: a variant needs at least one piece`}},
	{"bad name", strings.Replace(ok, "name: t", "name: my variant", 1),
		[]string{`t.yaml:1:7: name "my variant": want letters, digits, '-', '_' or '.', starting with a letter or digit`}},
	{"betza plain", strings.Replace(ok, "betza: N}", "betza: fmWfcX}", 1),
		[]string{`t.yaml:5:29: betza "fmWfcX": 'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY`}},
	{"betza quoted", strings.Replace(ok, "betza: N}", `betza: "fmWfcX"}`, 1),
		[]string{`t.yaml:5:30: betza "fmWfcX": 'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY`}},
	{"betza block", strings.Replace(ok, "  - {letter: N, betza: N}", "  - letter: N\n    betza: >-\n      fmWfcX", 1),
		[]string{`t.yaml:6:12: betza "fmWfcX": 'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY`}},
	{"promote zone", strings.Replace(ok, "zone: 1", "zone: 9", 1),
		[]string{`t.yaml:4:41: piece P: promote: zone 9 is deeper than the board's 8 ranks`}},
	{"promote zone 0", strings.Replace(ok, "zone: 1", "zone: 0", 1),
		[]string{`t.yaml:4:48: promote: zone 0: want at least 1 rank`}},
	{"promote to unknown", strings.Replace(ok, "to: QN", "to: QR", 1),
		[]string{`t.yaml:4:56: piece P: promote: to "QR": no piece R`}},
	{"promote to twice", strings.Replace(ok, "to: QN", "to: QNQ", 1),
		[]string{`t.yaml:4:57: promote: to "QNQ": letter Q given twice`}},
	{"promote to lower", strings.Replace(ok, "to: QN", "to: Qn", 1),
		[]string{`t.yaml:4:56: promote: to "Qn": want upper-case piece letters, got 'n'`}},
	{"promote not mapping", strings.Replace(ok, "promote: {zone: 1, to: QN}", "promote: QN", 1),
		[]string{`t.yaml:4:41: promote: want {zone: N, to: LETTERS}, got the string "QN"`}},
	{"castling value", ok + "castling: fischer\n",
		[]string{`t.yaml:9:11: castling "fischer": want standard or chess960`}},
	{"remove without inherit", strings.Replace(ok, "{letter: Q, betza: Q}", "{letter: Q, remove: true}", 1),
		[]string{`t.yaml:4:55: piece P: promote: to "QN": no piece Q`,
			`t.yaml:6:14: piece Q: remove: true needs a variant to remove it from (inherit: …)`,
			`t.yaml:8:38: start: 'Q': no piece with letter Q`}},
	{"remove with fields", "name: t\ninherit: chess\npieces: [{letter: Q, remove: true, betza: Q}]\n",
		[]string{`t.yaml:3:36: piece Q: a piece with remove: true takes no other field than letter, got betza`}},
	{"remove unknown", "name: t\ninherit: chess\npieces: [{letter: Z, remove: true}]\n",
		[]string{`t.yaml:3:19: piece Z: remove: true, but chess has no piece Z`}},
	{"inherit unknown", "name: t\ninherit: chesss\n",
		[]string{`t.yaml:2:10: inherit: unknown variant "chesss" (did you mean "chess"? 'betzac variants' lists the built-ins), and no file chesss`}},
	{"yaml syntax", "name: t\nboard: [8x8\n",
		[]string{`t.yaml:2: YAML syntax: did not find expected ',' or ']'`}},
	{"empty", "", []string{`t.yaml: empty file: want a variant definition`}},
	{"comment only", "# nothing\n", []string{`t.yaml: empty file: want a variant definition`}},
	{"not a mapping", "- a\n", []string{`t.yaml:1:1: not a variant file: want a mapping of fields (name: …, board: …), got a list`}},
	{"not a variant file: its content is not shown", "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n",
		[]string{`t.yaml:1:1: not a variant file: want a mapping of fields (name: …, board: …), got text`}},
	{"long value not quoted", strings.Replace(ok, "royal: true", "royal: "+strings.Repeat("x", 61), 1),
		[]string{`t.yaml:7:34: royal: want true or false, got a value of 61 characters`}},
	{"tab indentation", "name: t\npieces:\n\t- {letter: K, betza: K}\n",
		[]string{`t.yaml:3:1: YAML syntax: a tab in the indentation: YAML indents with spaces only`}},
	{"board read as hex", strings.Replace(ok, "8x8", "0x0", 1),
		[]string{`t.yaml:2:8: board: want a string, got the integer 0x0 (YAML reads 0x0 as a number in base 16; quote it to mean text)`}},
	{"two documents", ok + "---\nname: u\n", []string{`t.yaml:9:1: a second YAML document: a file holds one variant`}},
	{"three mistakes", strings.NewReplacer("board: 8x8", "board: 8by8", "betza: N}", "betza: NX3X}", "tilte", "x").Replace(ok) + "colour: white\n",
		[]string{`t.yaml:2:8: board "8by8": want FILESxRANKS, such as 8x8 or 10x8`,
			`t.yaml:5:27: betza "NX3X": 'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY`,
			`t.yaml:9:1: unknown field "colour" (known fields: ` + strings.Join(variantFields, ", ") + `)`}},
}

func TestLoadErrors(t *testing.T) {
	for _, tt := range loadErrorTests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := LoadBytes("t.yaml", []byte(tt.src))
			if d := cmp.Diff(tt.want, errorLines(err)); d != "" {
				t.Errorf("errors (-want +got):\n%s", d)
			}
			if (err == nil) != (v != nil) {
				t.Errorf("LoadBytes returned variant %v and error %v", v != nil, err)
			}
		})
	}
}

func TestParseBoard(t *testing.T) {
	tests := []struct {
		in           string
		files, ranks int
		ok           bool
	}{
		{"8x8", 8, 8, true}, {"10x8", 10, 8, true}, {"1x1", 1, 1, true}, {"26x26", 26, 26, true},
		{"27x1", 0, 0, false}, {"0x8", 0, 0, false}, {"8x", 0, 0, false}, {"x8", 0, 0, false},
		{"8X8", 0, 0, false}, {"+8x8", 0, 0, false}, {"8x8x8", 0, 0, false}, {"", 0, 0, false},
	}
	for _, tt := range tests {
		f, r, err := ParseBoard(tt.in)
		if f != tt.files || r != tt.ranks || (err == nil) != tt.ok {
			t.Errorf("ParseBoard(%q) = %d, %d, %v", tt.in, f, r, err)
		}
	}
}

func TestResolveUnknown(t *testing.T) {
	_, err := Resolve("nosuch")
	want := []string{`nosuch: unknown variant "nosuch" ('betzac variants' lists the built-ins), and no such file`}
	if d := cmp.Diff(want, errorLines(err)); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

func FuzzLoadBytes(f *testing.F) {
	f.Add([]byte(ok))
	for _, name := range BuiltinNames() {
		data, _ := builtinFS.ReadFile(builtinPath(name))
		f.Add(data)
	}
	f.Add([]byte("name: t\ninherit: t.yaml\n"))
	f.Add([]byte("a: &x [*x]\n"))
	f.Add([]byte("pieces: [{letter: A, betza: \"[F?R]\", promote: {zone: 3, to: A}}]\nstart: '10/A w'\n"))
	f.Add([]byte("pieces: [{letter: A, betza: " + strings.Repeat("W", 5000) + "}]\n")) // longer than grammar.MaxLen
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := LoadBytes("fuzz.yaml", data)
		if (err == nil) == (v == nil) {
			t.Fatalf("variant %v, error %v", v, err)
		}
		if err != nil {
			var l ErrorList
			if !errors.As(err, &l) || len(l) == 0 {
				t.Fatalf("error %v is not a non-empty ErrorList", err)
			}
		}
	})
}
