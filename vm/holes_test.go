package vm_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// holeProgram is pieceMoves's Program (a piece M moving as betzaStr and
// blockers X, x) with holes on the named squares ("b3").
func holeProgram(t *testing.T, betzaStr, fen string, holes ...string) *legdefs.Program {
	t.Helper()
	files, ranks := boardSize(fen)
	p := betza(t, files, ranks, fen, vmtest.BetzaPiece{Letter: "M", Betza: betzaStr}, blocker)
	for _, h := range holes {
		p.Holes = append(p.Holes, legdefs.Square{File: int(h[0] - 'a'), Rank: int(h[1] - '1')})
	}
	return p
}

// Every expected list is worked out by hand on the 4x4 board drawn by the
// FEN: a hole stops a slide, a lame leg and a hopper's path as the board's
// edge does, no move lands on it, and a leap passes over it.
func TestHoleMoves(t *testing.T) {
	tests := []struct {
		name, betza, fen string
		holes            []string
		want             []string
	}{
		{"a rook stops before a hole", "R", "4/1*2/4/1M2 w - - 0 1", []string{"b3"},
			[]string{"b1a1", "b1b2", "b1c1", "b1d1"}},
		{"a knight cannot land on a hole", "N", "4/1*2/2*1/M3 w - - 0 1", []string{"b3", "c2"}, nil},
		{"a knight leaps over holes", "N", "4/4/**2/M*2 w - - 0 1", []string{"a2", "b2", "b1"},
			[]string{"a1b3", "a1c2"}},
		{"a lame leg is blocked by a hole", "nN", "4/4/*3/M3 w - - 0 1", []string{"a2"},
			[]string{"a1c2"}},
		{"a hopper does not hop into or past a hole", "pR", "x3/*3/X3/M3 w - - 0 1", []string{"a3"}, nil},
		{"a hopper hops a screen onto the square before a hole", "pR", "*3/4/X3/M3 w - - 0 1", []string{"a4"},
			[]string{"a1a3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := holeProgram(t, tc.betza, tc.fen, tc.holes...)
			got := moveStrings(position(t, p, ""))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%s in %s (-want +got):\n%s", tc.betza, tc.fen, diff)
			}
		})
	}
}

// A FEN writes each hole, and only a hole, as '*'.
func TestHoleFEN(t *testing.T) {
	p := holeProgram(t, "R", "4/1*2/4/1M2 w - - 0 1", "b3")
	tests := []struct{ fen, err string }{
		{"4/1*2/4/1M2 w - - 0 1", ""},
		{"M3/1*2/4/4 b - - 3 7", ""},
		{"4/4/4/1M2 w - - 0 1", "b3 is a hole of this variant, written '*'"},
		{"4/1M2/4/4 w - - 0 1", "b3 is a hole of this variant, written '*'"},
		{"4/1*2/4/*M2 w - - 0 1", "'*' on a1, which is not a hole of this variant"},
		{"4/1**1/4/1M2 w - - 0 1", "'*' on c3, which is not a hole of this variant"},
		{"4/1*3/4/1M2 w - - 0 1", "rank 3"},
	}
	for _, tc := range tests {
		pos, err := vm.NewAnyPosition(p, tc.fen)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.fen, err)
		case tc.err == "" && pos.FEN() != tc.fen:
			t.Errorf("FEN() = %q, want %q", pos.FEN(), tc.fen)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one with %q", tc.fen, err, tc.err)
		}
	}
	pos := position(t, p, "")
	if s := pos.Square(1, 2); s != -1 {
		t.Errorf("Square(b3) = %d, want -1 (a hole)", s)
	}
}

// The built-ins with holes print their start FEN back as Fairy-Stockfish
// writes it (perft-ref.tsv), castling rights included: Omicron's
// partners stand one square in from the holes at the rank's ends.
func TestHoleBuiltinFEN(t *testing.T) {
	for _, tc := range []struct{ variant, fen string }{
		{"gustav3", "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1"},
		{"omicron", "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1"},
		{"troitzky", "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1"},
	} {
		if got := position(t, builtin(t, tc.variant), "").FEN(); got != tc.fen {
			t.Errorf("%s: FEN() = %q, want %q", tc.variant, got, tc.fen)
		}
	}
}

// Omicron castles on its second rank, two squares either way, with the
// rook one square in from the Champion beside the hole: worked out from
// Fairy-Stockfish's castlingKingsideFile I, castlingQueensideFile E and
// castlingRank 2. Black has moved the pieces between king and rooks out
// of the way too.
func TestOmicronCastling(t *testing.T) {
	pos := position(t, builtin(t, "omicron"), "w**********w/*cr3k2rc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CR3K2RC*/W**********W w KQkq - 0 1")
	wantMoves(t, pos, []string{"g2i2", "g2e2"}, []string{"g2j2", "g2c2", "g2d2"})
	play(t, pos, "g2e2")
	if got, want := pos.Piece(pos.Square(5, 1)), "R"; got != want {
		t.Errorf("after g2e2: f2 holds %q, want the rook %q", got, want)
	}
	if got, want := pos.FEN(), "w**********w/*cr3k2rc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*C2KR3RC*/W**********W b kq - 1 1"; got != want {
		t.Errorf("FEN() = %q, want %q", got, want)
	}
}
