package san_test

import (
	"os"
	"strings"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestFFishClocks plays, move by move, random games that ffish played
// (driver.js --fens: UCI moves, and ffish's FEN after each) and compares
// the move clocks of betzac's FEN with ffish's after every ply: the
// half-move clock (Fairy-Stockfish's position.cpp do_move resets it on a
// capture, a drop, a promotion and an irreversible move of its
// nMoveRuleTypes, pawns by default) and the move number.
func TestFFishClocks(t *testing.T) {
	needFFish(t)
	if !testenv.Full() && os.Getenv("BETZAC_FFISH") != "1" {
		t.Skip("the full tier: " + testenv.Var + "=1 (or BETZAC_FFISH=1) runs it")
	}
	progs := vmtest.Programs{}
	for _, g := range runDriver(t, "--fens", "4", "80", "27") {
		t.Run(g.Variant, func(t *testing.T) {
			pos, err := vm.NewPosition(progs.Get(t, g.Variant), g.FEN)
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range g.UCI {
				m, err := pos.ParseMove(s)
				if err != nil {
					t.Fatalf("ply %d (%s): %v", i+1, s, err)
				}
				pos.Make(m)
				if got, want := clocks(pos.FEN()), clocks(g.FENs[i]); got != want {
					t.Fatalf("ply %d (%s): clocks %s, ffish %s\n  betzac %s\n  ffish  %s\n  moves %s", i+1, s, got, want, pos.FEN(), g.FENs[i], strings.Join(g.UCI[:i+1], " "))
				}
			}
		})
	}
}

// clocks is a FEN's last two fields: the half-move clock and the move
// number.
func clocks(fen string) string {
	f := strings.Fields(fen)
	return strings.Join(f[max(0, len(f)-2):], " ")
}
