package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// TestLeapRays holds the leap-rays shortcut (the exotic types' plain
// capturing leaps found on the attack rays, not by reverse patterns) to
// the path without it, on random games: after each legal move, whether
// the side to move is in check and CountLegal (which tests every royal
// move and pin against the attacks) agree with and without it.
// TestShortcutsAlone takes only the first built-ins that use a shortcut.
func TestLeapRays(t *testing.T) {
	games, plies := testenv.Pick(2, 8), testenv.Pick(60, 160)
	// an 8x8 army with both bent riders, a Griffon beside the king
	bent8 := fromYAML(t, "name: bent8\ninherit: chess\npieces:\n"+
		"  - {letter: B, name: Griffon, betza: FyafsF}\n  - {letter: N, name: Rhino, betza: WyafsW}\n")
	tests := []struct {
		name string
		prog *legdefs.Program
	}{
		{"griffon", builtin(t, "griffon")},
		{"swapper", builtin(t, "swapper")},
		{"bent8", bent8},
	}
	var s vm.Shortcut
	for _, x := range vm.Shortcuts() {
		if vm.ShortcutName(x) == "leap-rays" {
			s = x
		}
	}
	for _, tc := range tests {
		if vm.PlanUses(position(t, tc.prog, ""))&s == 0 {
			t.Fatalf("%s does not use leap-rays", tc.name)
		}
		for g := range games {
			leapRaysGame(t, tc.name, tc.prog, s, uint64(g), plies)
		}
	}
}

// leapRaysGame plays one random game of prog (see TestLeapRays), with
// and without shortcut s.
func leapRaysGame(t *testing.T, name string, prog *legdefs.Program, s vm.Shortcut, seed uint64, plies int) {
	t.Helper()
	pos := position(t, prog, "")
	without := vm.ShortcutsOffFor(pos, s)
	rng := rand.New(rand.NewPCG(seed, 53))
	var buf []vm.Move
	for ply := 0; ply < plies; ply++ {
		ms := pos.LegalMoves()
		for _, m := range ms {
			pos.Make(m)
			var on, off int
			onCheck := pos.InCheck()
			on, buf = pos.CountLegal(buf)
			restore := without()
			offCheck := pos.InCheck()
			off, buf = pos.CountLegal(buf)
			restore()
			if on != off || onCheck != offCheck {
				t.Fatalf("%s ply %d: %s: CountLegal %d, in check %v with %s; %d, %v without",
					name, ply, pos.FEN(), on, onCheck, vm.ShortcutName(s), off, offCheck)
			}
			pos.Unmake(m)
		}
		if len(ms) == 0 {
			return
		}
		pos.Make(ms[rng.IntN(len(ms))])
	}
}

// TestBentLeaps holds the bent-leaps shortcut (a bent rider whose plain
// leaps are its rides' first steps counted in one walk, countBentLeaps)
// to the path without it, on random games as TestLeapRays plays them:
// CountLegal after each legal move counts every free Griffon and Rhino.
func TestBentLeaps(t *testing.T) {
	games, plies := testenv.Pick(2, 8), testenv.Pick(60, 160)
	bent8 := fromYAML(t, "name: bent8\ninherit: chess\npieces:\n"+
		"  - {letter: B, name: Griffon, betza: FyafsF}\n  - {letter: N, name: Rhino, betza: WyafsW}\n")
	tests := []struct {
		name string
		prog *legdefs.Program
	}{
		{"griffon", builtin(t, "griffon")},
		{"bent8", bent8},
	}
	var s vm.Shortcut
	for _, x := range vm.Shortcuts() {
		if vm.ShortcutName(x) == "bent-leaps" {
			s = x
		}
	}
	for _, tc := range tests {
		if vm.PlanUses(position(t, tc.prog, ""))&s == 0 {
			t.Fatalf("%s does not use bent-leaps", tc.name)
		}
		for g := range games {
			leapRaysGame(t, tc.name, tc.prog, s, uint64(g), plies)
		}
	}
}
