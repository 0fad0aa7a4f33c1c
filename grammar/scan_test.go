package grammar

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// checkScan fails unless scan and participle agree on src: both accept it
// with the same tree (positions included), or both reject it.
func checkScan(t *testing.T, src string) {
	t.Helper()
	got, ok := scan(src)
	want, err := parser().ParseString("", src)
	switch {
	case ok && err != nil:
		t.Errorf("scan(%q) accepts what participle rejects: %v", src, err)
	case !ok && err == nil:
		t.Errorf("scan(%q) rejects what participle accepts", src)
	case ok:
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("scan(%q) tree differs from participle's (-participle +scan):\n%s", src, d)
		}
	}
}

// builtinStrings are the Betza strings of the built-in variants.
func builtinStrings(t *testing.T) []string {
	files, err := filepath.Glob("../variants/builtin/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no built-in variants: %v", err)
	}
	re := regexp.MustCompile(`betza:\s*"?([A-Za-z0-9@\[\]?*()\-]+)`)
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// scanCorner are strings on the edges of the grammar, well formed or not.
var scanCorner = []string{
	"a", "fm", "Wa", "X", "XX", "NXY", "NX*", "W*3", "W007", "W0", "3W", "*", "(W)", "W)",
	"[", "]", "[]", "[W", "[W]", "[W-]", "[-W]", "[W?]", "[W-F?R]", "[fW-cmR]", "f[W-F]R",
	"[[W]]", "[aW]", "[W]-F", "W-F", "@3", "@X", "f@*", "caKcabK", "NN2", "Z99", "Z100",
}

func TestScanMatchesParticiple(t *testing.T) {
	for _, set := range [][]string{specStrings, scanCorner, builtinStrings(t)} {
		for _, src := range set {
			checkScan(t, src)
		}
	}
}

func FuzzScan(f *testing.F) {
	for _, s := range append(specStrings, scanCorner...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > MaxLen {
			return
		}
		if validString(src) {
			checkScan(t, src)
		}
		// Most random bytes are not Betza: read them as letters of a
		// small alphabet too, so that the fuzzer reaches deep trees.
		const alphabet = "afmcsvWFNRKXY@[]-?*0129()"
		b := []byte(src)
		for i, c := range b {
			b[i] = alphabet[int(c)%len(alphabet)]
		}
		checkScan(t, string(b))
	})
}

func validString(src string) bool {
	for _, r := range src {
		if !validChar(r) {
			return false
		}
	}
	return true
}
