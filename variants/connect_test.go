package variants

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
)

// TestConnect checks connect, connect-square, connect-collinear,
// connect-lines and connect-pieces: values and positioned errors.
func TestConnect(t *testing.T) {
	get := func(v *Variant) any {
		return [5]any{v.Connect, v.ConnectSquare, v.ConnectCollinear, v.ConnectLines, v.ConnectPieces}
	}
	none := [5]any{0, 0, 0, "", ""}
	runFieldCases(t, get, []fieldCase{
		{"default", "name: t\ninherit: chess\n", none, nil},
		{"set", "name: t\ninherit: chess\nconnect: 5\nconnect-square: 2\nconnect-collinear: 3\nconnect-lines: orthogonal\nconnect-pieces: PN\n",
			[5]any{5, 2, 3, "orthogonal", "PN"}, nil},
		{"all lines", "name: t\ninherit: chess\nconnect: 4\nconnect-lines: all\n", [5]any{4, 0, 0, "", ""}, nil},
		{"zero", "name: t\ninherit: chess\nconnect: 0\n", none,
			[]string{`t.yaml:3:10: connect: 0: want 1 to 99`}},
		{"bad lines", "name: t\ninherit: chess\nconnect: 3\nconnect-lines: knight\n", [5]any{3, 0, 0, "", ""},
			[]string{`t.yaml:4:16: connect-lines: "knight": want all, orthogonal, horizontal, vertical or diagonal`}},
		{"no such piece", "name: t\ninherit: chess\nconnect: 3\nconnect-pieces: PZ\n", [5]any{3, 0, 0, "", "PZ"},
			[]string{`t.yaml:4:18: connect-pieces "PZ": no piece Z`}},
		{"lines alone", "name: t\ninherit: chess\nconnect-lines: diagonal\n", [5]any{0, 0, 0, "diagonal", ""},
			[]string{`t.yaml:3:1: connect-lines: needs connect, connect-square, connect-collinear or connect-from`}},
	})
}

// TestDropStack checks drop-stack: its words, and that it needs drops.
func TestDropStack(t *testing.T) {
	runFieldCases(t, func(v *Variant) any { return v.Hand.DropStack }, []fieldCase{
		{"default", "name: t\ninherit: crazyhouse\n", "", nil},
		{"bottom", "name: t\ninherit: crazyhouse\ndrop-stack: bottom\n", "bottom", nil},
		{"none", "name: t\ninherit: crazyhouse\ndrop-stack: none\n", "", nil},
		{"sides", "name: t\ninherit: crazyhouse\ndrop-stack: sides\n", "sides", nil},
		{"bad word", "name: t\ninherit: crazyhouse\ndrop-stack: top\n", "",
			[]string{`t.yaml:3:13: drop-stack: "top": want none, bottom or sides`}},
		{"with holes", "name: t\ninherit: crazyhouse\ndrop-stack: sides\nstart: rnbqkbnr/pppppppp/8/3*4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n", "sides",
			[]string{`t.yaml:3:1: drop-stack: sides: not with holes ('*' squares in start)`}},
		{"without drops", "name: t\ninherit: chess\ndrop-stack: bottom\n", "bottom",
			[]string{`t.yaml:3:1: drop-stack: only with drops: true`}},
	})
}

// TestConnectRegions checks connect-from and connect-to: regions, Black's,
// and that each needs the other.
func TestConnectRegions(t *testing.T) {
	a := []legdefs.Square{{File: 0, Rank: 0}, {File: 0, Rank: 1}}
	h := []legdefs.Square{{File: 7, Rank: 0}, {File: 7, Rank: 1}}
	get := func(v *Variant) any {
		return [4][]legdefs.Square{v.ConnectFrom, v.ConnectTo, v.ConnectFromBlack, v.ConnectToBlack}
	}
	runFieldCases(t, get, []fieldCase{
		{"default", "name: t\ninherit: chess\n", [4][]legdefs.Square{}, nil},
		{"white", "name: t\ninherit: chess\nconnect-from: a1-a2\nconnect-to: h1-h2\n", [4][]legdefs.Square{a, h}, nil},
		{"black", "name: t\ninherit: chess\nconnect-from: a1-a2\nconnect-to: h1-h2\nconnect-from-black: h1-h2\nconnect-to-black: a1-a2\n",
			[4][]legdefs.Square{a, h, h, a}, nil},
		{"alone", "name: t\ninherit: chess\nconnect-from: a1-a2\n", [4][]legdefs.Square{a},
			[]string{`t.yaml:3:1: connect-from: needs connect-to`}},
		{"off the board", "name: t\ninherit: chess\nconnect-from: a1-a9\nconnect-to: h1\n", [4][]legdefs.Square{nil, {{File: 7}}},
			[]string{`t.yaml:3:15: connect-from "a1-a9": square a9 is off the 8x8 board (board at builtin:chess.yaml:4:8)`}},
	})
}
