package fsf

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// TestBuiltinKeysAreBuiltins: the parents the import knows are FSF's
// built-in variants (builtinVariants is the one list of their names).
func TestBuiltinKeysAreBuiltins(t *testing.T) {
	for name := range builtinKeys.Get() {
		if !Builtin(name) {
			t.Errorf("builtinKeys has %q, which is not in builtinVariants", name)
		}
	}
}

// TestExportBuiltinName: a section named as one of FSF's built-in
// variants, by default (the variant's name) or by --section, is refused
// naming the clash, since FSF would skip it ("Variant 'x' already
// exists.") and play its own; another name is written.
func TestExportBuiltinName(t *testing.T) {
	clash := func(name string) []Problem {
		return []Problem{{Reason: "section [" + name + "] has the name of a Fairy-Stockfish built-in variant: FSF skips the section (\"Variant '" +
			name + "' already exists.\") and plays its own " + name + "; give it another name, e.g. --section betzac-" + name}}
	}
	tests := []struct {
		variant, section string
		want             []Problem // nil: exported
	}{
		{"chess", "", clash("chess")},
		{"chess", "chess", clash("chess")},
		{"chess", "normal", clash("normal")}, // FSF's other name for chess
		{"chess", "xiangqi", clash("xiangqi")},
		{"xiangqi", "", clash("xiangqi")},
		{"manchu", "", clash("manchu")},
		{"minixiangqi", "", clash("minixiangqi")},
		{"capablanca", "", clash("capablanca")},
		{"shatranj", "", clash("shatranj")},
		// inherits FSF's janggi: the same one problem
		{"janggi", "", clash("janggi")},
		{"janggicasual", "", clash("janggicasual")},
		{"chess", "betzac-chess", nil},
		{"xiangqi", "xiangqi-betzac", nil},
		{"janggi", "betzac-janggi", nil},
		{"testdata/fairy.yaml", "", nil}, // spiderchess: not built in
	}
	for _, tt := range tests {
		t.Run(tt.variant+"/"+tt.section, func(t *testing.T) {
			v, p := load(t, tt.variant)
			text, err := Export(v, p, tt.section)
			if tt.want == nil {
				if err != nil {
					t.Fatal(err)
				}
				section := tt.section
				if section == "" {
					section = v.Name
				}
				if !strings.Contains(text, "\n["+section+"]\n") && !strings.Contains(text, "\n["+section+":") {
					t.Errorf("no section [%s] in:\n%s", section, text)
				}
				return
			}
			var ee *ExportError
			if !errors.As(err, &ee) {
				t.Fatalf("want an *ExportError, got %v", err)
			}
			if d := cmp.Diff(tt.want, ee.Problems); d != "" {
				t.Errorf("problems (-want +got):\n%s", d)
			}
		})
	}
}

// TestBuiltinNameAsNativeFSF: native Fairy-Stockfish loads spiderchess
// exported as [betzac-chess] and counts betzac's perft; the same section
// named [chess] it skips, saying so (and plays its own chess): why
// Export refuses the name.
func TestBuiltinNameAsNativeFSF(t *testing.T) {
	bin := fsfNative(t)
	v, p := load(t, "testdata/fairy.yaml")
	text, err := Export(v, p, "betzac-chess")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatal(err)
	}
	want := perft.Count(pos, 2)
	dir := t.TempDir()
	ini := filepath.Join(dir, "renamed.ini")
	if err := os.WriteFile(ini, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := nativePerft(bin, ini, "betzac-chess", "", 2); err != nil || got != want {
		t.Errorf("[betzac-chess]: Fairy-Stockfish %d (%v), betzac %d", got, err, want)
	}
	clashing := filepath.Join(dir, "clashing.ini")
	if err := os.WriteFile(clashing, []byte(strings.Replace(text, "[betzac-chess]", "[chess]", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = nativePerft(bin, clashing, "chess", "", 2)
	if err == nil || !strings.Contains(err.Error(), "Variant 'chess' already exists.") {
		t.Errorf("[chess]: want Fairy-Stockfish's \"already exists\", got %v", err)
	}
}

// TestImportBuiltinName: a section named as one of FSF's built-in
// variants is refused at its header (one not in the file whose settings
// the import lacks is named as FSF's built-in); as a parent, FSF's built-in is
// inherited instead (native FSF: [chess] with maxRank = 6, then [a:chess],
// says "Variant 'chess' already exists." and plays a on 8x8, 20 moves),
// with a warning at the skipped section.
func TestImportBuiltinName(t *testing.T) {
	ini := "[chess]\nmaxRank = 6\nstartFen = 4k3/8/8/8/8/4K3 w - - 0 1\n\n[a:chess]\n"
	_, err := Import(strings.NewReader(ini), "chess")
	want := LineError{1, `section [chess] has the name of a Fairy-Stockfish built-in variant: FSF skips the section ("Variant 'chess' already exists.") and plays its own chess; give the section another name`}
	var le *LineError
	if !errors.As(err, &le) || *le != want {
		t.Errorf("import [chess]: %v, want %v", err, want)
	}
	_, err = Import(strings.NewReader(ini), "seirawan")
	wantNone := `variants.ini has no section [seirawan]: Fairy-Stockfish's seirawan is built in (src/variant.cpp), and the import does not know its settings (it knows ` + knownBuiltins() + `)`
	if err == nil || err.Error() != wantNone {
		t.Errorf("import seirawan: %v, want %s", err, wantNone)
	}
	imp, err := Import(strings.NewReader(ini), "a")
	if err != nil {
		t.Fatal(err)
	}
	wantWarn := []LineError{{1, `section [chess] has the name of a Fairy-Stockfish built-in variant: FSF skips it ("Variant 'chess' already exists.") and a child inherits its own chess; so does the import`}}
	if d := cmp.Diff(wantWarn, imp.Warnings); d != "" {
		t.Errorf("warnings (-want +got):\n%s", d)
	}
	_, p := loadYAML(t, "a", imp.YAML)
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatal(err)
	}
	if n := perft.Count(pos, 1); n != 20 {
		t.Errorf("[a:chess] perft 1: %d, want FSF's 20 (its chess, not the skipped [chess])\n%s", n, imp.YAML)
	}
}
