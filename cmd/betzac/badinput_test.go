package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// badInput is one bad input given to the real command line: betzac must
// refuse it with exit status wantExit and an error whose first line is
// wantFirst.
type badInput struct {
	name string
	// args is the command line; "{dir}" in it stands for the temporary
	// directory that files are written to.
	args []string
	// files maps a file name to its content, written to {dir}.
	files map[string]string
	// wantExit is the exit status: 1 for bad input, 2 for a command line
	// betzac does not understand.
	wantExit int
	// wantFirst is the first line of standard error, exactly; "{dir}" in it
	// stands for the temporary directory.
	wantFirst string
}

// runBadInputs runs each row in-process as betzac would run it (see execute)
// and checks its exit status and the first line of its error.
func runBadInputs(t *testing.T, rows []badInput) {
	t.Helper()
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, content := range row.files {
				path := filepath.Join(dir, name)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			args := make([]string, len(row.args))
			for i, a := range row.args {
				args[i] = strings.ReplaceAll(a, "{dir}", dir)
			}
			_, stderr, status := execute(t, args...)
			first, _, _ := strings.Cut(stderr, "\n")
			want := strings.ReplaceAll(row.wantFirst, "{dir}", dir)
			if status != row.wantExit || first != want {
				t.Errorf("betzac %q:\nexit %d, first line of stderr:\n  %s\nwant exit %d and:\n  %s\nwhole stderr:\n%s",
					args, status, first, row.wantExit, want, stderr)
			}
		})
	}
}

func TestBadInput(t *testing.T) {
	runBadInputs(t, badInputs)
}

// okVariant is a small variant file without mistakes
// (variants/testdata/ok.yaml, the variants package's error tests' too);
// rows change one thing in it (see withVariant).
var okVariant = func() string {
	b, err := os.ReadFile("../../variants/testdata/ok.yaml")
	if err != nil {
		panic(err)
	}
	return string(b)
}()

// withVariant returns okVariant with old replaced by new, as file t.yaml.
func withVariant(old, new string) map[string]string {
	if !strings.Contains(okVariant, old) {
		panic("okVariant has no " + old)
	}
	return map[string]string{"t.yaml": strings.Replace(okVariant, old, new, 1)}
}

// check runs "betzac check {dir}/t.yaml".
var checkT = []string{"check", "{dir}/t.yaml"}

