package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// bent8YAML is an 8x8 army with both bent riders, a Griffon beside the king.
const bent8YAML = "name: bent8\ninherit: chess\npieces:\n" +
	"  - {letter: B, name: Griffon, betza: FyafsF}\n  - {letter: N, name: Rhino, betza: WyafsW}\n"

// TestLeapRays holds the leap-rays shortcut (the exotic types' plain
// capturing leaps found on the attack rays, not by reverse patterns) to
// the path without it, on random games: after each legal move, whether
// the side to move is in check and CountLegal (which tests every royal
// move and pin against the attacks) agree with and without it.
// TestShortcutsAlone takes only the first built-ins that use a shortcut.
func TestLeapRays(t *testing.T) {
	games, plies := testenv.Pick(2, 8), testenv.Pick(60, 160)
	shortcutGames(t, "leap-rays", []gameCase{
		{"griffon", builtin(t, "griffon"), ""},
		{"swapper", builtin(t, "swapper"), ""},
		{"bent8", fromYAML(t, bent8YAML), ""},
	}, games, plies, 53, afterEachMove, nil)
}

// afterEachMove checks that after each legal move of p, whether the side
// to move is in check and CountLegal agree with and without the shortcut.
func afterEachMove(t *testing.T, p *shortcutPly) {
	t.Helper()
	for _, m := range p.moves {
		p.pos.Make(m)
		onCheck := p.pos.InCheck()
		var on, off int
		on, p.buf = p.pos.CountLegal(p.buf)
		restore := p.without()
		offCheck := p.pos.InCheck()
		off, p.buf = p.pos.CountLegal(p.buf)
		restore()
		if on != off || onCheck != offCheck {
			t.Fatalf("%v: CountLegal %d, in check %v with %s; %d, %v without", p, on, onCheck, p.shortcut, off, offCheck)
		}
		p.pos.Unmake(m)
	}
}

// TestBentLeaps holds the bent-leaps shortcut (a bent rider whose plain
// leaps are its rides' first steps counted in one walk, countBentLeaps)
// to the path without it, on random games as TestLeapRays plays them:
// CountLegal after each legal move counts every free Griffon and Rhino.
func TestBentLeaps(t *testing.T) {
	games, plies := testenv.Pick(2, 8), testenv.Pick(60, 160)
	shortcutGames(t, "bent-leaps", []gameCase{
		{"griffon", builtin(t, "griffon"), ""},
		{"bent8", fromYAML(t, bent8YAML), ""},
	}, games, plies, 53, afterEachMove, nil)
}
