package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// TestSFEN converts SFENs (the USI protocol's start position and its
// example of a game in progress) to FEN and back.
func TestSFEN(t *testing.T) {
	cases := []struct {
		name, variant, sfen, fen, back string
	}{
		{"shogi start", "shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
			"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1", ""},
		{"no move count", "shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -",
			"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
			"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
		{"USI's example", "shogi", "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
			"8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L[Sbgnppp] b - - 0 62", ""},
		{"minishogi", "minishogi", "rbsgk/4p/5/P4/KGSBR b - 1", "rbsgk/4p/5/P4/KGSBR[] w - - 0 1", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, p, err := compiler.Load(c.variant)
			if err != nil {
				t.Fatal(err)
			}
			fen, err := vm.SFENToFEN(p, c.sfen)
			if err != nil {
				t.Fatal(err)
			}
			if fen != c.fen {
				t.Errorf("FEN %q, want %q", fen, c.fen)
			}
			pos, err := vm.NewPosition(p, fen)
			if err != nil {
				t.Fatal(err)
			}
			want := c.back
			if want == "" {
				want = c.sfen
			}
			if got := pos.SFEN(); got != want {
				t.Errorf("SFEN %q, want %q", got, want)
			}
		})
	}
}

// TestSFENErrors: a bad SFEN is refused by field.
func TestSFENErrors(t *testing.T) {
	const board = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL"
	cases := []struct{ variant, sfen, want string }{
		{"chess", "8/8/8/8/8/8/8/8 b - 1", "fields field: variant chess is not of the shogi family"},
		{"shogi", board, "fields field: 1 fields, expected 2 to 4"},
		{"shogi", board + "[] b - 1", "board field: an SFEN's pieces in hand go in the third field"},
		{"shogi", board + " x - 1", `side to move field: "x", expected b (the first player) or w`},
		{"shogi", board + " b 2X 1", `hands field: "2X": "X" at 2 is not a piece of shogi that can be in hand`},
		{"shogi", board + " b 1P 1", `hands field: "1P": count 1 before P: a count is 2 to 99 (none for one)`},
		{"shogi", board + " b 2 1", `hands field: "2": a count at the end without its piece`},
		{"shogi", board + " b - 0", `move count field: "0", expected a number >= 1`},
	}
	for _, c := range cases {
		_, p, err := compiler.Load(c.variant)
		if err != nil {
			t.Fatal(err)
		}
		_, err = vm.SFENToFEN(p, c.sfen)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: error %v, want one holding %q", c.variant, c.sfen, err, c.want)
		}
	}
}

// TestUSI: USI moves are the UCI moves, square by square (the USI
// protocol's examples: 7g7f, 8h2b+, P*5e).
func TestUSI(t *testing.T) {
	_, p, err := compiler.Load("shogi")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatal(err)
	}
	var usi []string
	for _, s := range []string{"7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"} {
		m, err := pos.ParseUSI(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		usi = append(usi, pos.USIString(m)+"="+pos.MoveString(m))
		pos.Make(m)
	}
	want := []string{"7g7f=c3c4", "3c3d=g7g6", "8h2b+=b2h8+", "3a2b=g9h8", "B*5e=B@e5"}
	if d := cmp.Diff(want, usi); d != "" {
		t.Errorf("moves (-want +got):\n%s", d)
	}
	for _, c := range []struct{ s, want string }{
		{"0a1a", `square 0a is off the 9x9 board`},
		{"7j7f", `square 7j is off the 9x9 board`},
		{"7g7", `file 7 without a rank letter`},
		{"P@5e", `a USI drop is written with '*'`},
		{"5i5h", `not legal`},
	} {
		if _, err := pos.ParseUSI(c.s); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one holding %q", c.s, err, c.want)
		}
	}
}
