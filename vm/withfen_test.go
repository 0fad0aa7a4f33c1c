package vm_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// A position set up by WithFEN is the one NewPosition sets up from the
// same FEN (moves, FEN, hash, warnings), and reads FENs as strictly as
// the position it came from.
func TestWithFEN(t *testing.T) {
	kiwipete := "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	for _, tc := range []struct{ variant, fen string }{
		{"chess", kiwipete},
		{"crazyhouse", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 2 3"},
		{"xiangqi", "4k4/9/9/9/4P4/4N4/9/9/9/4K4 w - - 0 1"},
		{"chess", "8/8/8/8/8/8/8/4K3 w - - 0 1"}, // no black king: a warning
	} {
		p := builtin(t, tc.variant)
		base := position(t, p, "")
		got, err := base.WithFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		want := position(t, p, tc.fen)
		if diff := cmp.Diff(moveStrings(want), moveStrings(got)); diff != "" {
			t.Errorf("%s: moves (-NewAnyPosition +WithFEN):\n%s", tc.fen, diff)
		}
		if got.FEN() != want.FEN() || got.Hash() != want.Hash() || !cmp.Equal(got.Warnings(), want.Warnings()) {
			t.Errorf("%s: WithFEN gives %s %x %v, NewAnyPosition %s %x %v", tc.fen,
				got.FEN(), got.Hash(), got.Warnings(), want.FEN(), want.Hash(), want.Warnings())
		}
	}
	// The side not to move in check: refused after NewPosition, kept
	// after NewAnyPosition.
	p := builtin(t, "chess")
	check := "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"
	strict, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatal(err)
	}
	var fe *vm.FENError
	if _, err := strict.WithFEN(check); !errors.As(err, &fe) {
		t.Errorf("strict WithFEN(%q): %v, want a FENError", check, err)
	}
	if _, err := position(t, p, "").WithFEN(check); err != nil {
		t.Errorf("lax WithFEN(%q): %v", check, err)
	}
}
