package bitboard_test

import (
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// TestBareKing compares the back end's divide with the VM's where the
// bare-king rule ends the game within the depth: a capture of a side's
// last piece but the king, with the other side holding one, two or three
// pieces, and both sides bare (play goes on under "loses").
func TestBareKing(t *testing.T) {
	rows := []struct{ variant, fen string }{
		{"shatranj", "7k/8/8/1q6/8/8/8/KR6 w - - 0 1"},  // Rxb5 bares Black; White has 2
		{"shatranj", "7k/8/8/1q6/8/8/8/KRN5 w - - 0 1"}, // White has 3: bare Black loses
		{"shatranj", "k7/1r6/8/8/8/8/6Q1/7K b - - 0 1"}, // Black bares White, which may reply
		{"shatranj", "k7/1r6/8/8/8/8/6Qq/7K w - - 0 1"}, // both near bare
		{"shatranj", "8/8/3k4/8/3K4/8/8/8 w - - 0 1"},   // both bare: play goes on
		{"shatranj", "7k/P7/8/1q6/8/8/8/KR6 w - - 0 1"}, // a promotion beside the capture
		{"shatar", "7k/8/8/1j6/8/8/8/KR6 w - - 0 1"},    // ends at once
		{"shatar", "7k/8/8/1j6/8/8/8/KRN5 w - - 0 1"},   // ends at once
		{"shatar", "8/8/3k4/8/3K4/8/8/8 w - - 0 1"},     // both bare: no moves
		{"shatar", "k7/1r6/8/8/8/8/6J1/7K b - - 0 1"},   // Black bares White
	}
	for _, r := range rows {
		_, prog, err := compiler.Load(r.variant)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := vm.NewPosition(prog, r.fen)
		if err != nil {
			t.Fatalf("%s %s: %v", r.variant, r.fen, err)
		}
		checkDivide(t, r.variant+" "+r.fen, pos, 4)
	}
}
