package compiler

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/legdefs"
)

// parseListing reads moves written as in docs/xbetza.md §3: one move per line
// (or several separated by ';'), "nLegs | range dx dy mode | …". Text after
// '#' is a comment.
func parseListing(t *testing.T, s string) []legdefs.Move {
	t.Helper()
	var out []legdefs.Move
	for _, line := range strings.Split(s, "\n") {
		line, _, _ = strings.Cut(line, "#")
		for _, mv := range strings.Split(line, ";") {
			if strings.TrimSpace(mv) == "" {
				continue
			}
			parts := strings.Split(mv, "|")
			n, err := strconv.Atoi(strings.TrimSpace(parts[0]))
			if err != nil || n != len(parts)-1 {
				t.Fatalf("bad move %q", mv)
			}
			m := make(legdefs.Move, n)
			for k := range m {
				f := strings.Fields(parts[k+1])
				if len(f) != 4 {
					t.Fatalf("bad leg %q in %q", parts[k+1], mv)
				}
				var v [4]int32
				for i := range v {
					x, err := strconv.Atoi(f[i])
					if err != nil {
						t.Fatalf("bad leg %q: %v", parts[k+1], err)
					}
					v[i] = int32(x)
				}
				m[k] = legdefs.Leg{Range: v[0], DX: v[1], DY: v[2], Mode: v[3]}
			}
			out = append(out, m)
		}
	}
	return out
}

// The worked examples of docs/xbetza.md §3, written out in full as the
// XBetza spec betzac was written from gives them (copied from
// ../shared/spec/xbetza.md §5, outside the repository; the spec checked
// each against the Interactive Diagram's compiled legs).
var workedExamples = []struct {
	name, betza string
	want        string
}{
	{"Knight", "N", `
		1 | 1  1  2 1027 ; 1 | 1  2  1 1027 ; 1 | 1  2 -1 1027 ; 1 | 1  1 -2 1027
		1 | 1 -1 -2 1027 ; 1 | 1 -2 -1 1027 ; 1 | 1 -2  1 1027 ; 1 | 1 -1  2 1027`},
	{"Rook", "R", `1|0 0 1 1027; 1|0 1 0 1027; 1|0 0 -1 1027; 1|0 -1 0 1027`},
	{"FIDE pawn", "ifmnDfmWfceF", `
		1 | 1  0 2 17601     # m + i + n + FINAL + e.p. rights
		1 | 1  0 1 1025
		1 | 1  1 1 1030      # c + e
		1 | 1 -1 1 1030`},
	{"King with castling", "KisO2", `
		1|1 0 1 1027; 1|1 1 1 1027; 1|1 1 0 1027; 1|1 1 -1 1027
		1|1 0 -1 1027; 1|1 -1 -1 1027; 1|1 -1 0 1027; 1|1 -1 1 1027
		2 | 0  1 0 72 | 1  2 0 1033
		2 | 0 -1 0 72 | 1 -2 0 1033`},
	{"Xiangqi Cannon", "mRcpR", `
		1|0 0 1 1025; 1|0 1 0 1025; 1|0 0 -1 1025; 1|0 -1 0 1025
		2 | 0 0 1 16 | 0 0 1 1026
		2 | 0 1 0 16 | 0 1 0 1026
		2 | 0 0 -1 16 | 0 0 -1 1026
		2 | 0 -1 0 16 | 0 -1 0 1026`},
	{"Hook mover", "RmasR", `
		1|0 0 1 1027; 1|0 1 0 1027; 1|0 0 -1 1027; 1|0 -1 0 1027
		2 | 0  0  1 1 | 0  1  0 1027
		2 | 0  1  0 1 | 0  0 -1 1027
		2 | 0  0 -1 1 | 0 -1  0 1027
		2 | 0 -1  0 1 | 0  0  1 1027
		2 | 0  0  1 1 | 0 -1  0 1027
		2 | 0  1  0 1 | 0  0  1 1027
		2 | 0  0 -1 1 | 0  1  0 1027
		2 | 0 -1  0 1 | 0  0 -1 1027`},
	{"Checker man", "fmFfcafmF", `
		1|1 1 1 1025; 1|1 -1 1 1025
		2 | 1 1 1 2 | 1 1 1 1025
		2 | 1 -1 1 2 | 1 -1 1 1025`},
	{"Griffon", "FyafsF", `
		1|1 1 1 1027; 1|1 1 -1 1027; 1|1 -1 -1 1027; 1|1 -1 1 1027
		2 | 1  1  1 33 | 0  1  0 1027
		2 | 1  1 -1 33 | 0  0 -1 1027
		2 | 1 -1 -1 33 | 0 -1  0 1027
		2 | 1 -1  1 33 | 0  0  1 1027
		2 | 1  1  1 33 | 0  0  1 1027
		2 | 1  1 -1 33 | 0  1  0 1027
		2 | 1 -1 -1 33 | 0  0 -1 1027
		2 | 1 -1  1 33 | 0 -1  0 1027`},
}

func TestWorkedExamples(t *testing.T) {
	for _, ex := range workedExamples {
		t.Run(ex.name, func(t *testing.T) {
			want := parseListing(t, ex.want)
			got, err := CompileBetza(ex.betza, 8, 8)
			if err != nil {
				t.Fatalf("CompileBetza(%q): %v", ex.betza, err)
			}
			if diff := cmp.Diff(want, got.Moves(0)); diff != "" {
				t.Errorf("%s %q (-spec +betzac):\n%s", ex.name, ex.betza, diff)
			}
		})
	}
}

// TestLion checks the Chu Shogi Lion of docs/xbetza.md §3, whose listing the
// shared spec (§5) abbreviates: 96 moves in groups, with the group openings
// it shows. (The whole table is a row of id-legdefs.tsv.)
func TestLion(t *testing.T) {
	tb, err := CompileBetza("KNADcaKcabKmabK", 8, 8)
	if err != nil {
		t.Fatal(err)
	}
	got := tb.Moves(0)
	if len(got) != 96 {
		t.Fatalf("Lion: %d moves, want 96", len(got))
	}
	// offset in the move list → the move the spec shows there
	shown := map[int]string{
		0:  "1|1 0 1 1027",              // K
		8:  "1|1 1 2 1027",              // N
		16: "1|1 2 2 1027",              // A
		20: "1|1 0 2 1027",              // D
		24: "2 | 1 0 1 2 | 1 0 1 1027",  // caK: capture, then straight on
		32: "2 | 1 0 1 2 | 1 1 1 1027",  //      … turned 45°
		80: "2 | 1 0 1 2 | 1 0 -1 1027", // cabK: igui
		88: "2 | 1 0 1 1 | 1 0 -1 1027", // mabK: pass
	}
	for i, s := range shown {
		if diff := cmp.Diff(parseListing(t, s)[0], got[i]); diff != "" {
			t.Errorf("Lion move %d (-spec +betzac):\n%s", i, diff)
		}
	}
	// 8 K + 8 N + 4 A + 4 D one-leg moves, then 56 caK + 8 cabK + 8 mabK.
	legs := map[int]int{}
	for _, m := range got {
		legs[len(m)]++
	}
	if legs[1] != 24 || legs[2] != 72 {
		t.Errorf("Lion: %d one-leg and %d two-leg moves, want 24 and 72", legs[1], legs[2])
	}
}
