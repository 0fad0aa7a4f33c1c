package variants

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
)

// TestWalling checks walling and walling-region: values, inheritance and
// errors.
func TestWalling(t *testing.T) {
	const board = "name: t\nboard: 3x3\npieces:\n  - {letter: P, name: Snail, betza: mK}\nstart: 2p/3/P2 w - - 0 1\n"
	corners := []legdefs.Square{{File: 0, Rank: 0}, {File: 2, Rank: 2}}
	runFieldCases(t, func(v *Variant) any { return [2]any{v.Walling, v.WallingRegion} }, []fieldCase{
		{"default", board, [2]any{"", []legdefs.Square(nil)}, nil},
		{"past", board + "walling: past\n", [2]any{"past", []legdefs.Square(nil)}, nil},
		{"region", board + "walling: static\nwalling-region: a1 c3\n", [2]any{"static", corners}, nil},
		{"inherited", "name: t\ninherit: isolation7x7\n", [2]any{"static", isolation7x7Region()}, nil},
		{"bad word", board + "walling: wall\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:6:10: walling: "wall": want none, past, static, arrow, duck or edge`}},
		{"region without walls", board + "walling-region: a1\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:6:1: walling-region: needs walling`}},
		{"off the board", board + "walling: static\nwalling-region: a1 d4\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:7:20: walling-region "a1 d4": square d4 is off the 3x3 board`}},
		{"royal", "name: t\ninherit: chess\nwalling: duck\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:3:1: walling: duck: not with a royal piece (K)`}},
		{"petrify", board + "walling: past\npetrify: P\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:6:1: walling: past: not with petrify (it changes what a capture leaves)`}},
		// a blast's royal test sees the duck (atomic duck chess)
		{"royal with blast", "name: t\ninherit: atomic\nwalling: duck\n", [2]any{"duck", []legdefs.Square(nil)}, nil},
		{"wall or move", "name: t\ninherit: chess\nwalling: edge\nwall-or-move: true\n", [2]any{"edge", []legdefs.Square(nil)}, nil},
		{"wall or move without walls", "name: t\ninherit: chess\nwall-or-move: true\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:3:1: wall-or-move: needs walling`}},
		{"wall or move with blast", "name: t\ninherit: atomic\nwalling: duck\nwall-or-move: true\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:3:1: walling: duck: wall-or-move not with blast`}},
		{"gating", board + "walling: past\ngating: true\n", [2]any{"", []legdefs.Square(nil)},
			[]string{`t.yaml:6:1: walling: past: not with gating`}},
		{"start walls are no holes", "name: t\nboard: 3x3\npieces:\n  - {letter: P, name: Snail, betza: mK}\nstart: 2p/1*1/P2 w - - 0 1\nwalling: past\n",
			[2]any{"past", []legdefs.Square(nil)}, nil},
	})
}

// isolation7x7Region is "a1-c7 d2-d6 e1-g7": every square but d1 and d7.
func isolation7x7Region() []legdefs.Square {
	var out []legdefs.Square
	add := func(f0, r0, f1, r1 int) {
		for f := f0; f <= f1; f++ {
			for r := r0; r <= r1; r++ {
				out = append(out, legdefs.Square{File: f, Rank: r})
			}
		}
	}
	add(0, 0, 2, 6)
	add(3, 1, 3, 5)
	add(4, 0, 6, 6)
	return out
}
