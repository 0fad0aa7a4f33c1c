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
		// issue 23's hostile FENs
		"r3k2r/8/8/8/8/8/8/R2K3R w KQkq",
		"r3k2r/8/8/8/8/8/4K3/R6R w HA - 0 1",
		"4k3/8/8/8/8/8/8/KKKK4 W - - 0 1",
		"4k3/8/8/8/8/8/8/3Q~K03 w - - 0 1",
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

// TestFENEPField checks the FEN e.p. conventions (Fairy-Stockfish's): the
// e.p. field names only squares a piece of the side to move could capture
// on, after single and multi-step moves, and FENs with them read back; the
// marked field (ep-field: marked) names the double-stepped pawn's square
// too, and decides which pawn an e.p. capture takes.
func TestFENEPField(t *testing.T) {
	tests := []struct {
		name, variant, fen string
		moves              string // played from fen, space separated
		want               string
	}{
		{"double step nobody can take", "chess", "", "e2e4",
			"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		{"double step next to a pawn", "chess", "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4",
			"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
		{"pinned taker still counts", "chess", "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", "e2e4",
			"8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"},
		{"torpedo step from the middle", "torpedo", "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", "e4e6",
			"rnbqkbnr/ppp1pppp/3pP3/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e5 0 1"},
		{"grand e.p. square read and written", "grand", "r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3", "",
			"r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3"},
		{"several squares are read", "chess", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3e2 0 1", "",
			"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
		// the marked form (ep-field: marked): Fairy-Stockfish's FENs after
		// Berolina and Pawn Sideways double steps (printed by its "d"), and
		// the marked square decides which pawn an e.p. capture takes
		{"berolina double step nobody can take", "berolina", "", "d2f4 e7c5",
			"rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 0 2"},
		{"berolina victim after its e.p. square", "berolina", "", "e2c4 d7f5",
			"rnbqkbnr/ppp1pppp/8/5p2/2P5/8/PPPP1PPP/RNBQKBNR w KQkq f5e6 0 2"},
		{"perft.sh's order is read", "berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1", "",
			"rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq c5d6 0 1"},
		{"the marked pawn is taken", "berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq c5d6 0 1", "d5d6",
			"rnbqkbnr/pp1p1ppp/3P4/4p3/8/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1"},
		{"the other marked pawn is taken", "berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6e5 0 1", "d5d6",
			"rnbqkbnr/pp1p1ppp/3P4/2p5/8/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1"},
		{"pawn sideways double step", "pawnsideways", "", "e2e4",
			"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3e4 0 1"},
		{"pawn sideways: capturable or not, the same form", "pawnsideways", "", "e2e4 d7d5 e4e5 f7f5",
			"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f5f6 0 3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, builtin(t, tc.variant), tc.fen)
			play(t, pos, tc.moves)
			if d := cmp.Diff(tc.want, pos.FEN()); d != "" {
				t.Errorf("FEN (-want +got):\n%s", d)
			}
		})
	}
}

// TestFENSanity: a FEN no game could reach is refused, naming the field;
// an odd one is read with a warning. Each expectation is worked out by
// hand from the variant's rules (the comment says how).
func TestFENSanity(t *testing.T) {
	tests := []struct {
		name, variant, fen string
		field, msg         string   // the refusal: FENError field and a part of its message; "" = accepted
		warnings           []string // when accepted
	}{
		{"board only", "chess", "4k3/8/8/8/8/8/8/4K3",
			"side to move", "missing: expected w or b", nil},
		{"castling letter twice", "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkqK - 0 1",
			"castling", `"KQkqK": "K" is given twice`, nil},
		{"shredder letter twice", "chess960", "r3k2r/8/8/8/8/8/8/R3K2R w HAhah - 0 1",
			"castling", `"h" is given twice`, nil},
		{"move number 0", "chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
			"move number", `"0", expected a number >= 1`, nil},
		{"holdings without drops", "chess", "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1",
			"board", "holdings [Qq]: this variant has no pieces in hand", nil},
		{"empty holdings without drops", "chess", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
			"", "", nil},
		{"holdings with drops", "crazyhouse", "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1",
			"", "", nil},
		// the rook on a1 attacks the king on a8 along the empty a-file
		{"side not to move in check", "chess", "k7/8/8/8/8/8/8/R6K w - - 0 1",
			"side to move", "white to move, but Black is in check (k on a8 attacked by R on a1)", nil},
		// the same with Black to move is an ordinary check
		{"side to move in check", "chess", "k7/8/8/8/8/8/8/R6K b - - 0 1",
			"", "", nil},
		// Spartan (duple check): Black's two kings, one attacked by the
		// rook on a1, is allowed; both attacked (a8 and h8 by rooks on the
		// a- and h-files) is not
		{"duple check: one king attacked", "spartan", "k5k1/8/8/8/8/8/8/R3K3 w - - 0 1",
			"", "", nil},
		{"duple check: both kings attacked", "spartan", "k6k/8/8/8/8/8/8/R3K2R w - - 0 1",
			"side to move", "Black is in check", nil},
		// Xiangqi: generals face each other on the open e-file
		{"flying general", "xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
			"side to move", "Black is in check", nil},
		// a white pawn on the eighth rank has not promoted; chess promotion
		// is not optional
		{"pawn on the last rank", "chess", "4P2k/8/8/8/8/8/8/4K3 w - - 0 1",
			"board", "P on e8: it is in its promotion zone, where it must promote (to Q R B N)", nil},
		{"black pawn on the first rank", "chess", "7k/8/8/8/8/8/8/4K2p w - - 0 1",
			"board", "p on h1: it is in its promotion zone", nil},
		// a chess pawn on its own first rank can move, so it is allowed
		{"pawn on its first rank", "chess", "7k/8/8/8/8/8/8/P3K3 w - - 0 1",
			"", "", nil},
		// Makruk: the zone is three ranks deep, promotion forced
		{"makruk pawn in the zone", "makruk", "4k3/8/2P5/8/8/8/8/4K3 w - - 0 1",
			"board", "P on c6: it is in its promotion zone, where it must promote (to M)", nil},
		// crazyhouse: a pawn is never dropped on the last rank either
		{"crazyhouse pawn on the last rank", "crazyhouse", "P6k/8/8/8/8/8/8/4K3[] w - - 0 1",
			"board", "P on a8", nil},
		// shogi: immobility-illegal; a pawn or lance on the last rank, a
		// knight on the last two, could never move again
		{"shogi pawn on the last rank", "shogi", "4k3P/9/9/9/9/9/9/9/4K4[] w - - 0 1",
			"board", "P on i9: it could never move from there, and immobility-illegal forbids", nil},
		{"shogi knight on the eighth rank", "shogi", "4k4/N8/9/9/9/9/9/9/4K4[] w - - 0 1",
			"board", "N on a8: it could never move", nil},
		{"shogi black lance on the first rank", "shogi", "4k4/9/9/9/9/9/9/9/l3K4[] w - - 0 1",
			"board", "l on a1", nil},
		// shogi promotion is optional: an unpromoted pawn in the zone is fine
		{"shogi pawn in the zone", "shogi", "4k4/9/P8/9/9/9/9/9/4K4[] w - - 0 1",
			"", "", nil},
		// Grand Chess: optional on ranks 8 and 9, forced (immobile) on 10
		{"grand pawn on the ninth rank", "grand", "k9/P9/10/10/10/10/10/10/10/9K w - - 0 1",
			"", "", nil},
		{"grand pawn on the tenth rank", "grand", "P8k/10/10/10/10/10/10/10/10/9K w - - 0 1",
			"board", "P on a10: it could never move", nil},
		{"no black king", "chess", "8/8/8/8/8/8/8/4K3 w - - 0 1",
			"", "", []string{"Black has no royal piece: its moves are not tested for check"}},
		{"no kings", "chess", "8/8/8/8/8/8/8/8 b - - 0 1",
			"", "", []string{"White has no royal piece: its moves are not tested for check", "Black has no royal piece: its moves are not tested for check"}},
		// Sittuyin's kings start in hand
		{"kings in hand", "sittuyin", "",
			"", "", nil},
		// a variant without royal pieces warns of nothing
		{"no royal type", "", "8/8/8/8/8/8/8/8 w - - 0 1",
			"", "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := betza(t, 8, 8, "", vmtest.BetzaPiece{Letter: "N", Betza: "N"}) // no royal type
			if tc.variant != "" {
				p = builtin(t, tc.variant)
			}
			pos, err := vm.NewPosition(p, tc.fen)
			if tc.field == "" {
				if err != nil {
					t.Fatalf("NewPosition(%q): %v", tc.fen, err)
				}
				if d := cmp.Diff(tc.warnings, pos.Warnings()); d != "" {
					t.Errorf("warnings (-want +got):\n%s", d)
				}
				return
			}
			var fe *vm.FENError
			if !errors.As(err, &fe) {
				t.Fatalf("NewPosition(%q) = %v, want a *FENError", tc.fen, err)
			}
			if fe.Field != tc.field || !strings.Contains(fe.Msg, tc.msg) {
				t.Errorf("NewPosition(%q): field %q, %q; want field %q and %q", tc.fen, fe.Field, fe.Msg, tc.field, tc.msg)
			}
			// NewAnyPosition keeps an unreachable position, with a warning
			if tc.field == "side to move" && tc.msg != "missing: expected w or b" || strings.Contains(tc.msg, " on ") {
				pos, err := vm.NewAnyPosition(p, tc.fen)
				if err != nil || len(pos.Warnings()) == 0 || !strings.Contains(pos.Warnings()[0], tc.msg) {
					t.Errorf("NewAnyPosition(%q): %v, warnings %q", tc.fen, err, pos.Warnings())
				}
			}
		})
	}
}

// TestFENPromotedColour checks that a promoted piece written with a '~'
// (crazyhouse, "b~") keeps the colour its letter's case gives: a black
// promoted bishop is Black's, so it prints back as "b~" and White may
// capture it.
func TestFENPromotedColour(t *testing.T) {
	zh := builtin(t, "crazyhouse")
	tests := []struct {
		name, fen string
		capture   string // a legal White move that takes the promoted piece
	}{
		{"black b~", "4k3/8/8/8/8/8/8/4K1b~1[] w - - 0 1", "e1f1"},
		{"black q~ next to the king", "4k3/8/8/8/8/8/8/4Kq~2[] w - - 0 1", "e1f1"},
		{"white and black", "4k3/8/8/8/8/5N~2/8/4K1r~1[Pp] w - - 0 1", "f3g1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, zh, tc.fen)
			if diff := cmp.Diff(tc.fen, p.FEN()); diff != "" {
				t.Errorf("FEN round trip (-want +got):\n%s", diff)
			}
			if _, err := p.ParseMove(tc.capture); err != nil {
				t.Errorf("%s: %v", tc.capture, err)
			}
		})
	}
}
