package idiagram

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
)

// antiChess is chess whose pieces say cannot-capture as set in pieces
// (letter: letters).
func antiChess(groups map[string]string) string {
	y := "name: anti\ninherit: chess\npieces:\n"
	for _, l := range []string{"N", "B", "R", "Q"} {
		if g, ok := groups[l]; ok {
			betza := map[string]string{"N": "N", "B": "B", "R": "R", "Q": "Q"}[l]
			y += "  - {letter: " + l + ", name: " + l + ", betza: " + betza + ", cannot-capture: " + g + "}\n"
		}
	}
	return y
}

// TestExportAntiTrade: cannot-capture groups are written as antiTrade=
// (the first group before the pieces, the others after each piece's
// line) and read back the same (Export's own round trip), or refused by
// name where the Diagram's groups cannot say them.
func TestExportAntiTrade(t *testing.T) {
	for _, tc := range []struct {
		name   string
		groups map[string]string
		lines  []string // antiTrade lines in order, with the piece line before a per-piece one
		err    string
	}{
		{"one group", map[string]string{"N": "NB", "B": "NB"}, []string{"antiTrade=2", "antiTrade=3"}, ""},
		{"two groups", map[string]string{"N": "N", "R": "RQ", "Q": "QR"}, []string{"antiTrade=2", "R:R:R::a1,h1:antiTrade=0", "Q:Q:Q::d1:antiTrade=0"}, ""},
		{"not its own group", map[string]string{"N": "B"}, nil, "piece N (N): cannot-capture B is not a group of pieces that may not capture each other, each itself included, as the Diagram's antiTrade= has them"},
		{"groups that differ", map[string]string{"N": "NB", "B": "B"}, nil, "piece N (N): cannot-capture NB is not a group"},
	} {
		v, err := variants.LoadBytes("anti.yaml", []byte(antiChess(tc.groups)))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		p, err := compiler.Compile(v)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		text, err := Export(v, p)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: export gives %v, want a refusal %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []string
		prev := ""
		for _, l := range strings.Split(text, "\n") {
			switch {
			case strings.HasPrefix(l, "antiTrade=") && strings.Contains(prev, ":"):
				got = append(got, prev+":"+l)
			case strings.HasPrefix(l, "antiTrade="):
				got = append(got, l)
			}
			prev = l
		}
		if diff := cmp.Diff(tc.lines, got); diff != "" {
			t.Errorf("%s: antiTrade lines (-want +got):\n%s\n%s", tc.name, diff, text)
		}
	}
}

// TestAntiTradeDiagramCounts imports the definitions with antiTrade= in
// testdata and counts their perft, for the counts the Diagram's own
// betza.js gave (testdata/antitrade-perft.tsv says how they were made).
func TestAntiTradeDiagramCounts(t *testing.T) {
	data, err := os.ReadFile("testdata/antitrade-perft.tsv")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(l, "\t")
		if strings.HasPrefix(l, "#") || f[0] == "file" {
			continue
		}
		depth, _ := strconv.Atoi(f[1])
		want, _ := strconv.ParseUint(f[2], 10, 64)
		def, err := os.ReadFile("testdata/" + f[0])
		if err != nil {
			t.Fatal(err)
		}
		imp, err := Import(string(def), "anti")
		if err != nil {
			t.Fatalf("%s: %v", f[0], err)
		}
		if got := perftOf(t, compileYAML(t, "anti", imp.YAML), depth); got != want {
			t.Errorf("%s depth %d: betzac %d, the Diagram %d", f[0], depth, got, want)
		}
		if depth <= 2 { // refgen too: cannot-capture read from the variant's text
			v, err := variants.LoadBytes("anti.yaml", []byte(imp.YAML))
			if err != nil {
				t.Fatal(err)
			}
			g, err := refgen.New(v)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := g.Perft(v.Start, depth); err != nil || got != want {
				t.Errorf("%s depth %d: refgen %d (%v), the Diagram %d", f[0], depth, got, err, want)
			}
		}
		checked++
	}
	if checked != 9 {
		t.Errorf("%d counts checked, want 9", checked)
	}
}
