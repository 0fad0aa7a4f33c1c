package compiler

import (
	"errors"
	"strings"
	"testing"

	"github.com/betzac/betzac/grammar"
)

func TestSemanticErrors(t *testing.T) {
	tests := []struct {
		betza string
		col   int
		want  string // a part of the message
	}{
		{"nW", 1, "'n' (lame) means nothing on a one-step W"},
		{"KnF", 2, "one-step F"},
		{"nK", 1, "one-step K"},
		{"jW", 1, "'j' (jump) means nothing on a one-step W"},
		{"jjjD", 3, "more than twice"},
		{"hW", 1, "'h' means nothing on an orthogonal atom"},
		{"fhR", 2, "'h' means nothing on an orthogonal atom"},
		{"hK", 1, "put it after a direction letter"},
		{"hN", 1, "hr or hl"},
		{"wN", 1, "'w' means nothing"},
		{"ooooN", 3, "more than twice"},
		{"KfO2", 2, "direction 'f' means nothing on castling O"},
		{"isvO2", 3, "direction 'v'"},
		{"KaO2", 2, "'a' means nothing on castling O"},
		{"pO2", 1, "'p' means nothing on castling O"},
		{"mO2", 1, "'m' means nothing on castling O"},
		{"O0", 1, "castling O needs the number of squares"},
		{"fm@", 2, "'m' means nothing on a drop"},
		{"a@", 1, "'a' means nothing on a drop"},
		{"xpR", 2, "a hopper's last leg (p or g) keeps only m and c"},
		{"xzB", 1, "'x' cannot be combined with a curved path"},
		{"KixO2", 3, "'x' means nothing on castling O"},
		{"tpR", 1, "'t' is not supported yet"},
		{"U", 1, "U is not supported yet"},
		{"KI", 2, "I is not supported yet"},
		{"aaaaaaaaK", 9, "9 legs: at most 8"},
		{"aaaaaK", 1, "more than 65536 moves"},
		// Each term within MaxTermMoves, the piece not (17496 moves each).
		{strings.Repeat("[Q-Q-Q-Q-Q-Q-Q-Q]", 4), 52, "with this term the piece has 69984 moves, more than the 65536 a piece may have"},
		{strings.Repeat("W", grammar.MaxLen+1), grammar.MaxLen + 1, "too long: a piece's Betza is at most 4096 characters"},
		{"yR", 1, "'y' on the last leg"},
		{"[F?yR]", 4, "'y' inside brackets"},
		{"[gR-K]", 2, "'g' inside brackets"},
		{"m[F?R]", 1, "only direction letters and i go there"},
		{"[W-fB]", 4, "describe no move"},
		{"zmaB", 1, "cannot be combined with 'a'"},
		{"zeB", 2, "'e' cannot be combined with a curved path"},
		{"zqB", 2, "both crooked (z) and circular (q)"},
		{"dpR", 2, "a hopper's last leg"},
		{"fvK", 1, `"fv" is ambiguous`},
		{"KlsB", 2, `"ls" is ambiguous`},
		{"vfN", 1, `"vf" is ambiguous`},
		{"masrK", 3, `"sr" is ambiguous`},
	}
	for _, tc := range tests {
		_, err := CompileBetza(tc.betza, 8, 8)
		var ge *grammar.Error
		if !errors.As(err, &ge) {
			t.Errorf("CompileBetza(%q) = %v, want a *grammar.Error", tc.betza, err)
			continue
		}
		if ge.Pos.Column() != tc.col || !strings.Contains(ge.Msg, tc.want) {
			t.Errorf("CompileBetza(%q): column %d: %s\nwant column %d: …%s…", tc.betza, ge.Pos.Column(), ge.Msg, tc.col, tc.want)
		}
	}
}

func TestBoardSize(t *testing.T) {
	for _, b := range [][2]int{{0, 8}, {8, 0}, {27, 8}, {8, 27}, {-1, -1}} {
		if _, err := CompileBetza("K", b[0], b[1]); err == nil || !strings.Contains(err.Error(), "out of bounds") {
			t.Errorf("CompileBetza(K, %d, %d) = %v, want an out-of-bounds error", b[0], b[1], err)
		}
	}
	for _, b := range [][2]int{{1, 1}, {26, 26}, {10, 8}} {
		if _, err := CompileBetza("zBKisO2", b[0], b[1]); err != nil {
			t.Errorf("CompileBetza(zBKisO2, %d, %d): %v", b[0], b[1], err)
		}
	}
}

