package idiagram

import (
	"os"
	"strings"
	"testing"
)

// TestFalconPassDiagram exports testdata/falconpass.yaml (Chu Shogi's
// Lion, Horned Falcon and Soaring Eagle, each with its pass: mabK, fmabW,
// fmabF) and checks the re-imported variant's perft against the Diagram's
// own: betza.js (sha256 4cc54074…, the copy CI/idiagram/id-export-perft.tsv
// names) counted 33, 1062 and 37906 at depths 1-3 on the definition export
// id writes (node CI/idiagram/id-perft.js BETZA_JS falconpass.html 3,
// 2026-11-28). Without the Falcon's and Eagle's passes depth 1 is 31, so
// the Diagram reads fmabW and fmabF as the one-move passes betzac makes.
func TestFalconPassDiagram(t *testing.T) {
	src, err := os.ReadFile("testdata/falconpass.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, text := exportOf(t, loadYAML(t, "falconpass", string(src)))
	for _, want := range []string{":BsbRfWfDfcafWfcabWfmabW:", ":RbBfFfAfcafFfcabFfmabF:"} {
		if !strings.Contains(text, want) {
			t.Errorf("export id wrote no %s:\n%s", want, text)
		}
	}
	imp, err := Import(text, "falconpass")
	if err != nil {
		t.Fatal(err)
	}
	back := compileYAML(t, "falconpass", imp.YAML)
	for d, want := range []uint64{33, 1062, 37906} {
		if got := perftOf(t, back, d+1); got != want {
			t.Errorf("depth %d: betzac %d, the Diagram %d", d+1, got, want)
		}
	}
}
