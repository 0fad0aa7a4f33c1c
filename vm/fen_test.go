package vm_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

func TestFENRoundTrip(t *testing.T) {
	chess := builtin(t, "chess")
	c960 := builtin(t, "chess960")
	capa := builtin(t, "capablanca")
	tests := []struct {
		name string
		prog string
		fen  string
		want string // "" = fen
	}{
		{"start", "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
		{"kiwipete", "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", ""},
		{"ep", "chess", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", ""},
		{"partial castling", "chess", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 5 40", ""},
		{"no clocks", "chess", "8/8/8/8/8/8/8/K6k w - -", "8/8/8/8/8/8/8/K6k w - - 0 1"},
		{"ep without a pawn is dropped", "chess", "8/8/8/8/8/8/8/K6k w - e3 0 1", "8/8/8/8/8/8/8/K6k w - - 0 1"},
		{"castling without a rook is dropped", "chess", "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
		{"960 shredder", "chess960", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", ""},
		{"960 xfen", "chess960", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 1", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1"},
		{"960 inner rook", "chess960", "1r2k1r1/8/8/8/8/8/8/R3K1R1 w Gg - 0 1", ""},
		{"capablanca", "capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := chess
			switch tc.prog {
			case "chess960":
				p = c960
			case "capablanca":
				p = capa
			}
			pos := position(t, p, tc.fen)
			want := tc.want
			if want == "" {
				want = tc.fen
			}
			if diff := cmp.Diff(want, pos.FEN()); diff != "" {
				t.Errorf("FEN (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStartPositionDefault(t *testing.T) {
	pos := position(t, builtin(t, "chess"), "")
	if got, want := pos.FEN(), vmtest.ChessStart; got != want {
		t.Errorf("FEN() = %q, want %q", got, want)
	}
}

func TestBigBoard(t *testing.T) {
	// 26x26 with a rook in each corner; ranks >= 10, files beyond i.
	board := "r24r/" + strings.Repeat("26/", 24) + "R24R"
	p := betza(t, 26, 26, board+" w - - 0 1", vmtest.BetzaPiece{Letter: "R", Betza: "R"}, vmtest.BetzaPiece{Letter: "K", Betza: "K"})
	pos := position(t, p, "")
	if got := pos.FEN(); got != board+" w - - 0 1" {
		t.Errorf("FEN() = %q", got)
	}
	ms := moveStrings(pos)
	if len(ms) != 2*49 {
		t.Errorf("%d moves, want 98", len(ms))
	}
	for _, want := range []string{"a1a25", "z1y1", "a1a2", "z1z25"} {
		found := false
		for _, m := range ms {
			found = found || m == want
		}
		if !found {
			t.Errorf("move %s missing from %v", want, ms)
		}
	}
	m, err := pos.ParseMove("a1a25")
	if err != nil {
		t.Fatal(err)
	}
	pos.Make(m)
	if got, want := pos.FEN(), "r24r/R25/"+strings.Repeat("26/", 23)+"25R b - - 1 1"; got != want {
		t.Errorf("after a1a25: %q, want %q", got, want)
	}
}

func TestFENErrors(t *testing.T) {
	chess := builtin(t, "chess")
	tests := []struct {
		fen, field, msg string
	}{
		{"", "board", "empty"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "board", "7 ranks, expected 8"},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board", "9 files, expected 8"},
		{"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board", "7 files, expected 8"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1", "board", `"Z" is not a piece`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN! w KQkq - 0 1", "board", "unexpected character"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q w KQkq - 0 1", "board", "closing ']'"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move", "expected w or b"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ1q - 0 1", "castling", "unexpected"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "e.p.", "expected - or a square"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "half-move clock", "expected a number"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 y", "move number", "expected a number"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "fields", "at most 6"},
	}
	for _, tc := range tests {
		_, err := vm.NewPosition(chess, tc.fen+strings.Repeat(" ", 0))
		if tc.fen == "" {
			_, err = vm.NewPosition(chess, " ")
		}
		var fe *vm.FENError
		if !errors.As(err, &fe) {
			t.Errorf("NewPosition(%q) = %v, want a *FENError", tc.fen, err)
			continue
		}
		if fe.Field != tc.field || !strings.Contains(fe.Msg, tc.msg) {
			t.Errorf("NewPosition(%q): field %q msg %q; want field %q and %q", tc.fen, fe.Field, fe.Msg, tc.field, tc.msg)
		}
	}
}

func TestVirginity(t *testing.T) {
	chess := builtin(t, "chess")
	// Pawns on their start squares may double-step; a pawn elsewhere on
	// the second rank may not (it is not where the start position has a
	// pawn of its colour... here: a black pawn on White's second rank).
	pos := position(t, chess, "4k3/8/8/8/8/8/P3p3/4K3 b - - 0 1")
	if !pos.Virgin(pos.Square(0, 1)) {
		t.Error("white pawn on a2 should be virgin")
	}
	if pos.Virgin(pos.Square(4, 1)) {
		t.Error("black pawn on e2 should not be virgin")
	}
	// Castling rights decide the king's and rooks' virginity.
	pos = position(t, chess, "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1")
	for _, c := range []struct {
		f, r int
		want bool
	}{{4, 0, true}, {7, 0, true}, {0, 0, false}, {4, 7, true}, {0, 7, true}, {7, 7, false}} {
		if got := pos.Virgin(pos.Square(c.f, c.r)); got != c.want {
			t.Errorf("Virgin(%s) = %v, want %v", pos.SquareName(pos.Square(c.f, c.r)), got, c.want)
		}
	}
}

func FuzzParseFEN(f *testing.F) {
	chess := vmtest.Chess()
	c960 := vmtest.Chess960()
	for _, s := range []string{
		vmtest.ChessStart,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -",
		"8/8/8/8/8/8/8/8[Qq] b - - 99 1000",
		"+p7/8/8/8/8/8/8/8 w",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		for _, prog := range []*vmtestProgram{{chess}, {c960}} {
			pos, err := vm.NewPosition(prog.p, fen)
			if err != nil {
				continue
			}
			out := pos.FEN()
			pos2, err := vm.NewPosition(prog.p, out)
			if err != nil {
				t.Fatalf("FEN() output %q of %q does not parse: %v", out, fen, err)
			}
			if pos2.FEN() != out {
				t.Fatalf("FEN round trip: %q -> %q -> %q", fen, out, pos2.FEN())
			}
			for _, m := range pos.LegalMoves() {
				pos.Make(m)
				pos.Unmake(m)
			}
		}
	})
}
