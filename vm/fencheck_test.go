package vm_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// TestFENSanity: a FEN no game could reach is refused, naming the field;
// an odd one is read with a warning. Each expectation is worked out by
// hand from the variant's rules (the comment says how).
func TestFENSanity(t *testing.T) {
	tests := []struct {
		name, variant, fen string
		field, msg         string   // the refusal: FENError field and a part of its message; "" = accepted
		warnings           []string // when accepted
	}{
		{name: "board only", variant: "chess", fen: "4k3/8/8/8/8/8/8/4K3",
			field: "side to move", msg: "missing: expected w or b"},
		{name: "castling letter twice", variant: "chess", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkqK - 0 1",
			field: "castling", msg: `"KQkqK": "K" is given twice`},
		{name: "shredder letter twice", variant: "chess960", fen: "r3k2r/8/8/8/8/8/8/R3K2R w HAhah - 0 1",
			field: "castling", msg: `"h" is given twice`},
		{name: "move number 0", variant: "chess", fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
			field: "move number", msg: `"0", expected a number >= 1`},
		{name: "holdings without drops", variant: "chess", fen: "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1",
			field: "board", msg: "holdings [Qq]: this variant has no pieces in hand"},
		{name: "empty holdings without drops", variant: "chess", fen: "4k3/8/8/8/8/8/8/4K3[] w - - 0 1"},
		{name: "holdings with drops", variant: "crazyhouse", fen: "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1"},
		// the rook on a1 attacks the king on a8 along the empty a-file
		{name: "side not to move in check", variant: "chess", fen: "k7/8/8/8/8/8/8/R6K w - - 0 1",
			field: "side to move", msg: "white to move, but Black is in check (k on a8 attacked by R on a1)"},
		// the same with Black to move is an ordinary check
		{name: "side to move in check", variant: "chess", fen: "k7/8/8/8/8/8/8/R6K b - - 0 1"},
		// Spartan (duple check): Black's two kings, one attacked by the
		// rook on a1, is allowed; both attacked (a8 and h8 by rooks on the
		// a- and h-files) is not
		{name: "duple check: one king attacked", variant: "spartan", fen: "k5k1/8/8/8/8/8/8/R3K3 w - - 0 1"},
		{name: "duple check: both kings attacked", variant: "spartan", fen: "k6k/8/8/8/8/8/8/R3K2R w - - 0 1",
			field: "side to move", msg: "Black is in check"},
		// Xiangqi: generals face each other on the open e-file
		{name: "flying general", variant: "xiangqi", fen: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
			field: "side to move", msg: "Black is in check"},
		// a white pawn on the eighth rank has not promoted; chess promotion
		// is not optional
		{name: "pawn on the last rank", variant: "chess", fen: "4P2k/8/8/8/8/8/8/4K3 w - - 0 1",
			field: "board", msg: "P on e8: it is in its promotion zone, where it must promote (to Q R B N)"},
		{name: "black pawn on the first rank", variant: "chess", fen: "7k/8/8/8/8/8/8/4K2p w - - 0 1",
			field: "board", msg: "p on h1: it is in its promotion zone"},
		// a chess pawn on its own first rank can move, so it is allowed
		{name: "pawn on its first rank", variant: "chess", fen: "7k/8/8/8/8/8/8/P3K3 w - - 0 1"},
		// Makruk: the zone is three ranks deep, promotion forced
		{name: "makruk pawn in the zone", variant: "makruk", fen: "4k3/8/2P5/8/8/8/8/4K3 w - - 0 1",
			field: "board", msg: "P on c6: it is in its promotion zone, where it must promote (to M)"},
		// crazyhouse: a pawn is never dropped on the last rank either
		{name: "crazyhouse pawn on the last rank", variant: "crazyhouse", fen: "P6k/8/8/8/8/8/8/4K3[] w - - 0 1",
			field: "board", msg: "P on a8"},
		// shogi: immobility-illegal; a pawn or lance on the last rank, a
		// knight on the last two, could never move again
		{name: "shogi pawn on the last rank", variant: "shogi", fen: "4k3P/9/9/9/9/9/9/9/4K4[] w - - 0 1",
			field: "board", msg: "P on i9: it could never move from there, and immobility-illegal forbids"},
		{name: "shogi knight on the eighth rank", variant: "shogi", fen: "4k4/N8/9/9/9/9/9/9/4K4[] w - - 0 1",
			field: "board", msg: "N on a8: it could never move"},
		{name: "shogi black lance on the first rank", variant: "shogi", fen: "4k4/9/9/9/9/9/9/9/l3K4[] w - - 0 1",
			field: "board", msg: "l on a1"},
		// shogi promotion is optional: an unpromoted pawn in the zone is fine
		{name: "shogi pawn in the zone", variant: "shogi", fen: "4k4/9/P8/9/9/9/9/9/4K4[] w - - 0 1"},
		// Grand Chess: optional on ranks 8 and 9, forced (immobile) on 10
		{name: "grand pawn on the ninth rank", variant: "grand", fen: "k9/P9/10/10/10/10/10/10/10/9K w - - 0 1"},
		{name: "grand pawn on the tenth rank", variant: "grand", fen: "P8k/10/10/10/10/10/10/10/10/9K w - - 0 1",
			field: "board", msg: "P on a10: it could never move"},
		{name: "no black king", variant: "chess", fen: "8/8/8/8/8/8/8/4K3 w - - 0 1",
			warnings: []string{"Black has no royal piece: its moves are not tested for check"}},
		{name: "no kings", variant: "chess", fen: "8/8/8/8/8/8/8/8 b - - 0 1",
			warnings: []string{"White has no royal piece: its moves are not tested for check", "Black has no royal piece: its moves are not tested for check"}},
		// Sittuyin's kings start in hand
		{name: "kings in hand", variant: "sittuyin", fen: ""},
		// a variant without royal pieces warns of nothing
		{name: "no royal type", variant: "", fen: "8/8/8/8/8/8/8/8 w - - 0 1"},
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
