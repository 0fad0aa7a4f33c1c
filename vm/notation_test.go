package vm_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

func TestParseMoveRoundTrip(t *testing.T) {
	cases := []struct {
		prog string
		fen  string
	}{
		{"chess", ""},
		{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
		{"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 b kq - 0 1"},
		{"chess960", "r3k2r/8/8/8/8/8/8/1R2K1R1 w GB - 0 1"},
		{"capablanca", ""},
		{"exotic", "8/8/5x2/4x3/3XL3/8/8/8 w - - 0 1"},
	}
	for _, c := range cases {
		var pos *vm.Position
		if c.prog == "exotic" {
			pos = position(t, betza(t, 8, 8, c.fen, vmtest.BetzaPiece{Letter: "L", Betza: "KNADcaKcabKmabK"}, blocker), "")
		} else {
			pos = position(t, builtin(t, c.prog), c.fen)
		}
		for _, m := range pos.LegalMoves() {
			s := pos.MoveString(m)
			got, err := pos.ParseMove(s)
			if err != nil {
				t.Errorf("%s: ParseMove(%q): %v", c.fen, s, err)
				continue
			}
			if got != m {
				t.Errorf("%s: ParseMove(%q) = %+v, want %+v", c.fen, s, got, m)
			}
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	pos := position(t, builtin(t, "chess"), "")
	tests := []struct {
		move, reason string
	}{
		{"", "malformed: empty move"},
		{"e2", "malformed"},
		{"e2e9", "malformed"},
		{"i2i4", "malformed"},
		{"e2e4x", "malformed"},
		{"e2e4qq", "malformed"},
		{"e2e5", "not legal"},
		{"e1g1", "not legal"},
		{"e2e3,e3e4", "not legal"},
		{"e2e3,e4e5", "malformed"},
	}
	for _, tc := range tests {
		_, err := pos.ParseMove(tc.move)
		var me *vm.MoveError
		if !errors.As(err, &me) {
			t.Errorf("ParseMove(%q) = %v, want a *MoveError", tc.move, err)
			continue
		}
		if !strings.HasPrefix(me.Reason, tc.reason) || me.Move != tc.move {
			t.Errorf("ParseMove(%q): %v; want reason %q", tc.move, err, tc.reason)
		}
	}
}

func TestCastlingNotation(t *testing.T) {
	chess := position(t, builtin(t, "chess"), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	if _, err := chess.ParseMove("e1g1"); err != nil {
		t.Error(err)
	}
	c960 := position(t, builtin(t, "chess960"), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	m, err := c960.ParseMove("e1h1")
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind&vm.KindCastle == 0 {
		t.Error("e1h1 is not castling in chess960")
	}
	c960.Make(m)
	if got, want := c960.FEN(), "r3k2r/8/8/8/8/8/8/R4RK1 b ha - 1 1"; got != want {
		t.Errorf("after e1h1: %q, want %q", got, want)
	}
	if _, err := position(t, builtin(t, "chess960"), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").ParseMove("e1g1"); err != nil {
		t.Errorf("e1g1 as Chess960 castling: %v", err)
	}
}

func FuzzParseMove(f *testing.F) {
	seeds := []string{"e2e4", "e7e8q", "e1g1", "a1a10", "e4e5,e5f6", "", ",", "z26z26", "e2e4,e4e5,e5e6,e6e7"}
	pos := position(f, vmtest.Chess(), "r3k2r/P1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	fuzzParseMove(f, pos, seeds, func(t *testing.T, s string, m vm.Move) {
		if got := pos.MoveString(m); !strings.EqualFold(got, strings.TrimSpace(s)) {
			t.Fatalf("ParseMove(%q) gave %s", s, got)
		}
	})
}

// TestAmbiguousCastlingNotation: a castling whose royal move is also a
// normal move prints as royal takes partner, as Fairy-Stockfish does
// (uci.cpp, UCI::move: "If the castling move is ambiguous with a normal
// king move, switch to 960 notation"). Haynie's Chess (FSF variants.ini
// [haynie]: castlingQueensideFile = c, king on d1) castles one square:
// d1c1 with the rook a1-d1. Want: the 29 moves fairy-stockfish-nnue.wasm
// (FSF b2e693ef) lists in this position ("go perft 1"), with d1a1 for the
// castling and d1c1 once, for the king's step.
func TestAmbiguousCastlingNotation(t *testing.T) {
	pawn := vmtest.BetzaPiece{Letter: "P", Betza: "fmWfcF", Promote: &legdefs.Promotion{Zone: 1, To: []int{2, 1, 3}}} // R, B, Q
	prog := betza(t, 6, 6, "rbqkbr/pppppp/6/6/PPPPPP/RBQKBR w KQkq - 0 1", pawn,
		vmtest.BetzaPiece{Letter: "B", Betza: "B"}, vmtest.BetzaPiece{Letter: "R", Betza: "R"},
		vmtest.BetzaPiece{Letter: "Q", Betza: "Q"}, vmtest.BetzaPiece{Letter: "K", Betza: "KisO1", Royal: true})
	pos := position(t, prog, "rb1qbr/Ppk1p1/2ppBp/2P1P1/PQ1P1P/R2KBR w KQ - 2 8")
	want := strings.Fields(`a1b1 a1c1 a2a3 a5b6b a5b6q a5b6r b2a3 b2b1 b2b3 b2b4 b2b5 b2c1 b2c2
		c3d4 d1a1 d1c1 d1c2 d1e2 d2d3 e3d4 e3f4 e4b1 e4c2 e4c6 e4d3 e4d5 e4f3 e4f5 f2f3`)
	if d := cmp.Diff(want, moveStrings(pos)); d != "" {
		t.Errorf("moves (-FSF +betzac):\n%s", d)
	}
	play(t, pos, "d1a1")
	if got, want := pos.FEN(), "rb1qbr/Ppk1p1/2ppBp/2P1P1/PQ1P1P/2KRBR b - - 3 8"; got != want {
		t.Errorf("after d1a1: %q, want %q (king c1, rook d1)", got, want)
	}
}
