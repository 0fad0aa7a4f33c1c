package variants

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
)

// TestFlagSquares checks flag-squares: a region, inherited, and its errors
// (positioned at the item).
func TestFlagSquares(t *testing.T) {
	hill := []legdefs.Square{{File: 3, Rank: 3}, {File: 3, Rank: 4}, {File: 4, Rank: 3}, {File: 4, Rank: 4}}
	runFieldCases(t, func(v *Variant) any { return v.FlagSquares }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", []legdefs.Square(nil), nil},
		{"rectangle", "name: t\ninherit: chess\nflag-squares: d4-e5\n", hill, nil},
		{"inherited", "name: t\ninherit: kingofthehill\n", hill, nil},
		{"list", "name: t\ninherit: chess\nflag-squares: a8, h1\n", []legdefs.Square{{File: 0, Rank: 7}, {File: 7, Rank: 0}}, nil},
		{"off the board", "name: t\ninherit: chess\nflag-squares: d4 i9\n", []legdefs.Square(nil),
			[]string{`t.yaml:3:18: flag-squares "d4 i9": square i9 is off the 8x8 board (board at builtin:chess.yaml:4:8)`}},
		{"bad syntax", "name: t\ninherit: chess\nflag-squares: d4 x\n", []legdefs.Square(nil),
			[]string{`t.yaml:3:18: flag-squares "d4 x": "x": want squares (e4) and rectangles (d1-f3, two corners) separated by spaces or commas`}},
	})
}

// TestExtinction checks extinction and extinction-count: values,
// inheritance and errors.
func TestExtinction(t *testing.T) {
	runFieldCases(t, func(v *Variant) any { return [2]any{v.Extinction, v.ExtinctionCount} }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", [2]any{"", 0}, nil},
		{"letters", "name: t\ninherit: chess\nextinction: QP\n", [2]any{"QP", 0}, nil},
		{"all", "name: t\ninherit: chess\nextinction: '*'\n", [2]any{"*", 0}, nil},
		{"inherited", "name: t\ninherit: threekings\n", [2]any{"K", 2}, nil},
		{"no such piece", "name: t\ninherit: chess\nextinction: QZ\n", [2]any{"", 0},
			[]string{`t.yaml:3:14: extinction "QZ": no piece Z`}},
		{"twice", "name: t\ninherit: chess\nextinction: PQP\n", [2]any{"", 0},
			[]string{`t.yaml:3:15: extinction "PQP": piece P twice`}},
		{"empty", "name: t\ninherit: chess\nextinction: ''\n", [2]any{"", 0},
			[]string{`t.yaml:3:14: extinction: want piece letters or "*", got an empty string`}},
		{"count 0", "name: t\ninherit: chess\nextinction: K\nextinction-count: 0\n", [2]any{"", 0},
			[]string{`t.yaml:4:19: extinction-count: 0: want 1 to 99`}},
	})
}

// TestFlagPieces checks flag-pieces and flag-squares-black.
func TestFlagPieces(t *testing.T) {
	var rank1 []legdefs.Square
	for f := range 8 {
		rank1 = append(rank1, legdefs.Square{File: f})
	}
	runFieldCases(t, func(v *Variant) any { return [2]any{v.FlagPieces, v.FlagSquaresBlack} }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", [2]any{"", []legdefs.Square(nil)}, nil},
		{"set", "name: t\ninherit: chess\nflag-pieces: NQ\nflag-squares-black: a1\n", [2]any{"NQ", []legdefs.Square{{File: 0, Rank: 0}}}, nil},
		{"inherited", "name: t\ninherit: breakthrough\n", [2]any{"P", rank1}, nil},
		{"no such piece", "name: t\ninherit: chess\nflag-pieces: NX\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:3:15: flag-pieces "NX": no piece X`}},
		{"promoted form", "name: t\ninherit: shogi\nflag-pieces: +PK\n", [2]any{"+PK", []legdefs.Square(nil)}, nil},
		{"promoted form twice", "name: t\ninherit: shogi\nflag-pieces: K+P+P\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:3:17: flag-pieces "K+P+P": piece +P twice`}},
		{"no such promoted form", "name: t\ninherit: chess\nflag-pieces: +P\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:3:14: flag-pieces "+P": no piece +P`}},
		// a promoted form is one piece letter (backrank's K+Q)
		{"promoted form of a piece", "name: t\ninherit: chess\npieces:\n  - {letter: Q, betza: Q, promote: {zone: 1, to: +Q, leaving: true}}\n  - {letter: +Q, betza: K}\nflag-pieces: K+Q\n",
			[2]any{"K+Q", []legdefs.Square(nil)}, nil},
		{"promoted form of a piece twice", "name: t\ninherit: chess\npieces:\n  - {letter: +Q, betza: K}\nflag-pieces: +QK+Q\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:5:17: flag-pieces "+QK+Q": piece +Q twice`}},
		{"no promoted form", "name: t\ninherit: chess\nflag-pieces: K+Q\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:3:15: flag-pieces "K+Q": no piece +Q`}},
		{"all is not a letter", "name: t\ninherit: chess\nflag-pieces: '*'\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:3:15: flag-pieces "*": no piece *`}},
		{"off the board", "name: t\ninherit: chess\nflag-squares-black: a9\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:3:21: flag-squares-black "a9": square a9 is off the 8x8 board (board at builtin:chess.yaml:4:8)`}},
	})
}

// TestFlagSafe checks flag-safe, also with flag-move (Alapo).
func TestFlagSafe(t *testing.T) {
	runFieldCases(t, func(v *Variant) any { return v.FlagSafe }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", false, nil},
		{"inherited", "name: t\ninherit: dobutsu\n", true, nil},
		{"with flag-move", "name: t\ninherit: chess\nflag-squares: e5\nflag-move: true\nflag-safe: true\n", true, nil},
	})
}

// TestFlagCountBlockedSide checks flag-count, flag-blocked and
// flag-side: values, inheritance and errors.
func TestFlagCountBlockedSide(t *testing.T) {
	get := func(v *Variant) any { return [3]any{v.FlagCount, v.FlagBlocked, v.FlagSide} }
	goal := "name: t\ninherit: chess\nflag-squares: a8-c8\n"
	runFieldCases(t, get, []fieldCase{
		{"default", "name: t\ninherit: chess\n", [3]any{0, false, ""}, nil},
		{"set", goal + "flag-count: 3\nflag-blocked: true\nflag-side: white\n", [3]any{3, true, "white"}, nil},
		{"both", goal + "flag-side: both\n", [3]any{0, false, ""}, nil},
		{"black with its squares", goal + "flag-side: black\nflag-squares-black: a1\n", [3]any{0, false, "black"}, nil},
		{"count 0", goal + "flag-count: 0\n", [3]any{0, false, ""},
			[]string{`t.yaml:4:13: flag-count: 0: want 1 to 99`}},
		{"bad side", goal + "flag-side: red\n", [3]any{0, false, ""},
			[]string{`t.yaml:4:12: flag-side: "red": want both, white or black`}},
		{"no goal squares", "name: t\ninherit: chess\nflag-count: 2\nflag-blocked: true\nflag-side: black\n", [3]any{2, true, "black"},
			[]string{`t.yaml:3:1: flag-count: only with flag-squares`, `t.yaml:4:1: flag-blocked: only with flag-squares`,
				`t.yaml:5:1: flag-side: only with flag-squares`}},
		{"white has no black squares", goal + "flag-side: white\nflag-squares-black: a1\n", [3]any{0, false, "white"},
			[]string{`t.yaml:5:1: flag-squares-black: not with flag-side: white (Black has no goal squares)`}},
	})
}
