package fsf

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// TestResultKeys: the result keys of a variants.ini section come back as
// the rules they set, and export writes them as FSF's keys again.
func TestResultKeys(t *testing.T) {
	const ini = `[r:chess]
stalemateValue = loss
checkmateValue = win
nMoveRule = 0
nFoldRule = 4
nFoldValue = win
nFoldValueAbsolute = true
perpetualCheckIllegal = true
countingRule = asean
materialCounting = blackdrawodds
shatarMateRule = true
moveRepetitionIllegal = true
`
	imp, err := Import(strings.NewReader(ini), "r")
	if err != nil {
		t.Fatal(err)
	}
	if len(imp.Untranslated) > 0 {
		t.Errorf("untranslated: %q", imp.Untranslated)
	}
	v, p, err := compiler.LoadBytes("r.yaml", []byte(imp.YAML))
	if err != nil {
		t.Fatalf("%v\n%s", err, imp.YAML)
	}
	want := legdefs.Rules{StalemateValue: legdefs.ValueLoss, CheckmateValue: legdefs.ValueWin,
		NMoveRule: legdefs.NMoveRuleOff, NFoldRule: 4, NFoldValue: legdefs.ValueWin,
		NFoldValueAbsolute: true, PerpetualCheckIllegal: true, Counting: legdefs.CountingASEAN, FENCounting: true,
		MaterialCounting: legdefs.MaterialBlackOdds, ShatarMate: true,
		MoveRepetitionIllegal: true}
	if d := cmp.Diff(want, p.Rules); d != "" {
		t.Errorf("rules (-want +got):\n%s", d)
	}
	text, err := Export(v, p, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimPrefix(ini, "[r:chess]\n"), "\n") {
		if !strings.Contains(text, line) {
			t.Errorf("export lacks %q:\n%s", line, text)
		}
	}
}

// TestResultKeyValues: a value FSF does not have is untranslated, by key.
func TestResultKeyValues(t *testing.T) {
	imp, err := Import(strings.NewReader("[r:chess]\nstalemateValue = lose\nnMoveRule = x\ncountingRule = thai\n"), "r")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"stalemateValue = lose (want win, loss or draw)", "nMoveRule = x (want 0 to 999)",
		"countingRule = thai (want makruk, cambodian, asean or none)"}
	if d := cmp.Diff(want, imp.Untranslated); d != "" {
		t.Errorf("untranslated (-want +got):\n%s", d)
	}
}

// TestExtinctionValue: Giveaway's extinctionValue = win comes back as
// extinction-value.
func TestExtinctionValue(t *testing.T) {
	imp, err := Import(strings.NewReader("[g:chess]\nextinctionValue = win\nextinctionPieceTypes = *\n"), "g")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(imp.YAML, "extinction-value: win\n") {
		t.Errorf("no extinction-value: win in\n%s", imp.YAML)
	}
}
