package compiler

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Bracket forms that have an 'a' equivalent must compile to the same
// table.
func TestBracketEquivalents(t *testing.T) {
	tests := []struct{ bracket, atoms string }{
		{"[F?R]", "FyafsF"},    // Griffon
		{"[F-R]", "yafsF"},     // Griffon without the F moves
		{"[W?B]", "WyafsW"},    // Rhino / Manticore
		{"[F-B]", "yafF"},      // Tamerlane picket: a Bishop that moves at least 2
		{"[W-R]", "yafW"},      // ski-Rook
		{"[W?sR]", "WyasW"},    // bend 90° at the W squares
		{"[W-sR]", "yasW"},     //
		{"[K-K]", "afhK"},      // two King steps, the second outward
		{"[mW-cW]", "mafcW"},   // same atom: straight on
		{"[W-W-W]", "afafW"},   // H by three W steps
		{"[N-N]", "afN"},       // oblique: straight on
		{"[W-pR]", "yafpW"},    // the final hop is split like pR
		{"i[F?R]", "iFiyafsF"}, // i before the brackets: initial
		{"[R-ifR]", "mafiR"},   // i on a later leg: iso
	}
	for _, tc := range tests {
		b, err := CompileBetza(tc.bracket, 8, 8)
		if err != nil {
			t.Errorf("CompileBetza(%q): %v", tc.bracket, err)
			continue
		}
		a, err := CompileBetza(tc.atoms, 8, 8)
		if err != nil {
			t.Errorf("CompileBetza(%q): %v", tc.atoms, err)
			continue
		}
		if diff := cmp.Diff(a.Moves(0), b.Moves(0)); diff != "" {
			t.Errorf("%s and %s differ (-%s +%s):\n%s", tc.bracket, tc.atoms, tc.atoms, tc.bracket, diff)
		}
	}
}

func TestBracketListings(t *testing.T) {
	tests := []struct{ betza, want string }{
		// Ship: the Griffon paths that end vertically; every F step starts one.
		{"v[F?R]", `
			1|1 1 1 1027; 1|1 1 -1 1027; 1|1 -1 -1 1027; 1|1 -1 1 1027
			2 | 1  1 -1 33 | 0  0 -1 1027
			2 | 1 -1  1 33 | 0  0  1 1027
			2 | 1  1  1 33 | 0  0  1 1027
			2 | 1 -1 -1 33 | 0  0 -1 1027`},
		// Snake: W vertically, then B outward.
		{"v[W?B]", `
			1|1 0 1 1027; 1|1 0 -1 1027
			2 | 1 0  1 33 | 0  1  1 1027
			2 | 1 0 -1 33 | 0 -1 -1 1027
			2 | 1 0  1 33 | 0 -1  1 1027
			2 | 1 0 -1 33 | 0  1 -1 1027`},
		// A single path: right, then forward-right.
		{"fr[W?B]", `1|1 1 0 1027; 2 | 1 1 0 33 | 0 1 1 1027`},
		// Osprey: each leg its own atom.
		{"[D?B]", `
			1|1 0 2 1027; 1|1 2 0 1027; 1|1 0 -2 1027; 1|1 -2 0 1027
			2 | 1  0  2 33 | 0  1  1 1027
			2 | 1  2  0 33 | 0  1 -1 1027
			2 | 1  0 -2 33 | 0 -1 -1 1027
			2 | 1 -2  0 33 | 0 -1  1 1027
			2 | 1  0  2 33 | 0 -1  1 1027
			2 | 1  2  0 33 | 0  1  1 1027
			2 | 1  0 -2 33 | 0  1 -1 1027
			2 | 1 -2  0 33 | 0 -1 -1 1027`},
		// Directions inside the first leg are absolute.
		{"[fW?B]", `
			1|1 0 1 1027
			2 | 1 0 1 33 | 0 1 1 1027
			2 | 1 0 1 33 | 0 -1 1 1027`},
		// Several stops: W, then F, then R; shorter moves first.
		{"f[W?F?R]", `
			1|1 0 1 1027
			2 | 1 0 1 1 | 1 1 1 1027
			2 | 1 0 1 1 | 1 -1 1 1027
			3 | 1 0 1 1 | 1  1 1 33 | 0  1 0 1027
			3 | 1 0 1 1 | 1 -1 1 33 | 0  0 1 1027
			3 | 1 0 1 1 | 1  1 1 33 | 0  0 1 1027
			3 | 1 0 1 1 | 1 -1 1 33 | 0 -1 0 1027`},
	}
	for _, tc := range tests {
		tb, err := CompileBetza(tc.betza, 8, 8)
		if err != nil {
			t.Errorf("CompileBetza(%q): %v", tc.betza, err)
			continue
		}
		if diff := cmp.Diff(parseListing(t, tc.want), tb.Moves(0)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.betza, diff)
		}
	}
}
