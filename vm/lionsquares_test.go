package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestLionSquares plays random Chu Shogi games: at each ply the Lion
// squares Make kept equal the board's, lionsNear answers as the scan does
// (lion-squares off), and CountLegal with the shortcut equals it without
// and the moves listed (countGame).
func TestLionSquares(t *testing.T) {
	games, plies := testenv.Pick(3, 16), testenv.Pick(150, 300)
	// golden/chushogi.yaml random3: a Lion in the enemy camp
	chu3 := "lfcbgekgscfl/av1stxotdbva/1mr1dq2hr1m/pppp1p1NHp1p/4p2ni1p1/3i2h5/3I8/1P6IP2/P1PPPPPPP1PP/MVRHD1QD1R1M/AFBCTOXT1BVA/L2SGKEGSCFL w - - 0 13"
	var s vm.Shortcut
	for _, x := range vm.Shortcuts() {
		if vm.ShortcutName(x) == "lion-squares" {
			s = x
		}
	}
	for _, fen := range []string{"", chu3} {
		pos := position(t, builtin(t, "chushogi"), fen)
		if vm.PlanUses(pos)&s == 0 {
			t.Fatalf("chushogi does not use lion-squares")
		}
		for g := range games {
			lionGame(t, fen, s, uint64(g), plies)
			countGame(t, "chushogi", fen, s, uint64(g), plies)
		}
	}
}

// lionGame plays a random game from fen, testing the kept Lion squares
// and lionsNear against the board scan at each ply, with moves made and
// unmade by the count's Lion-trade test as well.
func lionGame(t *testing.T, fen string, s vm.Shortcut, seed uint64, plies int) {
	t.Helper()
	pos := position(t, builtin(t, "chushogi"), fen)
	without := vm.ShortcutsOffFor(pos, s)
	rng := rand.New(rand.NewPCG(seed, 77))
	var buf []vm.Move
	near := 0
	for ply := 0; ply < plies; ply++ {
		if vm.LionSquaresStale(pos) {
			t.Fatalf("ply %d %s: the kept Lion squares differ from the board's", ply, pos.FEN())
		}
		on := vm.LionsNear(pos)
		_, buf = pos.CountLegal(buf)
		if vm.LionSquaresStale(pos) {
			t.Fatalf("ply %d %s: after CountLegal the kept Lion squares differ from the board's", ply, pos.FEN())
		}
		restore := without()
		off := vm.LionsNear(pos)
		restore()
		if on != off {
			t.Fatalf("ply %d %s: lionsNear %v with lion-squares, %v without", ply, pos.FEN(), on, off)
		}
		if on {
			near++
		}
		ms := pos.LegalMoves()
		if len(ms) == 0 {
			break
		}
		pos.Make(ms[rng.IntN(len(ms))])
	}
	if near == 0 && plies > 100 {
		t.Logf("seed %d: no node with Lions near", seed)
	}
}
