package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// iniA is "import fsf {dir}/v.ini a": rows write v.ini.
var iniA = []string{"import", "fsf", "{dir}/v.ini", "a"}

// ini is a v.ini file with section [a] (inheriting FSF's chess) and lines.
func ini(lines string) map[string]string {
	return map[string]string{"v.ini": "[a:chess]\n" + lines}
}

// manyTypes is a variant file with 76 piece types (K, 25 more letters and
// their +X and X~ forms), more than a program's 64; its start is on line
// 4 + 76.
var manyTypes = func() string {
	var b strings.Builder
	b.WriteString("name: t\nboard: 8x8\npieces:\n  - {letter: K, betza: K, royal: true}\n")
	for c := 'A'; c <= 'Z'; c++ {
		if c != 'K' {
			fmt.Fprintf(&b, "  - {letter: %c, betza: W}\n  - {letter: \"+%c\", betza: F}\n  - {letter: \"%c~\", betza: F}\n", c, c, c)
		}
	}
	b.WriteString("start: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n")
	return b.String()
}()

// inCheck is a variant whose start position has White to move and
// Black's king on a8 attacked by the rook on a1 (start on line 6,
// column 8).
const inCheck = "name: t\nboard: 8x8\npieces:\n  - {letter: K, betza: K, royal: true}\n  - {letter: R, betza: R}\nstart: k7/8/8/8/8/8/8/R6K w - - 0 1\n"

