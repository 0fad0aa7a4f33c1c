package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Petrified, worked by hand: White's rook a1 takes the knight on a5 and
// turns into a wall there; the wall blocks Black's rook on a8 (which had
// a8-a7, a8-a6 and the capture a8xa5 besides its rank moves) and nothing
// may capture it; Unmake restores rook and knight. The kings stand side by
// side on e4 and e5: neither attacks the other (a king may not capture).
func TestPetrify(t *testing.T) {
	p := builtin(t, "petrified")
	pos := position(t, p, "r7/8/8/n3k3/4K3/8/8/R7 w - - 0 1")
	before, hash := pos.FEN(), pos.Hash()
	m := play(t, pos, "a1a5")[0]
	if got, want := pos.FEN(), "r7/8/8/*3k3/4K3/8/8/8 b - - 0 1"; got != want {
		t.Errorf("after a1a5: FEN() = %q, want %q", got, want)
	}
	if pos.Hash() != pos.HashFromScratch() {
		t.Error("after a1a5: the incremental hash differs from the hash from scratch")
	}
	rook := []string{"a8a6", "a8a7", "a8b8", "a8c8", "a8d8", "a8e8", "a8f8", "a8g8", "a8h8"}
	var got []string
	for _, s := range moveStrings(pos) {
		if s[:2] == "a8" {
			got = append(got, s)
		}
	}
	if diff := cmp.Diff(rook, got); diff != "" {
		t.Errorf("Black's rook beside the wall (-want +got):\n%s", diff)
	}
	wantMoves(t, pos, []string{"e5d6", "e5f6", "e5d4"}, []string{"e5e4", "a8a5"})
	pos.Unmake(m)
	if pos.FEN() != before || pos.Hash() != hash {
		t.Errorf("after Unmake: %q (hash %x), want %q (hash %x)", pos.FEN(), pos.Hash(), before, hash)
	}
}

// A FEN of a variant that petrifies may have walls anywhere; they
// survive a round trip and count in the hash.
func TestPetrifyFEN(t *testing.T) {
	p := builtin(t, "petrified")
	fen := "4k3/8/8/3*4/8/8/8/3RK3 w - - 0 1"
	pos := position(t, p, fen)
	if pos.FEN() != fen {
		t.Errorf("FEN() = %q, want %q", pos.FEN(), fen)
	}
	if pos.Hash() == position(t, p, "4k3/8/8/8/8/8/8/3RK3 w - - 0 1").Hash() {
		t.Error("a wall does not change the hash")
	}
	// the rook on d1 slides up to d4, below the wall on d5
	wantMoves(t, pos, []string{"d1d4"}, []string{"d1d5", "d1d6"})
}
