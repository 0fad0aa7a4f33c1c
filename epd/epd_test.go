package epd_test

import (
	"os"
	"strings"
	"testing"

	"github.com/betzac/betzac/epd"
	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	in := "# a comment\n\n" +
		"8/8/8/8/8/8/8/K6k w - - ;D1 3 ;D2 9\r\n" +
		"  4k3/8/8/8/8/8/8/4K3 b - - 0 1;D3 100;\n"
	got, err := epd.Parse(strings.NewReader(in), "s.epd")
	if err != nil {
		t.Fatal(err)
	}
	want := []epd.Position{
		{Line: 3, FEN: "8/8/8/8/8/8/8/K6k w - -", Counts: []epd.Count{{1, 3}, {2, 9}}},
		{Line: 4, FEN: "4k3/8/8/8/8/8/8/4K3 b - - 0 1", Counts: []epd.Count{{3, 100}}},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got:\n%s", d)
	}
}

func TestParseCPWFile(t *testing.T) {
	f, err := os.Open("testdata/cpw.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := epd.Parse(f, "testdata/cpw.epd")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 6 || got[2].Counts[3] != (epd.Count{Depth: 4, Nodes: 43238}) {
		t.Errorf("got %+v", got)
	}
}

// TestParseErrors: each malformed line is reported at its line and
// column, the cause first.
func TestParseErrors(t *testing.T) {
	const fen = "8/8/8/8/8/8/8/K6k w - -"
	tests := []struct{ name, line, want string }{
		{"no counts", fen, `s.epd:2:24: no perft counts: want "FEN ;D1 20 ;D2 400"`},
		{"no FEN", " ;D1 20", `s.epd:2:1: no FEN before the first ';'`},
		{"not D", fen + " ;perft 1 20", `s.epd:2:26: field "perft 1 20": want "D<depth> <nodes>"`},
		{"depth 0", fen + " ;D0 1", `s.epd:2:27: depth "0": want a whole number from 1 to 64`},
		{"depth 65", fen + " ;D65 1", `s.epd:2:27: depth "65": want a whole number from 1 to 64`},
		{"depth letters", fen + " ;Dx 1", `s.epd:2:27: depth "x": want a whole number from 1 to 64`},
		{"no count", fen + " ;D1", `s.epd:2:28: D1 has no node count`},
		{"negative count", fen + " ;D1 -3", `s.epd:2:29: node count "-3": want a decimal number`},
		{"count too big", fen + " ;D1 99999999999999999999", `s.epd:2:29: node count "99999999999999999999": want a decimal number`},
		{"extra word", fen + " ;D1 3 4", `s.epd:2:31: "4" after D1's count`},
		{"twice", fen + " ;D1 3 ;D1 3", `s.epd:2:32: depth 1 given twice`},
		{"empty field", fen + " ;; D1 3", `s.epd:2:26: empty field: want "D<depth> <nodes>"`},
		{"column in characters", "♔" + fen[1:] + " ;D1 x", `s.epd:2:29: node count "x": want a decimal number`},
		{"not UTF-8", fen + " ;D1 \xff", `s.epd:2:1: the line is not UTF-8 text`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := epd.Parse(strings.NewReader("# suite\n"+tc.line+"\n"), "s.epd")
			if err == nil {
				t.Fatalf("no error, want %s", tc.want)
			}
			if err.Error() != tc.want {
				t.Errorf("got  %s\nwant %s", err, tc.want)
			}
		})
	}
}

func TestParseEmptyAndLong(t *testing.T) {
	if _, err := epd.Parse(strings.NewReader("# nothing\n"), "e.epd"); err == nil || !strings.HasPrefix(err.Error(), "e.epd: no positions") {
		t.Errorf("empty suite: %v", err)
	}
	long := "# x\n" + strings.Repeat("a", 1<<17) + "\n"
	if _, err := epd.Parse(strings.NewReader(long), "l.epd"); err == nil || err.Error() != "l.epd:2:1: line longer than 65536 bytes" {
		t.Errorf("long line: %v", err)
	}
}

// FuzzParse: Parse never panics, and what it accepts has a FEN and counts
// in range.
func FuzzParse(f *testing.F) {
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400\n")
	f.Add("x ;D1\n;;\n# c\n ;D64 1;")
	f.Add("a ;D+1 2 ;D1 +2 ;D 3")
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := epd.Parse(strings.NewReader(s), "f")
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.FEN == "" || len(p.Counts) == 0 {
				t.Fatalf("accepted %+v", p)
			}
			for _, c := range p.Counts {
				if c.Depth < 1 || c.Depth > epd.MaxDepth {
					t.Fatalf("depth %d accepted", c.Depth)
				}
			}
		}
	})
}
