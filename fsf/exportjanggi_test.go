package fsf

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// TestExportJanggi: betzac's janggi exports as a child of FSF's janggi
// (whose king's kingType wazir no key sets), with no king setting (which
// would make its general a chess king) and the palace lines, pass and
// bikjang written (under its own name it is refused:
// TestExportBuiltinName).
func TestExportJanggi(t *testing.T) {
	got, s := exportedKeys(t, "janggi", "betzac-janggi")
	want := map[string]string{"parent": "janggi", "king": "", "janggiCannon": "c", "janggiElephant": "b", "wazir": "a",
		"soldier": "p", "pass": "true", "bikjangRule": "true", "materialCounting": "janggi",
		"diagonalLines": "d1 f1 e2 d3 f3 d8 f8 e9 d10 f10"}
	got["parent"] = s.parent
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s = %q, want %q", k, got[k], w)
		}
	}
	for _, name := range []string{"janggicasual", "janggimodern", "janggitraditional"} {
		v, p := load(t, name)
		if _, err := Export(v, p, "betzac-"+name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestImportJanggiKing: a section under FSF's janggi that sets king has a
// chess king in the palace (parser.cpp sets kingType anew): native
// Fairy-Stockfish counts 33256 at perft 3 from the start (33000 for its
// janggi, whose general steps as a wazir).
func TestImportJanggiKing(t *testing.T) {
	_, p := importProgram(t, "[x:janggi]\nking = k\n", "x")
	wantFSFPerft(t, p, "", 3, 33256)
	_, p = importProgram(t, "[x:janggi]\n", "x")
	wantFSFPerft(t, p, "", 3, 33000)
}

// TestExportJanggiAsNativeFSF: native Fairy-Stockfish, loading betzac's
// exported janggi (VariantPath), counts betzac's perft (the default tier:
// the start only).
func TestExportJanggiAsNativeFSF(t *testing.T) {
	bin := fsfNative(t)
	tests := []struct {
		variant, fen string
		depth        int
	}{
		{"janggi", "", 3},
		{"janggi", "", 4},
		{"janggi", "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1", 3},
		{"janggi", "4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1", 4},
		// no bikjang, no material counting: written false and none
		{"janggicasual", "", 3},
		{"janggimodern", "", 3},
		{"janggitraditional", "", 3},
	}
	for _, tt := range testenv.Pick(tests[:1], tests) {
		v, p := load(t, tt.variant)
		section := "betzac-" + tt.variant
		text, err := Export(v, p, section)
		if err != nil {
			t.Fatal(err)
		}
		ini := filepath.Join(t.TempDir(), "v.ini")
		if err := os.WriteFile(ini, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		pos, err := vm.NewPosition(p, tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		want := perft.Count(pos, tt.depth)
		got, err := nativePerft(bin, ini, section, tt.fen, tt.depth)
		if err != nil {
			t.Fatalf("%s %q: %v", tt.variant, tt.fen, err)
		}
		if got != want {
			t.Errorf("%s %q: perft %d: Fairy-Stockfish %d, betzac %d", tt.variant, tt.fen, tt.depth, got, want)
		}
	}
}
