package idiagram

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestBetzaJS runs the Interactive Diagram's own betza.js (through
// CI/idiagram/id-perft.js) on what Export writes for a few built-ins and
// compares its perft with betzac's. betza.js is not in the repository:
// the test runs only when BETZA_JS names a copy and node is installed
// (CI/idiagram/id-check.sh does every built-in).
func TestBetzaJS(t *testing.T) {
	js := os.Getenv("BETZA_JS")
	if js == "" {
		t.Skip("BETZA_JS is not set: the Diagram's betza.js is not in the repository")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("no node")
	}
	for _, tc := range []struct {
		name  string
		depth int
	}{{"chess", 2}, {"gardner", 3}, {"hookchess", 2}, {"capablanca", 2}} {
		p, text := exportOf(t, builtin(t, tc.name))
		def := filepath.Join(t.TempDir(), "def.html")
		if err := os.WriteFile(def, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("node", "../CI/idiagram/id-perft.js", js, def, strconv.Itoa(tc.depth)).Output()
		if err != nil {
			t.Fatalf("%s: id-perft.js: %v", tc.name, err)
		}
		var got, want []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if !strings.HasPrefix(l, "#") {
				got = append(got, l)
			}
		}
		for d := 1; d <= tc.depth; d++ {
			want = append(want, fmt.Sprintf("%d\t%d", d, perftOf(t, p, d)))
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: the Diagram counts\n%s\nbetzac\n%s", tc.name, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}
