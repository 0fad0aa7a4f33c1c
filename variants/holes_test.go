package variants

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/legdefs"
)

// The holes are read off the FEN by hand: ranks are listed from the top,
// '*' is one square, digits count empty squares.
func TestStartHoles(t *testing.T) {
	tests := []struct {
		fen   string
		ranks int
		want  []legdefs.Square
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8, nil},
		{"k1*/3/*1K w - - 0 1", 3, []legdefs.Square{{File: 2, Rank: 2}, {File: 0, Rank: 0}}},
		{"2*/K1k[Pp] w - - 0 1", 2, []legdefs.Square{{File: 2, Rank: 1}}},
		{"**k/3/K2/Pp w - - 0 1", 3, []legdefs.Square{{File: 0, Rank: 2}, {File: 1, Rank: 2}}}, // holdings rank ignored
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, startHoles(tt.fen, tt.ranks)); diff != "" {
			t.Errorf("startHoles(%q) (-want +got):\n%s", tt.fen, diff)
		}
	}
}

// A built-in with holes gets them from its start FEN: Troitzky's four
// corners of 4, 2, 1 and 1 squares on their first four ranks (32 in all,
// hand-counted from its FEN).
func TestBuiltinHoles(t *testing.T) {
	v, err := Builtin("troitzky")
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Holes) != 4*(4+2+1+1) {
		t.Errorf("troitzky: %d holes, want 32: %v", len(v.Holes), v.Holes)
	}
}

// TestPetrify checks the petrify key: piece letters, none royal.
func TestPetrify(t *testing.T) {
	runFieldCases(t, func(v *Variant) any { return v.Petrify }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", "", nil},
		{"set", "name: t\ninherit: chess\npetrify: QRBN\n", "QRBN", nil},
		{"no such piece", "name: t\ninherit: chess\npetrify: QX\n", "", []string{`t.yaml:3:11: petrify "QX": no piece X`}},
		{"royal", "name: t\ninherit: chess\npetrify: QK\n", "", []string{`t.yaml:3:11: petrify "QK": piece K is royal; a royal piece that may not capture is written without captures (mK)`}},
	})
}
