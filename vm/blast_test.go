package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestBlastByHand checks the blast rules on positions worked out by hand
// from legdefs.Rules.Blast (golden/ has Fairy-Stockfish's counts): after
// the moves played, the side to move has the moves listed.
func TestBlastByHand(t *testing.T) {
	cases := []struct {
		name, variant, fen, moves string
		want                      []string
		why                       string
	}{
		{"blast takes the king", "atomic", "4k3/4p3/8/8/8/8/8/4R2K w - - 0 1", "e1e7", nil,
			"Rxe7 blows up the king on e8, next to e7: Black has no king and the game is over"},
		{"king may not capture", "atomic", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "",
			[]string{"e1d1", "e1e2", "e1f1", "e1f2"},
			"the pawn on d2 checks; Kxd2 would blow up the king itself (chess also has e1d2)"},
		{"no capture next to the own king", "atomic", "4k3/8/8/8/8/8/3pK3/3R4 w - - 0 1", "",
			[]string{"d1a1", "d1b1", "d1c1", "d1e1", "d1f1", "d1g1", "d1h1", "e2d3", "e2e3", "e2f1", "e2f2", "e2f3"},
			"Rxd2 and Kxd2 blast e2; e1 is attacked by the pawn"},
		{"kings may touch", "atomic", "8/8/8/3k4/8/3K4/8/8 w - - 0 1", "",
			[]string{"d3c2", "d3c3", "d3c4", "d3d2", "d3d4", "d3e2", "d3e3", "d3e4"},
			"a king cannot take the other (it would blast itself): c4, d4, e4 are safe (chess: 5 moves)"},
		{"touching kings are not in check", "atomic", "8/8/8/8/3kK2r/8/8/8 w - - 0 1", "",
			[]string{"e4d3", "e4d5", "e4e3", "e4e5", "e4f3", "e4f5"},
			"the rook's attack on e4 and d3, e3, d5, e5 does not count next to d4; f4 is attacked and does not touch d4"},
		{"a win out of check", "atomic", "4k3/4n3/8/8/8/8/4R3/K6r w - - 0 1", "",
			[]string{"a1a2", "a1b2", "e2e1", "e2e7"},
			"the rook on h1 checks; Rxe7 blows up the king on e8 and is legal though the check stays"},
		{"e.p. blast", "atomic", "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", nil,
			"exd6 e.p. blasts around d6, the king on e7 with it"},
		{"no-check king captures", "nocheckatomic", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "",
			[]string{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"},
			"the king is not royal: Kxd2, which blasts it, is a move"},
		{"no-check king blown up", "nocheckatomic", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2", nil,
			"White has no king after Kxd2: the game is over"},
		{"no-check king into danger", "nocheckatomic", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "",
			[]string{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"},
			"d1 and f1 are attacked by the rook: allowed"},
		{"atomar king survives", "atomar", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2",
			[]string{"e8d7", "e8d8", "e8e7", "e8f7", "e8f8"},
			"kings are blast-immune: Kxd2 takes the pawn and stays on d2; Black's king has its 5 moves"},
		{"atomar kings do not take kings", "atomar", "8/8/8/8/8/3k4/3K4/8 w - - 0 1", "",
			[]string{"d2c1", "d2c2", "d2c3", "d2d1", "d2e1", "d2e2", "d2e3"},
			"mutually immune: Kxd3 is barred"},
		{"atomar blast spares the king", "atomar", "4k3/4p3/8/8/8/8/8/4R2K w - - 0 1", "e1e7",
			[]string{"e8d7", "e8d8", "e8e7", "e8f7", "e8f8"},
			"Rxe7 removes the rook and the pawn, not the king on e8"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := position(t, builtin(t, c.variant), c.fen)
			play(t, pos, c.moves)
			if diff := cmp.Diff(c.want, moveStrings(pos)); diff != "" {
				t.Errorf("%s after %q (%s): (-want +got)\n%s", c.fen, c.moves, c.why, diff)
			}
		})
	}
}

// TestBlastUnmake checks that Unmake puts back every piece a blast
// removed, with the hash: a perft's walk must come back to the position.
func TestBlastUnmake(t *testing.T) {
	for _, v := range []string{"atomic", "nocheckatomic", "atomar"} {
		pos := position(t, builtin(t, v), "r1bqk2r/ppp2ppp/2n1pn2/1B1pP3/3P4/2N2N2/PPP2PPP/R1BQK2R w KQkq d6 0 1")
		fen, hash := pos.FEN(), pos.Hash()
		for _, m := range pos.LegalMoves() {
			pos.Make(m)
			if pos.Hash() != pos.HashFromScratch() {
				t.Errorf("%s: %s: hash after Make %x, from scratch %x", v, pos.MoveString(m), pos.Hash(), pos.HashFromScratch())
			}
			countBelow(pos, 2)
			pos.Unmake(m)
			if got := pos.FEN(); got != fen || pos.Hash() != hash {
				t.Errorf("%s: after %s and Unmake: %s (hash %x), want %s (%x)", v, pos.MoveString(m), got, pos.Hash(), fen, hash)
			}
		}
	}
}

// TestBlastNoAlloc checks that generating, making and unmaking moves with
// blasts allocates nothing once the buffers have grown.
func TestBlastNoAlloc(t *testing.T) {
	pos := position(t, builtin(t, "atomic"), "r1bqk2r/ppp2ppp/2n1pn2/1B1pP3/3P4/2N2N2/PPP2PPP/R1BQK2R w KQkq d6 0 1")
	b1 := make([]vm.Move, 0, 256)
	b2 := make([]vm.Move, 0, 256)
	walk := func() {
		for _, m := range pos.AppendLegal(b1[:0]) {
			pos.Make(m)
			for _, r := range pos.AppendLegal(b2[:0]) {
				pos.Make(r)
				pos.Unmake(r)
			}
			pos.Unmake(m)
		}
	}
	if n := testing.AllocsPerRun(5, walk); n != 0 {
		t.Errorf("%v allocations per walk, want 0", n)
	}
}

// TestBlastInCheck checks InCheck under the blast rules: a royal king
// next to the enemy king is never in check.
func TestBlastInCheck(t *testing.T) {
	cases := []struct {
		fen  string
		want bool
	}{
		{"8/8/8/8/3kK2r/8/8/8 w - - 0 1", false},  // the rook's attack on e4 does not count next to d4
		{"8/8/8/8/3k1K1r/8/8/8 w - - 0 1", true},  // f4 does not touch d4
		{"4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", true}, // the pawn attacks e1
	}
	for _, c := range cases {
		pos := position(t, builtin(t, "atomic"), c.fen)
		if got := pos.InCheck(); got != c.want {
			t.Errorf("%s: InCheck %v, want %v", c.fen, got, c.want)
		}
	}
}