// badInputsImport are variants.ini sections (issue 23) and variant files
// whose error must name the real cause first, at its position. Each
// expected line is written from the input: the line of the setting, FSF's
// rule for it (fsf/values.go cites the source), the line:col of the value.
var badInputsImport = []badInput{
	{name: "ini empty-square count overflows", args: iniA, files: ini("startFen = 99999999999999999999/8/8/8/8/8/8/8 w - - 0 1\n"), wantExit: 1,
		wantFirst: `{dir}/v.ini:2: startFen: empty-square count 99999999999999999999 is more than the board's 8 files`},
	{name: "ini empty-square count of 200000000", args: iniA, files: ini("maxRank = 8\nstartFen = 200000000/8/8/8/8/8/8/8 w - - 0 1\n"), wantExit: 1,
		wantFirst: `{dir}/v.ini:3: startFen: empty-square count 200000000 is more than the board's 8 files`},
	{name: "ini castling = maybe is false, with a warning", args: iniA, files: ini("castling = maybe\n"), wantExit: 0,
		wantFirst: `{dir}/v.ini:2: warning: castling = maybe: Fairy-Stockfish reads every value but "true" as false: read as false`},
	{name: "ini boolean 1 is false, with a warning", args: iniA, files: ini("doubleStep = 1\n"), wantExit: 0,
		wantFirst: `{dir}/v.ini:2: warning: doubleStep = 1: Fairy-Stockfish reads every value but "true" as false: read as false`},
	{name: "ini customPiece99", args: iniA, files: ini("customPiece99 = z:W\n"), wantExit: 1,
		wantFirst: `{dir}/v.ini:2: customPiece99: Fairy-Stockfish has no such setting: its custom pieces are customPiece1 to customPiece25`},
	{name: "ini promotion to no piece", args: iniA, files: ini("promotionPieceTypes = qz\n"), wantExit: 1,
		wantFirst: `{dir}/v.ini:2: promotionPieceTypes = qz: 'z' names no piece type of section [a]`},
	{name: "ini maxFile 0", args: iniA, files: ini("maxFile = 0\n"), wantExit: 1,
		wantFirst: `{dir}/v.ini:2: maxFile = 0: want a file 1 to 12 or a to l (Fairy-Stockfish's [File])`},
	{name: "ini maxFile abc", args: iniA, files: ini("maxFile = abc\n"), wantExit: 1,
		wantFirst: `{dir}/v.ini:2: maxFile = abc: want a file 1 to 12 or a to l (Fairy-Stockfish's [File]); Fairy-Stockfish would read "a" and drop "bc"`},
	{name: "ini maxFile with a trailing comment is 8 to FSF", args: iniA, files: ini("maxFile = 8 # comment\n"), wantExit: 0,
		wantFirst: `{dir}/v.ini:2: warning: maxFile = 8 # comment: read as 8, as Fairy-Stockfish reads it: an ini line has no end-of-line comment, but its number reader stops before " # comment"`},
	{name: "ini maxRank 8.5", args: iniA, files: ini("maxRank = 8.5\n"), wantExit: 1,
		wantFirst: `{dir}/v.ini:2: maxRank = 8.5: want a rank 1 to 10 (Fairy-Stockfish's [Rank]); Fairy-Stockfish would read "8" and drop ".5"`},
	{name: "ini a directory", args: []string{"import", "fsf", "{dir}/sub", "a"}, files: map[string]string{"sub/x": ""}, wantExit: 1,
		wantFirst: `{dir}/sub: cannot read: not a regular file`},

	// inherit: the cause first, at the inherit value
	{name: "inherit empty", args: checkT, files: map[string]string{"t.yaml": "inherit: \"\"\nname: t\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:11: inherit: want a variant name or file, got an empty string`},
	{name: "inherit null", args: checkT, files: map[string]string{"t.yaml": "inherit: null\nname: t\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:10: inherit: want a string, got nothing (null)`},
	{name: "inherit a list", args: checkT, files: map[string]string{"t.yaml": "inherit: [chess]\nname: t\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:10: inherit: want a string, got a list`},
	{name: "inherit a JSON file", args: checkT, files: map[string]string{"t.yaml": "inherit: p.json\nname: t\n", "p.json": `{"private": "x", "version": 1}`}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:10: inherit: {dir}/p.json:1:1: not a variant file: want a mapping of fields (name: …, board: …), got a mapping of 2 other keys`},
	// each line of shadow ends in ':' and is a YAML key; none is shown
	{name: "inherit shadow", args: checkT, files: map[string]string{"t.yaml": "inherit: shadow\nname: t\n", "shadow": "root:$6$hash:19000:0:99999:7:::\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:10: inherit: {dir}/shadow:1:1: not a variant file: want a mapping of fields (name: …, board: …), got a mapping of 1 other key`},
	// a misspelt field still makes a variant file: its name is shown
	{name: "only a misspelt field", args: checkT, files: map[string]string{"t.yaml": "tilte: x\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:1: unknown field "tilte" (did you mean "title"?)`},
	// "board: 8x8\xff": the bad byte is the 11th character of line 2
	{name: "invalid UTF-8", args: checkT, files: map[string]string{"t.yaml": "name: t\nboard: 8x8\xff\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:2:11: not UTF-8 text: byte 0xff is not part of a UTF-8 character (a variant file is UTF-8)`},

	// a start position that cannot be set up: at the start line, from
	// every command (check reports it so)
	{name: "too many types, perft", args: []string{"perft", "{dir}/t.yaml", "-d", "1"}, files: map[string]string{"t.yaml": manyTypes}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:80:8: start: vm: 76 piece types; need 1..64`},
	{name: "too many types, moves", args: []string{"moves", "{dir}/t.yaml"}, files: map[string]string{"t.yaml": manyTypes}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:80:8: start: vm: 76 piece types; need 1..64`},
	{name: "too many types, check", args: checkT, files: map[string]string{"t.yaml": manyTypes}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:80:8: start: vm: 76 piece types; need 1..64`},
	{name: "side not to move in check, perft", args: []string{"perft", "{dir}/t.yaml", "-d", "1"}, files: map[string]string{"t.yaml": inCheck}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:6:8: start: FEN column 20, side to move field: white to move, but Black is in check (k on a8 attacked by R on a1): the side not to move cannot be in check (in "k7/8/8/8/8/8/8/R6K w - - 0 1")`},
	{name: "side not to move in check, moves", args: []string{"moves", "{dir}/t.yaml"}, files: map[string]string{"t.yaml": inCheck}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:6:8: start: FEN column 20, side to move field: white to move, but Black is in check (k on a8 attacked by R on a1): the side not to move cannot be in check (in "k7/8/8/8/8/8/8/R6K w - - 0 1")`},
}

func TestBadInputImport(t *testing.T) {
	runBadInputs(t, badInputsImport)
}

// TestImportNamedPipe: import and fsfplay refuse a named pipe as check
// does, without opening it (opening one blocks until a writer comes).
func TestImportNamedPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "v.ini")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"import", "fsf", fifo, "a"}, "exit 1: " + fifo + ": cannot read: not a regular file\n"},
		{[]string{"fsfplay", "--engine", "true", "--ini", fifo}, "exit 2: betzac fsfplay: could not run: " + fifo + ": cannot read: not a regular file\n"},
	} {
		done := make(chan string, 1)
		go func() {
			_, stderr, status := execute(t, tt.args...)
			done <- fmt.Sprintf("exit %d: %s", status, stderr)
		}()
		select {
		case got := <-done:
			if got != tt.want {
				t.Errorf("betzac %q:\n got %q\nwant %q", tt.args, got, tt.want)
			}
		case <-time.After(time.Minute): // a hang, not a timing: free the reader
			if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
				w.Close()
			}
			t.Fatalf("betzac %q blocked on a named pipe", tt.args)
		}
	}
}
