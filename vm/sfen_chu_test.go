package vm_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// shogiops is where the Chu Shogi SFENs, moves and counts below come from:
// https://github.com/WandererXII/shogiops (test/sfen.test.ts,
// test/rules/chushogi.test.ts), read at commit 0f947888.
const chuStart = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL"

// TestSFENChu reads Chu Shogi SFENs with shogiops's third field (the
// counter-strike square, lastLionCapture, or -), converts them to FEN
// (the square goes to the e.p. field) and writes them back.
func TestSFENChu(t *testing.T) {
	cases := []struct{ name, sfen, fen, back string }{
		{"start (shogiops's initialSfen)", chuStart + " b - 1", chuStart + " w - - 0 1", ""},
		// shogiops's "chushogi sfen" test: every piece promoted, written back the same
		{"promoted", "+l+f+c+s+g+ek+g+s+c+f+l/+a1+b1+t+x+o+t1+b1+a/+m+v+r+h+dqn+d+h+r+v+m/+p+p+p+p+p+p+p+p+p+p+p+p/3+i4+i3/12/12/3+I4+I3/+P+P+P+P+P+P+P+P+P+P+P+P/+M+V+R+H+DNQ+D+H+R+V+M/+A1+B1+T+O+X+T1+B1+A/+L+F+C+S+GK+E+G+S+C+F+L b - 1",
			"+l+f+c+s+g+ek+g+s+c+f+l/+a1+b1+t+x+o+t1+b1+a/+m+v+r+h+dqn+d+h+r+v+m/+p+p+p+p+p+p+p+p+p+p+p+p/3+i4+i3/12/12/3+I4+I3/+P+P+P+P+P+P+P+P+P+P+P+P/+M+V+R+H+DNQ+D+H+R+V+M/+A1+B1+T+O+X+T1+B1+A/+L+F+C+S+GK+E+G+S+C+F+L w - - 0 1", ""},
		// shogiops's perft position with the square 8j (e3): Gote's Lion there
		{"counter-strike square", "11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K b 8j",
			"11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K w - e3 0 1", "11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K b 8j 1"},
		{"square on file 10, gote to move", "11k/12/12/12/12/12/12/12/12/2N9/12/6B4K w 10j 8",
			"11k/12/12/12/12/12/12/12/12/2N9/12/6B4K b - c3 0 4", ""},
		{"two fields", "12/12/12/12/12/12/5+O6/12/12/12/12/12 b",
			"12/12/12/12/12/12/5+O6/12/12/12/12/12 w - - 0 1", "12/12/12/12/12/12/5+O6/12/12/12/12/12 b - 1"},
	}
	p := builtin(t, "chushogi")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fen, err := vm.SFENToFEN(p, c.sfen)
			if err != nil {
				t.Fatal(err)
			}
			if fen != c.fen {
				t.Errorf("FEN %q, want %q", fen, c.fen)
			}
			pos, err := vm.NewPositionSFEN(p, c.sfen)
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

// TestSFENChuPlay plays shogiops's moves from its position pos7 and
// checks the counter-strike square its tests expect (lastLionCapture 8j
// after 7i8j+, where a Kirin takes the Lion on 8j and promotes, and after
// 8f8j, a Rook's capture; none after the Lion's pass 3i4i3i), in the
// SFEN betzac writes and read back, and which moves it leaves: shogiops's
// isLegal says 6l8j (taking on that square) stays legal and 6l3i (the
// Bishop taking the other Lion) does not.
//
// From pos5, a Horned Falcon takes the Lion on 8j and goes back (8i8j8i):
// lastLionCapture is 8j, now empty, and 6l3i is not legal either.
func TestSFENChuPlay(t *testing.T) {
	const (
		pos7 = "12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1"
		pos5 = "12/12/12/12/12/12/12/12/4+ho3n2/4N7/12/6B5 w"
	)
	p := builtin(t, "chushogi")
	for _, c := range []struct{ sfen, move, third, has, not string }{
		{pos7, "7i8j+", "8j", "6l8j", "6l3i"},
		{pos7, "7i8j", "8j", "6l8j", "6l3i"},
		{pos7, "8f8j", "8j", "6l8j", "6l3i"},
		{pos7, "3i4i3i", "-", "6l3i 1j1i", ""},
		{pos5, "8i8j8i", "8j", "6l8j", "6l3i"},
	} {
		pos, err := vm.NewPositionSFEN(p, c.sfen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.ParseUSI(c.move)
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(m)
		if got := strings.Fields(pos.SFEN()); got[1] != "b" || got[2] != c.third {
			t.Errorf("%s: SFEN %q, want b to move and third field %s", c.move, pos.SFEN(), c.third)
		}
		back, err := vm.NewPositionSFEN(p, pos.SFEN())
		if err != nil {
			t.Fatal(err)
		}
		if back.Hash() != pos.Hash() {
			t.Errorf("%s: the SFEN %q read back hashes otherwise", c.move, pos.SFEN())
		}
		for _, s := range strings.Fields(c.has) {
			if _, err := back.ParseUSI(s); err != nil {
				t.Errorf("%s: %s: %v, shogiops has it legal", c.move, s, err)
			}
		}
		for _, s := range strings.Fields(c.not) {
			if _, err := back.ParseUSI(s); err == nil || !strings.Contains(err.Error(), "counter-strike") {
				t.Errorf("%s: %s: %v, want it refused by counter-strike, as shogiops does", c.move, s, err)
			}
		}
	}
}

// TestUSIChu writes and reads a Lion's moves as shogiops does (from, the
// square it stops on, to; a pass by an empty square next to it), on
// shogiops's "lion moves" positions.
func TestUSIChu(t *testing.T) {
	p := builtin(t, "chushogi")
	cases := []struct{ sfen, usi, uci string }{
		{"12/12/12/12/12/6+O5/12/12/12/12/12/12 b", "6f6e6f", "g7g7"}, // a pass
		{"12/12/12/12/12/6+O5/12/12/12/12/12/12 b", "6f7d", "g7f9"},
		{"3l8/11p/10p1/3n5+D2/2i1f7/3N5G2/9+H2/2t2P1i4/2p3+D5/2+H9/12/12 b", "6i5h6i", "g4h5,h5g4"}, // igui
		{"3l8/11p/10p1/3n5+D2/2i1f7/3N5G2/9+H2/2t2P1i4/2p3+D5/2+H9/12/12 b", "6i5h4g", "g4h5,h5i6"},
		{"3l8/11p/10p1/3n5+D2/2i1f7/3N5G2/9+H2/2t2P1i4/2p3+D5/2+H9/12/12 b", "10j10i10h", "c3c4,c4c5"}, // the Falcon
		{"12/12/12/12/12/6+H5/12/12/12/12/12/12 b", "6f6e6f", "g7g7"},                                  // a Falcon's pass, written as the Lion's
	}
	for _, c := range cases {
		pos, err := vm.NewPositionSFEN(p, c.sfen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.ParseUSI(c.usi)
		if err != nil {
			t.Errorf("%s: %v", c.usi, err)
			continue
		}
		got := []string{pos.MoveString(m), pos.USIString(m)}
		if d := cmp.Diff([]string{c.uci, c.usi}, got); d != "" {
			t.Errorf("%s (-want +got):\n%s", c.usi, d)
		}
	}
	// a move through an empty square is the plain move
	pos, err := vm.NewPositionSFEN(p, cases[0].sfen)
	if err != nil {
		t.Fatal(err)
	}
	if m, err := pos.ParseUSI("6f6e6d"); err != nil || pos.USIString(m) != "6f6d" {
		t.Errorf("6f6e6d: %v, want the move 6f6d", err)
	}
}

// TestSFENChuErrors: a bad Chu SFEN is refused by field and column.
func TestSFENChuErrors(t *testing.T) {
	const board = "11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K"
	p := builtin(t, "chushogi")
	for _, c := range []struct{ sfen, want string }{
		{board + " b 2P 1", `SFEN column 46, counter-strike square field: "2P": expected - or the square`},
		{board + " b 13a 1", `SFEN column 46, counter-strike square field: "13a": expected - or the square`},
		{board + " b 8jx 1", `SFEN column 46, counter-strike square field: "8jx": expected - or the square`},
		{board + " b 6l 1", `SFEN column 46, counter-strike square field: "6l": the counter-strike square must be empty or hold a piece of the side that has just moved`},
		{board + " b 1l 1", `SFEN column 46, counter-strike square field: "1l": the counter-strike square must be empty or hold a piece of the side that has just moved`},
		{board + " b - x", `SFEN column 48, move count field: "x", expected a number >= 1`},
		{board + " x -", `SFEN column 44, side to move field: "x", expected b (the first player) or w`},
		{"11k/12/12/12/12/4r7/12/12/9z2/4+o7/12/6B4K b -", `SFEN column 28, board field:`},
		{board, `SFEN fields field: 1 fields, expected 2 to 4 (board, side to move, counter-strike square, move count)`},
	} {
		_, err := vm.NewPositionSFEN(p, c.sfen)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one starting %q", c.sfen, err, c.want)
		}
	}
	if _, err := vm.NewPositionSFEN(builtin(t, "shoshogi"), "9/9/9/9/4k4/9/9/9/4K4 b 5e 1"); err == nil || !strings.Contains(err.Error(), "no counter-strike rule: the field is -") {
		t.Errorf("shoshogi with a square: %v, want the field refused", err)
	}
}

// TestSFENRandomGames plays random games and at every ply reads back the
// SFEN written (the same SFEN, and the hash of the position its FEN
// gives: a piece back on its start square is virgin again in both) and
// each legal move's USI (the same move). The Chu Shogi games take Lions often enough that the
// counter-strike square is written and read.
func TestSFENRandomGames(t *testing.T) {
	for _, v := range []string{"chushogi", "shoshogi", "shogi", "minishogi"} {
		p := builtin(t, v)
		lions := 0
		for g := range testenv.Pick(1, 4) {
			rng := rand.New(rand.NewPCG(uint64(g), 28))
			pos := position(t, p, "")
			for ply := 0; ply < 120; ply++ {
				moves := pos.LegalMoves()
				if len(moves) == 0 {
					break
				}
				sfen := pos.SFEN()
				if f := strings.Fields(sfen); v == "chushogi" && f[2] != "-" {
					lions++
				}
				back, err := vm.NewPositionSFEN(p, sfen)
				if err != nil {
					t.Fatalf("%s game %d ply %d: %q: %v", v, g, ply, sfen, err)
				}
				byFEN := position(t, p, pos.FEN())
				if back.SFEN() != sfen || back.Hash() != byFEN.Hash() {
					t.Fatalf("%s game %d ply %d: %q read back as %q (hash %x, by FEN %x)", v, g, ply, sfen, back.SFEN(), back.Hash(), byFEN.Hash())
				}
				for _, m := range moves {
					usi := pos.USIString(m)
					if got, err := pos.ParseUSI(usi); err != nil || pos.MoveString(got) != pos.MoveString(m) {
						t.Fatalf("%s %q: %s (%s) read back as %s: %v", v, sfen, usi, pos.MoveString(m), pos.MoveString(got), err)
					}
				}
				pos.Make(moves[rng.IntN(len(moves))])
			}
		}
		if v == "chushogi" && lions == 0 {
			t.Errorf("chushogi: no position with a counter-strike square: the test does not test it")
		}
	}
}
