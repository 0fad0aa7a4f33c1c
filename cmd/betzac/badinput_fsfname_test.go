package main

import (
	"strings"
	"testing"
)

// badInputsFSFName: export fsf under the name of one of Fairy-Stockfish's
// built-in variants, which FSF would skip ("Variant 'x' already exists.")
// to play its own: by default (the variant's name) or by --section.
var badInputsFSFName = []badInput{
	{name: "export chess under its own name", args: []string{"export", "fsf", "chess"}, wantExit: 1,
		wantFirst: `betzac: variant chess cannot be written for Fairy-Stockfish:`},
	{name: "export a file whose name is xiangqi", args: []string{"export", "fsf", "{dir}/x.yaml"},
		files: map[string]string{"x.yaml": "name: xiangqi\ninherit: chess\n"}, wantExit: 1,
		wantFirst: `betzac: variant xiangqi cannot be written for Fairy-Stockfish:`},
	{name: "export a variant as --section manchu", args: []string{"export", "fsf", "{dir}/x.yaml", "--section", "manchu"},
		files: map[string]string{"x.yaml": "name: x\ninherit: chess\n"}, wantExit: 1,
		wantFirst: `betzac: variant x cannot be written for Fairy-Stockfish:`},
}

func TestBadInputFSFName(t *testing.T) { runBadInputs(t, badInputsFSFName) }

// TestExportFSFNameCLI: the refusal's second line names the clash and a
// name to give; that name is written.
func TestExportFSFNameCLI(t *testing.T) {
	_, errOut, st := execute(t, "export", "fsf", "minixiangqi")
	want := "\n  section [minixiangqi] has the name of a Fairy-Stockfish built-in variant: FSF skips the section (\"Variant 'minixiangqi' already exists.\") and plays its own minixiangqi; give it another name, e.g. --section betzac-minixiangqi\n"
	if st != 1 || !strings.Contains(errOut, want) {
		t.Errorf("export minixiangqi: status %d, stderr %q, want %q", st, errOut, want)
	}
	out, errOut, st := execute(t, "export", "fsf", "minixiangqi", "--section", "betzac-minixiangqi")
	if st != 0 || errOut != "" || !strings.Contains(out, "\n[betzac-minixiangqi]\n") {
		t.Errorf("export --section betzac-minixiangqi: status %d, stderr %q\n%s", st, errOut, out)
	}
}
