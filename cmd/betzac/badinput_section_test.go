package main

import "testing"

// badInputsSection: a section name no variants.ini header can carry, as
// export fsf's --section or import fsf's SECTION: Fairy-Stockfish reads
// [a:b] as the section a inheriting from b, and ends a name at its first
// ']'; export's name must also name the variant read back. Before, export
// refused 'chess:x' with a round-trip diff ("variants.ini has no section
// [chess:x]") and import answered that the file had no such section.
var badInputsSection = []badInput{
	{name: "export --section chess:x", args: []string{"export", "fsf", "chess", "--section", "chess:x"}, wantExit: 1,
		wantFirst: `betzac: section name "chess:x": Fairy-Stockfish reads [chess:x] as the section "chess" inheriting from "x" (its [child:parent] syntax)`},
	{name: "export --section :chess", args: []string{"export", "fsf", "capablanca", "--section", ":chess"}, wantExit: 1,
		wantFirst: `betzac: section name ":chess": Fairy-Stockfish reads [:chess] as the section "" inheriting from "chess" (its [child:parent] syntax)`},
	{name: "export --section with a ]", args: []string{"export", "fsf", "chess", "--section", "my]chess"}, wantExit: 1,
		wantFirst: `betzac: section name "my]chess": a ']' ends a section's name in its header: Fairy-Stockfish reads [my]chess] as the section "my"`},
	{name: "export --section with a line break", args: []string{"export", "fsf", "chess", "--section", "a:\nb"}, wantExit: 1,
		wantFirst: `betzac: section name "a:\nb": Fairy-Stockfish reads [a:\nb] as the section "a" inheriting from "\nb" (its [child:parent] syntax)`},
	{name: "export --section with a space", args: []string{"export", "fsf", "chess", "--section", "my chess"}, wantExit: 1,
		wantFirst: `betzac: section name "my chess": read back, it names the variant, whose name wants letters, digits, '-', '_' or '.', starting with a letter or digit`},
	{name: "import section capa:chess", args: []string{"import", "fsf", "{dir}/v.ini", "capa:chess"},
		files: map[string]string{"v.ini": "[capa:chess]\ncapablanca = true\n"}, wantExit: 1,
		wantFirst: `betzac: {dir}/v.ini: section name "capa:chess": Fairy-Stockfish reads [capa:chess] as the section "capa" inheriting from "chess" (its [child:parent] syntax)`},
}

func TestBadInputSection(t *testing.T) { runBadInputs(t, badInputsSection) }
