package main

import "testing"

// badInputsSectionSpace: spaces in and around a variants.ini header.
// Fairy-Stockfish (src/variant.cpp VariantMap::parse_istream, commit
// c19b5f6) takes a header only from a '[' at the start of a line, and
// its name verbatim from there to the first ':' or ']': no space is
// trimmed. Its "check" command (Fairy-Stockfish 281126) says so:
// "[ name :chess]" parses the variant " name ", "[name: chess]" answers
// "Variant template ' chess' does not exist.", "  [name:chess]" parses
// nothing, and "[my variant:chess]" parses "my variant", which
// "setoption name UCI_Variant value my variant" selects. Before, the
// import trimmed the spaces and read all four as it read [name:chess].
var badInputsSectionSpace = []badInput{
	{name: "[ name :chess], asked for name", args: []string{"import", "fsf", "{dir}/v.ini", "name"},
		files: map[string]string{"v.ini": "[ name :chess]\nmaxRank = 8\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1: variants.ini has no section [name]: the header [ name :chess] names the section " name ": Fairy-Stockfish keeps the spaces between '[' and ':' or ']'`},
	{name: "[name :chess], asked for name", args: []string{"import", "fsf", "{dir}/v.ini", "name"},
		files: map[string]string{"v.ini": "[name :chess]\nmaxRank = 8\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1: variants.ini has no section [name]: the header [name :chess] names the section "name ": Fairy-Stockfish keeps the spaces between '[' and ':' or ']'`},
	{name: "[ name ], asked for ' name '", args: []string{"import", "fsf", "{dir}/v.ini", " name "},
		files: map[string]string{"v.ini": "[ name :chess]\nmaxRank = 8\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1: section " name ": Fairy-Stockfish loads it under this name, spaces and all, which no UCI_Variant value (setoption drops the spaces around a value) and no xboard variant command can select`},
	{name: "[name: chess]", args: []string{"import", "fsf", "{dir}/v.ini", "name"},
		files: map[string]string{"v.ini": "[name: chess]\nmaxRank = 8\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1: section [name]: its parent [ chess] is neither a section of the file nor a Fairy-Stockfish built-in variant ("Variant template ' chess' does not exist.")`},
	{name: "indented header", args: []string{"import", "fsf", "{dir}/v.ini", "name"},
		files: map[string]string{"v.ini": "  [name:chess]\nmaxRank = 8\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1:1: "  [name:chess]": a header must start its line: Fairy-Stockfish takes one only from a '[' in the first column and reads this line as a setting without '=', which it ignores`},
	{name: "indented header after a section", args: []string{"import", "fsf", "{dir}/v.ini", "a"},
		files: map[string]string{"v.ini": "[a:chess]\n\t[name:chess]\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:2:1: "\t[name:chess]": a header must start its line: Fairy-Stockfish takes one only from a '[' in the first column and reads this line as a setting without '=', which it ignores`},
	// FSF loads [my variant] and UCI selects it; betzac's variant names
	// have no spaces, which the import says at the header
	{name: "[my variant:chess]", args: []string{"import", "fsf", "{dir}/v.ini", "my variant"},
		files: map[string]string{"v.ini": "[my variant:chess]\nmaxRank = 8\n"}, wantExit: 1,
		wantFirst: `{dir}/v.ini:1: section [my variant]: the section: the variant file it translates to is wrong: name "my variant": want letters, digits, '-', '_' or '.', starting with a letter or digit`},
}

func TestBadInputSectionSpace(t *testing.T) { runBadInputs(t, badInputsSectionSpace) }