// Things that mean something must compile.
func TestAccepted(t *testing.T) {
	for _, s := range []string{
		"", "@", "fsbj@", "O1", "ijO2", "isO3", "nR", "nQ", "jR", "jjR", "jD", "nN", "hrN", "hlN", "fhK", "fhF", "ffrrN",
		"W*", "ifmW*", "NN", "DD", "N0", "FX", "NY", "WY", "FY", "GX", "ZY",
		"zB", "qN", "zR3", "zpB", "gQ", "pW", "gN", "oR", "ooR", "dQ", "kR", "ucaF", "mpafN", "gabyabsR",
		"ifmnDfmWfceF", "KNADcaKcabKmabK", "[F?R]", "v[F?R]", "hr[W?B]", "[W-sR]", "[F-B]",
	} {
		if _, err := CompileBetza(s, 8, 8); err != nil {
			t.Errorf("CompileBetza(%q): %v", s, err)
		}
	}
}

// Atom extensions: the shapes of docs/xbetza.md §1.1.
func TestExtensions(t *testing.T) {
	tests := map[string][2]int32{ // first move (dx, dy)
		"WX": {0, 4}, "FX": {1, 4}, "DX": {0, 5}, "NX": {1, 5}, "AX": {2, 5}, "HX": {0, 6},
		"CX": {1, 6}, "ZX": {2, 6}, "GX": {3, 6},
		"DY": {2, 4}, "NY": {3, 4}, "AY": {4, 4}, "CY": {3, 5}, "ZY": {4, 5}, "WY": {2, 3}, "FY": {3, 3},
	}
	for s, want := range tests {
		tb, err := CompileBetza(s, 8, 8)
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		ms := tb.Moves(0)
		found := false
		for _, m := range ms {
			if m[0].DX == want[0] && m[0].DY == want[1] {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no move (%d,%d) in %v", s, want[0], want[1], ms)
		}
	}
}

// CompilePiece must not panic on any AST, even ones the parser never
// builds.
func TestOddASTs(t *testing.T) {
	atom := func(l byte) *grammar.Atom { return &grammar.Atom{Letter: l, Range: grammar.NoRange} }
	nineNil := make([]*grammar.BracketLeg, 9)
	pieces := []*grammar.Piece{
		nil,
		{},
		{Terms: []*grammar.Term{nil}},
		{Terms: []*grammar.Term{{}}},
		{Terms: []*grammar.Term{{Atom: atom('W')}}},
		{Terms: []*grammar.Term{{Atom: atom('W'), Legs: []*grammar.Leg{nil}}}},
		{Terms: []*grammar.Term{{Atom: atom('@'), Legs: []*grammar.Leg{nil}}}},
		{Terms: []*grammar.Term{{Atom: atom('W'), Legs: []*grammar.Leg{{}, nil}}}},
		{Terms: []*grammar.Term{{Atom: atom('?'), Legs: []*grammar.Leg{{}}}}},
		{Terms: []*grammar.Term{{Atom: &grammar.Atom{Letter: 'N', Range: 1000}, Legs: []*grammar.Leg{{}}}}},
		{Terms: []*grammar.Term{{Atom: &grammar.Atom{Letter: 'N', Range: -7}, Legs: []*grammar.Leg{{}}}}},
		{Terms: []*grammar.Term{{Atom: &grammar.Atom{Letter: 'N', Ext: 'Q', Range: grammar.NoRange}, Legs: []*grammar.Leg{{}}}}},
		{Terms: []*grammar.Term{{Atom: &grammar.Atom{Letter: 'O', Ext: 'X', Range: 2}, Legs: []*grammar.Leg{{}}}}},
		{Terms: []*grammar.Term{{Atom: atom('N'), Legs: []*grammar.Leg{{Mods: []grammar.Mod{{Letter: 'a'}}}}}}},
		{Terms: []*grammar.Term{{Atom: atom('N'), Legs: []*grammar.Leg{{Mods: []grammar.Mod{{Letter: '!'}}}}}}},
		{Terms: []*grammar.Term{{Bracket: []*grammar.BracketLeg{nil}}}},
		{Terms: []*grammar.Term{{Bracket: []*grammar.BracketLeg{{}}}}},
		{Terms: []*grammar.Term{{Bracket: nineNil}}},
		{Terms: []*grammar.Term{{Bracket: []*grammar.BracketLeg{{Atom: atom('W')}, {Atom: atom('R')}}}}},
		{Terms: []*grammar.Term{{Bracket: []*grammar.BracketLeg{{Atom: atom('W')}, {Sep: '?', Atom: atom('@')}}}}},
	}
	for i, p := range pieces {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("piece %d: panic %v", i, r)
				}
			}()
			CompilePiece(p, 8, 8)
		}()
	}
}
