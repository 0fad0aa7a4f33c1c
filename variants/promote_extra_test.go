package variants

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPromoteExtra checks to-black, squares and squares-black: what they
// load to, and a positioned error for each kind of bad value.
func TestPromoteExtra(t *testing.T) {
	head := "name: t\nboard: 8x8\nstart: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\npieces:\n  - {letter: K, betza: K, royal: true}\n  - {letter: Q, betza: Q}\n  - {letter: N, betza: N}\n"
	tests := []struct {
		name, pawn string
		want       *Promote // nil: an error
		errs       []string
	}{
		{name: "to-black", pawn: "{zone: 1, to: QN, to-black: NQ}",
			want: &Promote{Zone: 1, To: "QN", ToBlack: "NQ"}},
		{name: "squares instead of zone", pawn: "{squares: a8-b8 a7, to: Q}",
			want: &Promote{To: "Q", Squares: Region{{0, 7}, {1, 7}, {0, 6}}}},
		{name: "squares for each colour", pawn: "{squares: a8, squares-black: h1, to: Q}",
			want: &Promote{To: "Q", Squares: Region{{0, 7}}, SquaresBlack: Region{{7, 0}}}},
		{name: "to-black names no piece", pawn: "{zone: 1, to: Q, to-black: QR}",
			errs: []string{`t.yaml:8:65: piece P: promote: to-black "QR": no piece R`}},
		{name: "to-black letter twice", pawn: "{zone: 1, to: Q, to-black: QQ}",
			errs: []string{`t.yaml:8:65: promote: to-black "QQ": letter Q given twice`}},
		{name: "to-black lower case", pawn: "{zone: 1, to: Q, to-black: q}",
			errs: []string{`t.yaml:8:64: promote: to-black "q": want upper-case piece letters, got 'q'`}},
		{name: "square off the board", pawn: "{squares: a9, to: Q}",
			errs: []string{`t.yaml:8:47: piece P: promote: squares "a9": square a9 is off the 8x8 board`}},
		{name: "squares-black without squares", pawn: "{zone: 1, squares-black: a1, to: Q}",
			errs: []string{`t.yaml:8:62: piece P: promote: squares-black needs squares (White's)`}},
		{name: "neither zone nor squares", pawn: "{to: Q}",
			errs: []string{`t.yaml:8:37: promote: missing required field zone`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := head + "  - {letter: P, betza: fW, promote: " + tt.pawn + "}\n"
			v, err := LoadBytes("t.yaml", []byte(src))
			if d := cmp.Diff(tt.errs, errorLines(err)); d != "" {
				t.Errorf("errors (-want +got):\n%s", d)
			}
			if tt.want == nil {
				return
			}
			if v == nil {
				t.Fatal("no variant")
			}
			if d := cmp.Diff(tt.want, v.Pieces[3].Promote); d != "" {
				t.Errorf("Promote (-want +got):\n%s", d)
			}
		})
	}
}
