package fsf

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// exportedKeys exports built-in name as section sec and reads it back:
// its keys and values, and the section.
func exportedKeys(t *testing.T, name, sec string) (map[string]string, *section) {
	t.Helper()
	v, p := load(t, name)
	text, err := Export(v, p, sec)
	if err != nil {
		t.Fatal(err)
	}
	secs, err := ParseINI(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	s := secs[sec]
	if s == nil {
		t.Fatalf("%s: no section [%s] in\n%s", name, sec, text)
	}
	got := map[string]string{}
	for _, k := range s.keys {
		got[k.key] = k.value
	}
	return got, s
}

// TestExportXiangqiKeys: betzac's xiangqi exports with the settings of
// FSF's own xiangqi (xiangqiKeys, transcribed from its variant.cpp) for
// the palace and the elephant's half (as square sets), the soldier and
// the rules, and its pieces as FSF's types.
func TestExportXiangqiKeys(t *testing.T) {
	got, _ := exportedKeys(t, "xiangqi", "betzac-xiangqi")
	for _, k := range xiangqiKeys() {
		switch {
		case strings.HasPrefix(k.key, "mobilityRegion"):
			want, _ := fsfSquares(k.value, 9, 10)
			have, ok := fsfSquares(got[k.key], 9, 10)
			if !ok || !sameSquares(want, have) {
				t.Errorf("%s = %q, want the squares of FSF's %q", k.key, got[k.key], k.value)
			}
		case k.key == "startFen" || k.key == "kingType" || k.key == "king" || k.key == "doubleStep" || k.key == "maxFile":
			// written otherwise: maxFile as a number, the king as k:W
			// (FSF's wazir king has no ini key); no pawn, no double step
		case got[k.key] != k.value:
			t.Errorf("%s = %q, want FSF's %q", k.key, got[k.key], k.value)
		}
	}
	if got["king"] != "k:W" {
		t.Errorf("king = %q, want k:W", got["king"])
	}
}

// TestExportXiangqiRoundTrip: xiangqi, manchu and minixiangqi export,
// read back the same (horse nN for mafsW, elephant nA for mafF), and
// count the same perft 3 read back as betzac's own.
func TestExportXiangqiRoundTrip(t *testing.T) {
	for _, name := range []string{"xiangqi", "manchu", "minixiangqi"} {
		v, p := load(t, name)
		text, err := Export(v, p, "betzac-"+name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		imp, err := Import(strings.NewReader(text), "betzac-"+name)
		if err != nil {
			t.Fatalf("%s: import: %v", name, err)
		}
		_, q := loadYAML(t, name, imp.YAML)
		a, _ := vm.NewPosition(p, "")
		b, _ := vm.NewPosition(q, "")
		if na, nb := perft.Count(a, 3), perft.Count(b, 3); na != nb {
			t.Errorf("%s: perft 3: %d before, %d after the round trip", name, na, nb)
		}
	}
}

// TestExportXiangqiRefuses: a soldier FSF's cannot be, by name.
func TestExportXiangqiRefuses(t *testing.T) {
	yaml := "name: x\ninherit: xiangqi\npieces:\n  - {letter: P, name: Soldier, betza: fW, region-moves: [{from: a6-e10, betza: sW}]}\n"
	v, p := loadYAML(t, "x", yaml)
	_, err := Export(v, p, "")
	var ee *ExportError
	if !errors.As(err, &ee) {
		t.Fatalf("want an *ExportError, got %v", err)
	}
	want := []Problem{{Piece: "P", Name: "Soldier", Betza: "fW",
		Reason: "region-moves sW: Fairy-Stockfish's soldier steps sideways from a whole rank to the last (soldierPromotionRank)"}}
	if d := cmp.Diff(want, ee.Problems); d != "" {
		t.Errorf("problems (-want +got):\n%s", d)
	}
}

// fsfNative is the native Fairy-Stockfish binary: $BETZAC_FSF_NATIVE, or
// /tmp/fsf-native/src/stockfish (where the perft comparison with it was
// built), with largeboards for 9x10. Without it the test skips in either
// tier: CI builds no native FSF, and checks the same exports against its
// WebAssembly build (CI/fsf-wasm/checks.tsv, --export).
func fsfNative(t *testing.T) string {
	bin := os.Getenv("BETZAC_FSF_NATIVE")
	if bin == "" {
		bin = "/tmp/fsf-native/src/stockfish"
	}
	if _, err := os.Stat(bin); err != nil {
		t.Skipf("%s: the export check against native Fairy-Stockfish needs it (set BETZAC_FSF_NATIVE)", bin)
	}
	return bin
}

// TestExportXiangqiAsNativeFSF: native Fairy-Stockfish, loading what
// betzac exports (VariantPath), counts betzac's perft in xiangqi (its
// palace and elephant regions, chasingRule axf loaded), manchu and
// minixiangqi (the default tier: xiangqi's start only).
func TestExportXiangqiAsNativeFSF(t *testing.T) {
	bin := fsfNative(t)
	tests := []struct{ variant, fen string }{
		{"xiangqi", ""},
		{"xiangqi", "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1"},
		{"xiangqi", "3k5/4a4/4b4/2P1P4/9/6p2/9/4B4/4A4/3AK4 b - - 0 1"},
		{"manchu", ""},
		{"minixiangqi", ""},
	}
	for _, tt := range testenv.Pick(tests[:1], tests) {
		v, p := load(t, tt.variant)
		// a name FSF has not built in: it keeps its own variant of a name
		// and skips the section ("Variant 'xiangqi' already exists.")
		section := "betzac-" + tt.variant
		text, err := Export(v, p, section)
		if err != nil {
			t.Fatalf("%s: %v", tt.variant, err)
		}
		ini := filepath.Join(t.TempDir(), "v.ini")
		if err := os.WriteFile(ini, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		pos, err := vm.NewPosition(p, tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		want := perft.Count(pos, 3)
		got, err := nativePerft(bin, ini, section, tt.fen, 3)
		if err != nil {
			t.Fatalf("%s %q: %v", tt.variant, tt.fen, err)
		}
		if got != want {
			t.Errorf("%s %q: perft 3: Fairy-Stockfish %d, betzac %d", tt.variant, tt.fen, got, want)
		}
	}
}

// nativePerft runs "go perft depth" in FSF with the variant of ini; it
// fails if FSF complains on loading it (stderr).
func nativePerft(bin, ini, variant, fen string, depth int) (uint64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	position := "position startpos"
	if fen != "" {
		position = "position fen " + fen
	}
	cmd := exec.CommandContext(ctx, bin)
	cmd.Stdin = strings.NewReader(fmt.Sprintf("uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value %s\n%s\ngo perft %d\nquit\n",
		ini, variant, position, depth))
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return 0, err
	}
	if stderr.Len() > 0 {
		return 0, fmt.Errorf("Fairy-Stockfish says: %s", stderr.String())
	}
	if !strings.Contains(string(out), "info string variant "+variant+" ") { // its answer to UCI_Variant
		return 0, fmt.Errorf("Fairy-Stockfish did not set variant %s from %s:\n%s", variant, ini, out)
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		if n, ok := strings.CutPrefix(sc.Text(), "Nodes searched: "); ok {
			var nodes uint64
			_, err := fmt.Sscan(n, &nodes)
			return nodes, err
		}
	}
	return 0, fmt.Errorf("no \"Nodes searched\" in its output:\n%s", out)
}

// loadYAML loads and compiles a variant file's text.
func loadYAML(t *testing.T, name, yaml string) (*variants.Variant, *legdefs.Program) {
	t.Helper()
	v, p, err := compiler.LoadBytes(name+".yaml", []byte(yaml))
	if err != nil {
		t.Fatalf("%v\n%s", err, yaml)
	}
	return v, p
}
