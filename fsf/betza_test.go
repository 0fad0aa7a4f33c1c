package fsf

import "testing"

// TestXBetzaOf: FSF's directions on K and Q (src/piece.cpp from_betza:
// each of W and F, R and B, takes the same direction strings) written
// as XBetza. Worked out by hand from FSF's table: for fK, "ff" selects
// (0,1) of W and (1,1), (-1,1) of F; for frQ, "fr" selects only the
// (a, b) vector: (1,0) of R, (1,1) of B.
func TestXBetzaOf(t *testing.T) {
	tests := []struct{ fsf, want string }{
		{"fKbR", "fWfrFflFbR"}, // yari silver
		{"frQ", "rRfrB"},
		{"mfKcK", "mfWmfrFmflFcK"},
		{"bK2", "bW2brF2blF2"},
		{"KN", "KN"},
		{"fsW", "fsW"}, // not K or Q: the same in both
		{"fmWfceF", "fmWfceF"},
		{"vK", "fWbWfrFflFbrFblF"},
		// lame leapers (bitboard.cpp): FSF has tables for nD, nN, nA and
		// nZ (its Janggi elephant's path: W then two F); its nC and nW
		// have no table and no move (elgam's o:nC never moves)
		{"nN", "nN"},
		{"nZ", "mafsmafW"},
		{"nC", ""},
		{"nCW", "W"},
		{"mnWcF", "cF"},
	}
	for _, tt := range tests {
		got, ok := xbetzaOf(tt.fsf)
		if !ok || got != tt.want {
			t.Errorf("xbetzaOf(%q) = %q, %v; want %q", tt.fsf, got, ok, tt.want)
		}
	}
	if _, ok := xbetzaOf("fKK"); ok {
		t.Error("xbetzaOf(fKK): want not ok")
	}
}
