package variants

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// zoneReplace replaces the one occurrence of from in s.
func zoneReplace(t *testing.T, s, from, to string) string {
	t.Helper()
	if strings.Count(s, from) != 1 {
		t.Fatalf("%q occurs %d times", from, strings.Count(s, from))
	}
	return strings.Replace(s, from, to, 1)
}

// zoneLoadFiles writes files into a temporary directory and loads one.
func zoneLoadFiles(t *testing.T, files map[string]string, load string) (*Variant, error) {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return Load(filepath.Join(dir, load))
}

// zoneBase is a small valid variant with every zone rule.
const zoneBase = `name: z
board: 9x10
flying-general: true
pieces:
  - {letter: K, betza: W, royal: true, confine: d1-f3}
  - {letter: C, betza: pR, cannot-hop-over: C, cannot-capture: C, region-moves: [{from: "d1 f1 e2", to: "d1 f1 e2", betza: pB}]}
  - {letter: P, betza: fW, region-moves: [{from: a6-i10, betza: sW}], sittuyin-promotion: {squares: "a10 e5", to: C}}
start: 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1
`

func TestZoneFields(t *testing.T) {
	v, err := LoadBytes("z.yaml", []byte(zoneBase+"checks-to-win: 2\nmust-drop: true\nmakpong: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	type got struct {
		FlyingGeneral, Makpong, MustDrop bool
		ChecksToWin                      int
		Confine                          Region
		From, To                         Region
		NoHop, NoCapture                 string
		Sittuyin                         *SittuyinPromotion
	}
	g := got{
		FlyingGeneral: v.FlyingGeneral, Makpong: v.Makpong, MustDrop: v.MustDrop, ChecksToWin: v.ChecksToWin,
		Confine: v.Pieces[0].Confine,
		From:    v.Pieces[1].RegionMoves[0].From, To: v.Pieces[1].RegionMoves[0].To,
		NoHop: v.Pieces[1].CannotHopOver, NoCapture: v.Pieces[1].CannotCapture,
		Sittuyin: v.Pieces[2].SittuyinPromotion,
	}
	want := got{
		FlyingGeneral: true, Makpong: true, MustDrop: true, ChecksToWin: 2,
		Confine: Region{{3, 0}, {3, 1}, {3, 2}, {4, 0}, {4, 1}, {4, 2}, {5, 0}, {5, 1}, {5, 2}},
		From:    Region{{3, 0}, {5, 0}, {4, 1}}, To: Region{{3, 0}, {5, 0}, {4, 1}},
		NoHop: "C", NoCapture: "C",
		Sittuyin: &SittuyinPromotion{Squares: Region{{0, 9}, {4, 4}}, To: "C"},
	}
	if d := cmp.Diff(want, g); d != "" {
		t.Errorf("zone fields (-want +got):\n%s", d)
	}
	// inherited rules, and a child that turns one off
	child, err := zoneLoadFiles(t, map[string]string{"z.yaml": zoneBase, "c.yaml": "name: c\ninherit: z.yaml\nflying-general: false\n"}, "c.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if child.FlyingGeneral || child.Pieces[0].Confine == nil {
		t.Errorf("inherit: flying-general %v (want false), confine %v (want the parent's)", child.FlyingGeneral, child.Pieces[0].Confine)
	}
}

func TestZoneErrors(t *testing.T) {
	tests := []struct {
		name, from, to string
		want           []string
	}{
		{"confine off the board", "confine: d1-f3", "confine: d1-f11",
			[]string{`t.yaml:5:49: piece K: confine "d1-f11": square d11 is off the 9x10 board`}},
		{"confine syntax", "confine: d1-f3", "confine: d1-f",
			[]string{`t.yaml:5:49: confine "d1-f": "d1-f": want squares (e4) and rectangles (d1-f3, two corners) separated by spaces or commas`}},
		{"empty region", "confine: d1-f3", `confine: ""`,
			[]string{`t.yaml:5:50: confine "": an empty region: want squares (e4) and rectangles (d1-f3, two corners) separated by spaces or commas`}},
		{"region moves not a list", "region-moves: [{from: a6-i10, betza: sW}]", "region-moves: 5",
			[]string{`t.yaml:7:42: region-moves: want a list of {from: SQUARES, betza: MOVES}, got the integer 5`}},
		{"region move without from", "[{from: a6-i10, betza: sW}]", "[{betza: sW}]",
			[]string{`t.yaml:7:43: region-moves: missing required field from`}},
		{"region move Betza", "betza: sW}]", "betza: sX}]",
			[]string{`t.yaml:7:66: betza "sX": 'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY`}},
		{"unknown hop letter", "cannot-hop-over: C", "cannot-hop-over: Q",
			[]string{`t.yaml:6:45: piece C: "Q": no piece Q`}},
		{"lower-case letters", "cannot-capture: C", "cannot-capture: c",
			[]string{`t.yaml:6:64: cannot-capture "c": want upper-case piece letters, got 'c'`}},
		{"flying general not a bool", "flying-general: true", "flying-general: 3",
			[]string{`t.yaml:3:17: flying-general: want true or false, got the integer 3`}},
		{"sittuyin to", "to: C}", "to: Q}",
			[]string{`t.yaml:7:115: piece P: sittuyin-promotion: to "Q": no piece Q`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := zoneReplace(t, zoneBase, tt.from, tt.to)
			_, err := LoadBytes("t.yaml", []byte(src))
			if d := cmp.Diff(tt.want, errorLines(err)); d != "" {
				t.Errorf("errors (-want +got):\n%s\nsource:\n%s", d, src)
			}
		})
	}
	// checks-to-win out of range
	_, err := LoadBytes("t.yaml", []byte(zoneBase+"checks-to-win: 0\n"))
	if d := cmp.Diff([]string{`t.yaml:9:16: checks-to-win: 0: want 1 to 99`}, errorLines(err)); d != "" {
		t.Errorf("checks-to-win (-want +got):\n%s", d)
	}
}

func TestParseRegion(t *testing.T) {
	valid := map[string]Region{
		"e4":          {{4, 3}},
		"a10, b1":     {{0, 9}, {1, 0}},
		"f3-d1":       {{3, 0}, {3, 1}, {3, 2}, {4, 0}, {4, 1}, {4, 2}, {5, 0}, {5, 1}, {5, 2}},
		"e4 e4 e3-e4": {{4, 3}, {4, 2}},
	}
	for in, want := range valid {
		g, err := ParseRegion(in)
		if err != nil {
			t.Errorf("ParseRegion(%q): %v", in, err)
			continue
		}
		if d := cmp.Diff(want, g); d != "" {
			t.Errorf("ParseRegion(%q) (-want +got):\n%s", in, d)
		}
	}
	for _, in := range []string{"", "e0", "e27", "E4", "e4-", "-e4"} {
		if g, err := ParseRegion(in); err == nil || g != nil {
			t.Errorf("ParseRegion(%q) = %v, %v; want no squares and an error", in, g, err)
		}
	}
}

func FuzzParseRegion(f *testing.F) {
	for _, s := range []string{"e4", "d1-f3", "a1-i5, e9", "z26-a1", "", "-", "e4-e4-e4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseRegion(s)
		if err == nil && len(g) == 0 {
			t.Errorf("ParseRegion(%q): no error and no squares", s)
		}
		for _, q := range g {
			if q.File < 0 || q.File > 25 || q.Rank < 0 || q.Rank > 25 {
				t.Errorf("ParseRegion(%q): square %v off any board", s, q)
			}
		}
	})
}
