package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestCountMCShogis holds the count-mc-at, count-mc-zone and swar-zoned
// shortcuts (countPieces calling countMC where it counts all; countMCZone
// for countPlain; swar for types promoting on capturing in the zone) to
// the path without each, on random games of the shogis
// whose pieces promote in a zone, Chu Shogi most of all: CountLegal with
// the shortcut, without it, and the moves listed must agree at every ply.
// TestShortcutsAlone takes only the first built-ins that use a shortcut.
func TestCountMCShogis(t *testing.T) {
	games, plies := testenv.Pick(2, 12), testenv.Pick(120, 250)
	// golden/chushogi.yaml random3: a Dragon Horse and a Lion in the zone
	chu3 := "lfcbgekgscfl/av1stxotdbva/1mr1dq2hr1m/pppp1p1NHp1p/4p2ni1p1/3i2h5/3I8/1P6IP2/P1PPPPPPP1PP/MVRHD1QD1R1M/AFBCTOXT1BVA/L2SGKEGSCFL w - - 0 13"
	tests := []struct{ variant, fen string }{
		{"chushogi", ""},
		{"chushogi", chu3},
		{"shogi", ""},
		{"shoshogi", ""},
	}
	for _, s := range vm.Shortcuts() {
		name := vm.ShortcutName(s)
		if name != "count-mc-at" && name != "count-mc-zone" && name != "swar-zoned" {
			continue
		}
		for _, tc := range tests {
			prog := builtin(t, tc.variant)
			pos := position(t, prog, tc.fen)
			if vm.PlanUses(pos)&s == 0 {
				t.Fatalf("%s: %s does not use %s", name, tc.variant, name)
			}
			for g := range games {
				countGame(t, tc.variant, tc.fen, s, uint64(g), plies)
			}
		}
	}
}

// countGame plays a random game from fen, comparing CountLegal with and
// without shortcut s, and with the number of moves listed, at each ply.
func countGame(t *testing.T, variant, fen string, s vm.Shortcut, seed uint64, plies int) {
	t.Helper()
	pos := position(t, builtin(t, variant), fen)
	without := vm.ShortcutsOffFor(pos, s)
	rng := rand.New(rand.NewPCG(seed, 31))
	var buf []vm.Move
	for ply := 0; ply < plies; ply++ {
		ms := pos.LegalMoves()
		var on, off int
		on, buf = pos.CountLegal(buf)
		restore := without()
		off, buf = pos.CountLegal(buf)
		restore()
		if on != off || on != len(ms) {
			t.Fatalf("%s %s ply %d: %s: CountLegal %d with %s, %d without; %d moves listed",
				variant, vm.ShortcutName(s), ply, pos.FEN(), on, vm.ShortcutName(s), off, len(ms))
		}
		if len(ms) == 0 {
			return
		}
		pos.Make(ms[rng.IntN(len(ms))])
	}
}
