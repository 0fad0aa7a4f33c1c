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
	for name := range builtinKeys {
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
