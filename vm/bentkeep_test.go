package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// TestBentKeep holds the bent-keep shortcut (Make and Unmake keep each
// side's bent riders for findBents) to the path without it, on random
// games of the variants with bent riders: at every ply the squares kept
// equal the board's after each legal move made and unmade, and CountLegal
// with the shortcut, without it, and the moves listed agree.
func TestBentKeep(t *testing.T) {
	games, plies := testenv.Pick(2, 10), testenv.Pick(80, 200)
	// 10x10 with hook movers: griffon's Rooks turn once at a right angle
	hook10 := fromYAML(t, "name: hook10\ninherit: griffon\npieces:\n  - {letter: R, name: Hook Mover, betza: RmasR}\n")
	tests := []struct {
		name string
		prog *legdefs.Program
	}{
		{"griffon", builtin(t, "griffon")},
		{"hookchess", builtin(t, "hookchess")},
		{"capricorn", builtin(t, "capricorn")},
		{"hook10", hook10},
	}
	var keep vm.Shortcut
	for _, s := range vm.Shortcuts() {
		if vm.ShortcutName(s) == "bent-keep" {
			keep = s
		}
	}
	for _, tc := range tests {
		if vm.PlanUses(position(t, tc.prog, ""))&keep == 0 {
			t.Fatalf("%s does not use bent-keep", tc.name)
		}
		for g := range games {
			bentKeepGame(t, tc.name, tc.prog, keep, uint64(g), plies)
		}
	}
}

// bentKeepGame plays one random game of prog (see TestBentKeep).
func bentKeepGame(t *testing.T, name string, prog *legdefs.Program, keep vm.Shortcut, seed uint64, plies int) {
	t.Helper()
	pos := position(t, prog, "")
	without := vm.ShortcutsOffFor(pos, keep)
	rng := rand.New(rand.NewPCG(seed, 47))
	var buf []vm.Move
	known := false
	for ply := 0; ply < plies; ply++ {
		ms := pos.LegalMoves()
		for _, m := range ms {
			pos.Make(m)
			if vm.BentsStale(pos) {
				t.Fatalf("%s ply %d: after %v the kept bent riders differ from the board's: %s", name, ply, m, pos.FEN())
			}
			pos.Unmake(m)
			if vm.BentsStale(pos) {
				t.Fatalf("%s ply %d: after %v unmade the kept bent riders differ from the board's: %s", name, ply, m, pos.FEN())
			}
		}
		known = known || vm.BentsKnown(pos)
		var on, off int
		on, buf = pos.CountLegal(buf)
		restore := without()
		off, buf = pos.CountLegal(buf)
		restore()
		if on != off || on != len(ms) {
			t.Fatalf("%s ply %d: %s: CountLegal %d with bent-keep, %d without; %d moves listed",
				name, ply, pos.FEN(), on, off, len(ms))
		}
		if len(ms) == 0 {
			break
		}
		pos.Make(ms[rng.IntN(len(ms))])
	}
	if !known {
		t.Fatalf("%s: Make never kept the bent riders", name)
	}
}