// badInputs covers Betza, YAML, the command line, engines, ini files and
// the perft and golden flags. FEN and --moves rows are in
// badinput_fen_test.go. The messages are the ones each check was written
// to give; each row says what is wrong in its name.
var badInputs = []badInput{
	// Betza, alone (compile --betza: the column is in the message) and in
	// a variant file (positioned at the character).
	{name: "betza parentheses", args: []string{"compile", "--betza", "((((((((W"}, wantExit: 1,
		wantFirst: `betza "((((((((W": column 1: parentheses are not supported; write multi-leg moves with 'a' or brackets`},
	{name: "betza unclosed bracket", args: []string{"compile", "--betza", "[W?F"}, wantExit: 1,
		wantFirst: `betza "[W?F": column 1: unbalanced bracket: '[' is never closed with ']'`},
	{name: "betza bracket at end", args: []string{"compile", "--betza", "Q["}, wantExit: 1,
		wantFirst: `betza "Q[": column 2: unbalanced bracket: '[' is never closed with ']'`},
	{name: "betza modifiers without atom", args: []string{"compile", "--betza", "xyz"}, wantExit: 1,
		wantFirst: `betza "xyz": column 1: modifiers "xyz" have no atom: add one, as in xyzW`},
	{name: "betza range overflows", args: []string{"compile", "--betza", "W99999999999999999999"}, wantExit: 1,
		wantFirst: `betza "W99999999999999999999": column 2: range 99999999999999999999 is too large: a range is 0 to 99 (0 = unlimited)`},
	{name: "betza range too large", args: []string{"compile", "--betza", "W3000"}, wantExit: 1,
		wantFirst: `betza "W3000": column 2: range 3000 is too large: a range is 0 to 99 (0 = unlimited)`},
	{name: "betza modifier repeated", args: []string{"compile", "--betza", "jjjjjjN"}, wantExit: 1,
		wantFirst: `betza "jjjjjjN": column 3: 'j' written more than twice`},
	{name: "betza non-ASCII letter", args: []string{"compile", "--betza", "ÄW"}, wantExit: 1,
		wantFirst: `betza "ÄW": column 1: unexpected character 'Ä': Betza uses modifier letters a-z, atom letters A-Z, '@', digits, '*' and brackets`},
	{name: "betza leg chain outside brackets", args: []string{"compile", "--betza", "W-"}, wantExit: 1,
		wantFirst: `betza "W-": column 2: '-' outside brackets: chain legs inside brackets, as in [mF-F] or [F?R]`},
	{name: "betza and variant both", args: []string{"compile", "--betza", "W", "chess"}, wantExit: 2,
		wantFirst: `betzac: compile takes a VARIANT or --betza, not both`},
	{name: "betza board 0x0", args: []string{"compile", "--betza", "K", "--board", "0x0"}, wantExit: 2,
		wantFirst: `betzac: --board: board "0x0": files and ranks must be 1 to 26`},
	{name: "betza in a file, parentheses", args: checkT, files: withVariant("betza: N}", `betza: "((((((((W"}`), wantExit: 1,
		wantFirst: `{dir}/t.yaml:5:25: betza "((((((((W": parentheses are not supported; write multi-leg moves with 'a' or brackets`},
	{name: "betza in a file, a bracket read as a YAML list", args: checkT, files: withVariant("betza: K,", "betza: [K],"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:7:24: betza: want a string, got a list (YAML reads [...] as a list: quote a bracketed Betza string, betza: "[F?R]")`},

	// YAML and the variant schema.
	{name: "yaml tab indentation", args: checkT, files: withVariant("  - {letter: N", "\t- {letter: N"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:5:1: YAML syntax: a tab in the indentation: YAML indents with spaces only`},
	{name: "yaml board read as hex", args: checkT, files: withVariant("8x8", "0x0"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:2:8: board: want a string, got the integer 0x0 (YAML reads 0x0 as a number in base 16; quote it to mean text)`},
	{name: "yaml board too large", args: checkT, files: withVariant("8x8", "27x8"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:2:8: board "27x8": files and ranks must be 1 to 26`},
	{name: "yaml board not FILESxRANKS", args: checkT, files: withVariant("8x8", "8by8"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:2:8: board "8by8": want FILESxRANKS, such as 8x8 or 10x8`},
	{name: "yaml royal not a boolean", args: checkT, files: withVariant("royal: true", "royal: yes"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:7:34: royal: want true or false, got the string "yes"`},
	{name: "yaml long value not echoed", args: checkT, files: withVariant("royal: true", "royal: "+strings.Repeat("y", 100)), wantExit: 1,
		wantFirst: `{dir}/t.yaml:7:34: royal: want true or false, got a value of 100 characters`},
	{name: "yaml bad name", args: checkT, files: withVariant("name: t", "name: Bad Name"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:7: name "Bad Name": want letters, digits, '-', '_' or '.', starting with a letter or digit`},
	{name: "yaml misspelt field", args: checkT, files: withVariant("name: t", "name: t\ntilte: T"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:2:1: unknown field "tilte" (did you mean "title"?)`},
	{name: "yaml promotion to a missing piece", args: checkT, files: withVariant("to: QN", "to: QZ"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:4:56: piece P: promote: to "QZ": no piece Z`},
	{name: "yaml promotion zone deeper than the board", args: checkT, files: withVariant("zone: 1", "zone: 99"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:4:41: piece P: promote: zone 99 is deeper than the board's 8 ranks`},
	{name: "yaml start has an unknown letter", args: checkT, files: withVariant("4k3", "4z3"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:8:9: start: 'z': no piece with letter Z`},
	{name: "yaml pieces not a list", args: checkT, files: withVariant("pieces:\n", "pieces: 3\nx:\n"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:3:9: pieces: want a list of pieces, got the integer 3`},
	{name: "yaml unclosed flow list", args: checkT, files: map[string]string{"t.yaml": "name: t\nboard: [8x8\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:2: YAML syntax: did not find expected ',' or ']'`},
	{name: "yaml two documents", args: checkT, files: map[string]string{"t.yaml": okVariant + "---\nname: u\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:9:1: a second YAML document: a file holds one variant`},
	{name: "yaml empty file", args: checkT, files: map[string]string{"t.yaml": ""}, wantExit: 1,
		wantFirst: `{dir}/t.yaml: empty file: want a variant definition`},
	{name: "yaml a list, not a variant", args: checkT, files: map[string]string{"t.yaml": "- a\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:1: not a variant file: want a mapping of fields (name: …, board: …), got a list`},
	{name: "yaml inherits itself", args: checkT, files: map[string]string{"t.yaml": "inherit: t.yaml\nname: t\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:10: inherit: inheritance cycle: {dir}/t.yaml -> {dir}/t.yaml`},
	{name: "yaml inherits a misspelt built-in", args: checkT, files: map[string]string{"t.yaml": "inherit: chesss\nname: t\n"}, wantExit: 1,
		wantFirst: `{dir}/t.yaml:1:10: inherit: unknown variant "chesss" (did you mean "chess"? 'betzac variants' lists the built-ins), and no file {dir}/chesss`},
	// A file that is not a variant file (inherit may name any file) is
	// never shown: the row's secret must not appear.
	{name: "yaml inherits a file that is not a variant", args: checkT,
		files:    map[string]string{"t.yaml": "inherit: passwd\nname: t\n", "passwd": "root:x:0:0:root:/root:/bin/bash\nsecret:x:1:1::/:/bin/sh\n"},
		wantExit: 1, wantFirst: `{dir}/t.yaml:1:10: inherit: {dir}/passwd:1:1: not a variant file: want a mapping of fields (name: …, board: …), got text`},
	{name: "yaml no such file", args: []string{"check", "{dir}/none.yaml"}, wantExit: 1,
		wantFirst: `{dir}/none.yaml: cannot read: no such file or directory`},
	{name: "unknown variant", args: []string{"moves", "chesss"}, wantExit: 1,
		wantFirst: `chesss: unknown variant "chesss" (did you mean "chess"? 'betzac variants' lists the built-ins), and no such file`},

	// The command line.
	{name: "unknown command", args: []string{"perfft"}, wantExit: 2,
		wantFirst: `betzac: unknown command "perfft" (did you mean "perft"?)`},
	{name: "unknown flag", args: []string{"perft", "chess", "-d", "1", "--bogus"}, wantExit: 2,
		wantFirst: `betzac: unknown flag: --bogus`},
	{name: "perft without VARIANT", args: []string{"perft", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac: missing argument VARIANT|FILE`},
	{name: "perft with two variants", args: []string{"perft", "chess", "shogi", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac: too many arguments (want VARIANT|FILE): "shogi"`},
	{name: "check without FILE", args: []string{"check"}, wantExit: 2,
		wantFirst: `betzac: missing argument FILE`},
	{name: "import without SECTION", args: []string{"import", "fsf", "x.ini"}, wantExit: 2,
		wantFirst: `betzac: missing argument SECTION`},
	{name: "export without VARIANT", args: []string{"export", "fsf"}, wantExit: 2,
		wantFirst: `betzac: missing argument VARIANT|FILE`},
	{name: "export to an unknown format", args: []string{"export", "ini", "chess"}, wantExit: 2,
		wantFirst: `betzac: unknown format "ini": the formats are fsf and id`},
	{name: "rcx without VARIANT", args: []string{"rcx"}, wantExit: 2,
		wantFirst: `betzac: missing argument VARIANT|FILE`},
	{name: "variants with an argument", args: []string{"variants", "chess"}, wantExit: 2,
		wantFirst: `betzac: unknown command "chess" for "betzac variants"`},

	// perft and golden flags.
	{name: "perft without depth", args: []string{"perft", "chess"}, wantExit: 2,
		wantFirst: `betzac: perft needs a depth: -d N (N >= 0)`},
	{name: "perft negative depth", args: []string{"perft", "chess", "-d", "-1"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1" for "-d, --depth" flag: want an integer from 0 to 64`},
	{name: "perft depth not a number", args: []string{"perft", "chess", "-d", "x"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "x" for "-d, --depth" flag: want a decimal integer`},
	{name: "perft depth out of range", args: []string{"perft", "chess", "-d", "99999999999999999999"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "99999999999999999999" for "-d, --depth" flag: want an integer from 0 to 64`},
	{name: "perft depth too deep to allocate", args: []string{"perft", "chess", "-d", "2147483648"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "2147483648" for "-d, --depth" flag: want an integer from 0 to 64`},
	{name: "perft hash too large", args: []string{"perft", "chess", "-d", "1", "--hash", "99999999"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "99999999" for "--hash" flag: want an integer from 0 to 1048576`},
	{name: "perft negative threads", args: []string{"perft", "chess", "-d", "1", "--threads", "-1"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1" for "--threads" flag: want an integer from 0 to 4096`},
	{name: "golden negative max-nodes", args: []string{"golden", "--max-nodes", "-5"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-5" for "--max-nodes" flag: want an integer >= 0`},
	{name: "golden max-nodes not a number", args: []string{"golden", "--max-nodes", "x"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "x" for "--max-nodes" flag: want a decimal integer`},

	// Engines (enginetest: exit status 2 when the engine could not be run).
	{name: "engine timeout 0", args: []string{"enginetest", "--engine", "true", "-d", "1", "--timeout", "0"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "0" for "--timeout" flag: want a duration from 1ms to 8760h0m0s`},
	{name: "engine negative command timeout", args: []string{"enginetest", "--engine", "true", "-d", "1", "--command-timeout", "-1s"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1s" for "--command-timeout" flag: want a duration from 1ms to 8760h0m0s`},
	{name: "engine timeout not a duration", args: []string{"enginetest", "--engine", "true", "-d", "1", "--timeout", "abc"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "abc" for "--timeout" flag: time: invalid duration "abc"`},
	{name: "engine option without value", args: []string{"enginetest", "--engine", "true", "-d", "1", "--option", "Hash"}, wantExit: 2,
		wantFirst: `betzac: --option "Hash": want NAME=VALUE`},
	{name: "engine option without name", args: []string{"enginetest", "--engine", "true", "-d", "1", "--option", "=16"}, wantExit: 2,
		wantFirst: `betzac: --option "=16": want NAME=VALUE`},
	{name: "engine command unclosed quote", args: []string{"enginetest", "--engine", "'x", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac: --engine: unclosed ' quote in "'x"`},
	{name: "engine not found", args: []string{"enginetest", "--engine", "{dir}/none", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: engine start: cannot start "{dir}/none": fork/exec {dir}/none: no such file or directory`},
	{name: "engine exits at once", args: []string{"enginetest", "--engine", "true", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: engine exited after "uci": the engine exited (status 0)`},
	{name: "engine prints binary", args: []string{"enginetest", "--engine", `sh -c 'printf "\177ELF\033[2J\n"; sleep 60'`, "-d", "1"}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: engine garbage after "uci": it printed binary output, not UCI; its last output: "\x7fELF\x1b[2J"`},
	{name: "engine silent: command timeout named", args: []string{"enginetest", "--engine", "sleep 60", "-d", "1", "--command-timeout", "100ms"}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: engine timeout after "uci": no answer within the command timeout (100ms); see --command-timeout`},
	{name: "engine silent: run timeout named", args: []string{"enginetest", "--engine", "sleep 60", "-d", "1", "--timeout", "100ms"}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: engine canceled after "uci": the time limit of the whole run passed (--timeout 100ms)`},

	// Fairy-Stockfish variants.ini files.
	{name: "ini no such file", args: []string{"import", "fsf", "{dir}/none.ini", "a"}, wantExit: 1,
		wantFirst: `{dir}/none.ini: cannot read: no such file or directory`},
	{name: "ini unclosed section", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "[open\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1:1: "[open": a header without ']' on its line: Fairy-Stockfish reads the name on across the lines that follow, up to the next ']', and loads them as no settings`},
	{name: "ini line without value", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "[a]\nnovalue\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2:1: "novalue": a setting without '=': Fairy-Stockfish ignores the line (its check command says "Invalid syntax")`},
	{name: "ini setting before any section", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "key = v\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1:1: "key = v": a line before the first [section]: Fairy-Stockfish skips every line up to its first header`},
	{name: "ini no such section", args: []string{"import", "fsf", "{dir}/v.ini", "b"}, files: map[string]string{"v.ini": "[a:chess]\n"}, wantExit: 1,
		wantFirst: `betzac: {dir}/v.ini: variants.ini has no section [b]`},
	{name: "ini inheritance loop", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "[a:b]\n[b:a]\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1: section [a]: its parent [b] is not before it (line 2): Fairy-Stockfish reads a file in order and loads no section whose parent it has not read ("Variant template 'b' does not exist")`},
	{name: "ini inherits an FSF variant the import does not know", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "[a:seirawan]\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1: section [a]: inherits Fairy-Stockfish's built-in variant "seirawan", which the import does not know (it knows 3check, 5check, amazons, antichess, ataxx, atomar, atomic, breakthrough, capablanca, chess, codrus, crazyhouse, duck, extinction, flipello, gardner, giveaway, gorogoro, grand, janggi, janus, joust, kingofthehill, losalamos, losers, makruk, minishogi, nocheckatomic, placement, pocketknight, racingkings, shogi, snailtrail, xiangqi); copy its settings into the section`},
	{name: "ini setting not translated", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "[a:chess]\nblastOnCapture = true\n"}, wantExit: 1,
		wantFirst: `betzac: {dir}/v.ini [a]: not translated: blastOnCapture = true with king = k (Fairy-Stockfish's king's legality does not see blasts; betzac's blast makes a royal piece pseudo-royal, FSF's extinctionPseudoRoyal commoner)`},
	{name: "ini board too large", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "[a:chess]\nmaxFile = 1000\nmaxRank = 1000\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2: maxFile = 1000: want a file 1 to 12 or a to l (Fairy-Stockfish's [File])`},
	{name: "ini betza unreadable", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "[a:chess]\ncustomPiece1 = x:((((((((W\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2: section [a]: customPiece1: the variant file it translates to is wrong: betza "((((((((W": parentheses are not supported; write multi-leg moves with 'a' or brackets`},
	{name: "ini no pieces", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "[a]\nmaxFile = 8\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1: section [a]: the piece types: the variant file it translates to is wrong: pieces: want a list of pieces, got nothing (null)`},
	{name: "ini garbage startFen", args: []string{"import", "fsf", "{dir}/v.ini", "a"}, files: map[string]string{"v.ini": "[a:chess]\nstartFen = hello world\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2: section [a]: startFen: the variant file it translates to is wrong: start: the FEN board has 1 ranks, the board 8`},
	{name: "export a multi-leg piece", args: []string{"export", "fsf", "hookchess"}, wantExit: 1,
		wantFirst: `betzac: variant hookchess cannot be written for Fairy-Stockfish:`},
}
