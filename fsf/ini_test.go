package fsf

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImportErrorLines: an error about a section's inheritance, or a
// setting whose translation betzac cannot load, is at the line of the
// section's header or of the setting. Lines counted from the input.
func TestImportErrorLines(t *testing.T) {
	const later = `Fairy-Stockfish reads a file in order and loads no section whose parent it has not read ("Variant template '%s' does not exist")`
	tests := []struct {
		name, ini string
		want      LineError
	}{
		// FSF loads a section only after its parent: no loops
		{"loop of two", "[a:b]\n[b:a]\n", LineError{1, "section [a]: its parent [b] is not before it (line 2): " + fmt.Sprintf(later, "b")}},
		{"itself", "[a:a]\n", LineError{1, "section [a]: its parent [a] is not before it (line 1): " + fmt.Sprintf(later, "a")}},
		{"a parent's parent later", "[b:c]\n[a:b]\n[c:chess]\n", LineError{1, "section [b]: its parent [c] is not before it (line 3): " + fmt.Sprintf(later, "c")}},
		{"unknown built-in of a parent", "[b:seirawan]\n[a:b]\n", LineError{1, `section [b]: inherits Fairy-Stockfish's built-in variant "seirawan", which the import does not know (it knows ` + knownBuiltins() + `); copy its settings into the section`}},
		{"parent neither in the file nor built in", "[a:nosuch]\n", LineError{1, `section [a]: its parent [nosuch] is neither a section of the file nor a Fairy-Stockfish built-in variant ("Variant template 'nosuch' does not exist.")`}},
		{"startFen of another board", "[a:chess]\nmaxRank = 6\n\nstartFen = 8/8/8 w - - 0 1\n", LineError{4, "section [a]: startFen: the variant file it translates to is wrong: start: the FEN board has 3 ranks, the board 6"}},
		// chess's startFen, inherited: at the section's header
		{"inherited startFen", "[a:chess]\nmaxRank = 6\n", LineError{1, "section [a]: startFen: the variant file it translates to is wrong: start: the FEN board has 8 ranks, the board 6"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Import(strings.NewReader(tt.ini), "a")
			var le *LineError
			if !errors.As(err, &le) {
				t.Fatalf("error %v, want at line %d", err, tt.want.Line)
			}
			if d := cmp.Diff(tt.want, *le); d != "" {
				t.Errorf("error (-want +got):\n%s", d)
			}
		})
	}
}

// TestImportSameName: FSF loads the first section of a name ("Variant
// 'a' already exists"); so does the import, with a warning at the later.
func TestImportSameName(t *testing.T) {
	ini := "[a:chess]\nmaxRank = 6\nstartFen = 8/8/8/8/8/4K2k w - - 0 1\n\n[a:chess]\nmaxRank = 10\n"
	imp, err := Import(strings.NewReader(ini), "a")
	if err != nil {
		t.Fatal(err)
	}
	want := []LineError{{5, "section [a] again (first at line 1): Fairy-Stockfish loads only the first, and so does the import"}}
	if d := cmp.Diff(want, imp.Warnings); d != "" || !strings.Contains(imp.YAML, "board: 8x6\n") {
		t.Errorf("warnings (-want +got):\n%s\nYAML:\n%s", d, imp.YAML)
	}
}
