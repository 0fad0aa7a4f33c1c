package fsf

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImportErrorLines: an error about a section's inheritance, or a
// setting whose translation betzac cannot load, is at the line of the
// section's header or of the setting. Lines counted from the input.
func TestImportErrorLines(t *testing.T) {
	tests := []struct {
		name, ini string
		want      LineError
	}{
		{"loop of two", "[a:b]\n[b:a]\n", LineError{2, "section [b]: inheritance loop: [a] -> [b] -> [a]"}},
		{"loop below the section", "[a:b]\nmaxFile = 8\n[b:c]\n[c:b]\n", LineError{4, "section [c]: inheritance loop: [a] -> [b] -> [c] -> [b]"}},
		{"itself", "[a:a]\n", LineError{1, "section [a]: inheritance loop: [a] -> [a]"}},
		{"unknown built-in of a parent", "[a:b]\n[b:seirawan]\n", LineError{2, `section [b]: inherits Fairy-Stockfish's built-in variant "seirawan", which the import does not know (it knows ` + knownBuiltins() + `); copy its settings into the section`}},
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
