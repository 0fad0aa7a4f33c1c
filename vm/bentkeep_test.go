package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestBentKeep holds the bent-keep shortcut (Make and Unmake keep each
// side's bent riders for findBents) to the path without it, on random
// games of the variants with bent riders: at every ply the squares kept
// equal the board's after each legal move made and unmade, and CountLegal
// with the shortcut, without it, and the moves listed agree; in each game
// Make keeps them at some ply.
func TestBentKeep(t *testing.T) {
	games, plies := testenv.Pick(2, 10), testenv.Pick(80, 200)
	// 10x10 with hook movers: griffon's Rooks turn once at a right angle
	hook10 := fromYAML(t, "name: hook10\ninherit: griffon\npieces:\n  - {letter: R, name: Hook Mover, betza: RmasR}\n")
	known := false
	check := func(t *testing.T, p *shortcutPly) {
		t.Helper()
		for _, m := range p.moves {
			p.pos.Make(m)
			if vm.BentsStale(p.pos) {
				t.Fatalf("%v: after %v the kept bent riders differ from the board's", p, m)
			}
			p.pos.Unmake(m)
			if vm.BentsStale(p.pos) {
				t.Fatalf("%v: after %v unmade the kept bent riders differ from the board's", p, m)
			}
		}
		if p.ply%8 == 0 {
			bentWalk2(t, p)
		}
		known = known || vm.BentsKnown(p.pos)
		countsAgree(t, p)
	}
	done := func(t *testing.T, p *shortcutPly) {
		t.Helper()
		if !known {
			t.Fatalf("%s seed %d: Make never kept the bent riders", p.name, p.seed)
		}
		known = false
	}
	shortcutGames(t, "bent-keep", []gameCase{
		{"griffon", builtin(t, "griffon"), ""},
		{"hookchess", builtin(t, "hookchess"), ""},
		{"capricorn", builtin(t, "capricorn"), ""},
		{"hook10", hook10, ""},
	}, games, plies, 47, check, done)
}

// bentWalk2 makes each legal move of p and each reply, checking the kept
// bent riders after each Make and Unmake: the undo record of a reply is
// reused from one move to the next, so one kept wrongly by Unmake shows.
func bentWalk2(t *testing.T, p *shortcutPly) {
	t.Helper()
	stale := func(when string, m vm.Move) {
		t.Helper()
		if vm.BentsStale(p.pos) {
			t.Fatalf("%v: %s %v the kept bent riders differ from the board's", p, when, m)
		}
	}
	for _, m := range p.moves {
		p.pos.Make(m)
		for _, r := range p.pos.LegalMoves() {
			p.pos.Make(r)
			stale("after the reply", r)
			p.pos.Unmake(r)
			stale("after unmaking the reply", r)
		}
		p.pos.Unmake(m)
		stale("after", m)
	}
}
