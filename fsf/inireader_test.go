package fsf

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseINIAsFSF: ParseINI reads a section's lines as Fairy-Stockfish's
// VariantMap::parse_istream (src/variant.cpp, commit c19b5f6) does, or
// refuses at the line and column what it cannot follow. Each row says
// what FSF does: the source, or what the native Fairy-Stockfish 281126
// answers to "check FILE" or, with the file as VariantPath, to "d".
func TestParseINIAsFSF(t *testing.T) {
	tests := []struct {
		name, ini string
		want      []string    // [a]'s settings, key=value
		notes     []LineError // warnings on its lines
		err       string      // or the error, "line:col: msg"
	}{
		// the key less the ' ' at its end, the value less std::ws at its
		// start ("getline(ss, key, '=') >> std::ws"); "d" shows 6 ranks
		{name: "spaces around '='", ini: "[a:chess]\nmaxRank   =\t 6\n", want: []string{"maxRank=6"}},
		{name: "no spaces", ini: "[a:chess]\nmaxRank=6\n", want: []string{"maxRank=6"}},
		// "startFen = ... 0 1   " is read (d shows it); the number, FEN,
		// Betza and square readers skip a space at the end
		{name: "space after a FEN", ini: "[a:chess]\nstartFen = 8/8 w - - 0 1   \n", want: []string{"startFen=8/8 w - - 0 1"}},
		// input.pop_back() of a '\r'; d shows 6 ranks from a CRLF file
		{name: "CRLF", ini: "[a:chess]\r\nmaxRank = 6\r\n", want: []string{"maxRank=6"}},
		// ss.peek() != ';' && ss.peek() != '#': a comment from column 1;
		// an indented one is "Invalid syntax" (no '=') or an
		// "Invalid option:   # maxRank" (with one): ignored either way
		{name: "comments", ini: "[a:chess]\n# maxRank = 5\n; maxRank = 5\n  # maxRank = 5\n\t; x\nmaxRank = 6\n", want: []string{"maxRank=6"}},
		// no comment after a value: the value is "8 # c" (values.go
		// reads it as FSF's number reader does, and warns)
		{name: "comment after a value", ini: "[a:chess]\nmaxRank = 8 # c\n", want: []string{"maxRank=8 # c"}},
		// Config is a std::map: attribs[key] = value, the last wins; d
		// after maxRank = 6 and maxRank = 5 shows 5 ranks
		{name: "a key twice", ini: "[a:chess]\nmaxRank = 6\nknight = n\nmaxRank = 5\n", want: []string{"maxRank=5", "knight=n"},
			notes: []LineError{{2, "maxRank set again at line 4: Fairy-Stockfish takes the last value, and so does the import"}}},
		// a pair setting too: the map keeps the last, which the parser
		// then sets pair by pair on the parent's (parser.cpp); before,
		// the import merged both lines' pairs
		{name: "a pair key twice", ini: "[a:chess]\npromotedPieceType = p:q\npromotedPieceType = n:q\n", want: []string{"promotedPieceType=n:q"},
			notes: []LineError{{2, "promotedPieceType set again at line 3: Fairy-Stockfish takes the last value, and so does the import"}}},
		// "std::ws" reaches the end, so getline(ss, value) fails and the
		// key is not set: d shows the earlier maxRank = 6 and startFen
		{name: "no value", ini: "[a:chess]\nmaxRank = 6\nmaxRank =\nstartFen =   \n", want: []string{"maxRank=6"},
			notes: []LineError{{3, "maxRank without a value: Fairy-Stockfish does not set it (its parent's value or default stays), and neither does the import"},
				{4, "startFen without a value: Fairy-Stockfish does not set it (its parent's value or default stays), and neither does the import"}}},
		// check: "Invalid option:   maxRank"; d shows 8 ranks
		{name: "indented setting", ini: "[a:chess]\n  maxRank = 6\n",
			err: `2:1: "  maxRank = 6": a setting must start its line: Fairy-Stockfish reads the key "  maxRank" with the indentation, which names no setting, and ignores it ("Invalid option")`},
		{name: "tab-indented setting", ini: "[a:chess]\n\tmaxRank = 6\n",
			err: `2:1: "\tmaxRank = 6": a setting must start its line: Fairy-Stockfish reads the key "\tmaxRank" with the indentation, which names no setting, and ignores it ("Invalid option")`},
		// key.erase(key.find_last_not_of(" ") + 1): a tab stays; check:
		// "Invalid option: maxFile\t"
		{name: "tab after the key", ini: "[a:chess]\nmaxFile\t= 6\n",
			err: `2:8: "maxFile\t= 6": a tab after the key: Fairy-Stockfish drops only the spaces (' ') before '=' and reads the key "maxFile\t", which names no setting, and ignores it ("Invalid option")`},
		// set<bool>: value == "true"; check: "castling - Invalid value
		// true  for type bool"
		{name: "space after a bool", ini: "[a:chess]\ncastling = true \n",
			err: `2:16: castling = "true ": a space after the value: Fairy-Stockfish compares the whole value with its words and reads "true " as false (its check command: "Invalid value")`},
		// set<WallingRule>: anything but its words is NO_WALLING
		{name: "space after a rule", ini: "[a:chess]\nwallingRule = arrow\t\n",
			err: `2:20: wallingRule = "arrow\t": a space after the value: Fairy-Stockfish compares the whole value with its words and reads "arrow\t" as none (its check command: "Invalid value")`},
		// check: "Invalid syntax: 'nothing here'"
		{name: "no '='", ini: "[a:chess]\nnothing here\n",
			err: `2:1: "nothing here": a setting without '=': Fairy-Stockfish ignores the line (its check command says "Invalid syntax")`},
		// "=5": getline gives an empty key, not stored; "  = 6" is stored
		// as the key "" (check: "Invalid option: ")
		{name: "no key", ini: "[a:chess]\n=5\n", err: `2:1: "=5": no key before '=': Fairy-Stockfish ignores the line`},
		{name: "spaces for a key", ini: "[a:chess]\n  = 6\n", err: `2:1: "  = 6": no key before '=': Fairy-Stockfish ignores the line`},
		// while (file.peek() != '[' && std::getline(file, input)) {}: check
		// says nothing of "maxRank = 6" before [a:chess]
		{name: "before the first section", ini: "maxRank = 6\n[a:chess]\n",
			err: `1:1: "maxRank = 6": a line before the first [section]: Fairy-Stockfish skips every line up to its first header`},
		// std::getline(file, variant, ']') reads across lines: check says
		// "Parsing variant: b\nmaxRank = 5"
		{name: "no ']'", ini: "[a:chess]\n[b\nmaxRank = 5]\n",
			err: `2:1: "[b": a header without ']' on its line: Fairy-Stockfish reads the name on across the lines that follow, up to the next ']', and loads them as no settings`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			secs, err := ParseINI(strings.NewReader(tt.ini))
			var ce *ColError
			switch {
			case tt.err != "":
				if !errors.As(err, &ce) {
					t.Fatalf("error %v, want %s", err, tt.err)
				}
				if d := cmp.Diff(tt.err, fmt.Sprintf("%d:%d: %s", ce.Line, ce.Col, ce.Msg)); d != "" {
					t.Errorf("error (-want +got):\n%s", d)
				}
				return
			case err != nil:
				t.Fatal(err)
			}
			var got []string
			for _, k := range secs["a"].keys {
				got = append(got, k.key+"="+k.value)
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("settings (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.notes, notes(secs, "a")); d != "" {
				t.Errorf("warnings (-want +got):\n%s", d)
			}
		})
	}
}

// TestImportININotes: Import hands out ParseINI's warnings on the lines
// of the section and its parents in the file, not of other sections.
func TestImportININotes(t *testing.T) {
	ini := "[p:chess]\nmaxRank = 7\nmaxRank = 6\n[other:chess]\ncastling =\n[a:p]\nstartFen =\nstartFen = 8/8/8/8/8/4K2k w - - 0 1\n"
	imp, err := Import(strings.NewReader(ini), "a")
	if err != nil {
		t.Fatal(err)
	}
	want := []LineError{
		{2, "maxRank set again at line 3: Fairy-Stockfish takes the last value, and so does the import"},
		{7, "startFen without a value: Fairy-Stockfish does not set it (its parent's value or default stays), and neither does the import"},
	}
	if d := cmp.Diff(want, imp.Warnings); d != "" || !strings.Contains(imp.YAML, "board: 8x6\n") {
		t.Errorf("warnings (-want +got):\n%s\nYAML:\n%s", d, imp.YAML)
	}
}
