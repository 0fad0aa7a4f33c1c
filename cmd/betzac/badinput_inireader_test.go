package main

import "testing"

// badInputsINIReader: variants.ini lines that Fairy-Stockfish
// (src/variant.cpp VariantMap::parse_istream, commit c19b5f6) reads
// otherwise than they look, refused at the line and column. What FSF
// does with each is in fsf's TestParseINIAsFSF, with its source line or
// the answer of Fairy-Stockfish 281126's "check FILE". Before, the import
// trimmed every line and applied "  maxRank = 6" and "maxFile\t= 6",
// which FSF ignores ("Invalid option"), read "castling = true " as
// true (FSF: false), and refused "maxRank =" (FSF: not set) as no rank.
var badInputsINIReader = []badInput{
	{name: "indented setting", args: []string{"import", "fsf", "{dir}/v.ini", "a"},
		files: map[string]string{"v.ini": "[a:chess]\n  maxRank = 6\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2:1: "  maxRank = 6": a setting must start its line: Fairy-Stockfish reads the key "  maxRank" with the indentation, which names no setting, and ignores it ("Invalid option")`},
	{name: "tab after the key", args: []string{"import", "fsf", "{dir}/v.ini", "a"},
		files: map[string]string{"v.ini": "[a:chess]\nmaxFile\t= 6\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2:8: "maxFile\t= 6": a tab after the key: Fairy-Stockfish drops only the spaces (' ') before '=' and reads the key "maxFile\t", which names no setting, and ignores it ("Invalid option")`},
	{name: "space after a bool", args: []string{"import", "fsf", "{dir}/v.ini", "a"},
		files: map[string]string{"v.ini": "[a:chess]\ncastling = true \n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2:16: castling = "true ": a space after the value: Fairy-Stockfish compares the whole value with its words and reads "true " as false (its check command: "Invalid value")`},
	{name: "no '='", args: []string{"import", "fsf", "{dir}/v.ini", "a"},
		files: map[string]string{"v.ini": "[a:chess]\nnothing here\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2:1: "nothing here": a setting without '=': Fairy-Stockfish ignores the line (its check command says "Invalid syntax")`},
	{name: "no key", args: []string{"import", "fsf", "{dir}/v.ini", "a"},
		files: map[string]string{"v.ini": "[a:chess]\n= 5\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2:1: "= 5": no key before '=': Fairy-Stockfish ignores the line`},
	{name: "before the first section", args: []string{"import", "fsf", "{dir}/v.ini", "a"},
		files: map[string]string{"v.ini": "maxRank = 6\n[a:chess]\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1:1: "maxRank = 6": a line before the first [section]: Fairy-Stockfish skips every line up to its first header`},
	{name: "no ']'", args: []string{"import", "fsf", "{dir}/v.ini", "a"},
		files: map[string]string{"v.ini": "[a:chess\nmaxRank = 6]\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1:1: "[a:chess": a header without ']' on its line: Fairy-Stockfish reads the name on across the lines that follow, up to the next ']', and loads them as no settings`},
}

func TestBadInputINIReader(t *testing.T) { runBadInputs(t, badInputsINIReader) }
