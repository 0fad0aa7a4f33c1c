package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestLionSquares plays random Chu Shogi games: at each ply the Lion
// squares Make kept equal the board's, so does the lions-near memo Make
// handed on (if known), lionsNear answers as the scan does (lion-squares
// off), and, in other games from the same seeds, CountLegal
// with the shortcut equals it without and the moves listed (countsAgree).
func TestLionSquares(t *testing.T) {
	games, plies := testenv.Pick(3, 16), testenv.Pick(150, 300)
	cases := chuCases(t, "", chuRandom3)
	near := 0
	done := func(t *testing.T, p *shortcutPly) {
		t.Helper()
		if near == 0 && plies > 100 {
			t.Logf("seed %d: no node with Lions near", p.seed)
		}
		near = 0
	}
	check := func(t *testing.T, p *shortcutPly) {
		t.Helper()
		if lionsNearAgree(t, p) {
			near++
		}
	}
	shortcutGames(t, "lion-squares", cases, games, plies, 77, check, done)
	shortcutGames(t, "lion-squares", cases, games, plies, 31, countsAgree, nil)
}

// lionsNearAgree tests the kept Lion squares and lionsNear against the
// board scan, with moves made and unmade by the count's Lion-trade test
// as well, and returns lionsNear.
func lionsNearAgree(t *testing.T, p *shortcutPly) bool {
	t.Helper()
	if vm.LionSquaresStale(p.pos) {
		t.Fatalf("%v: the kept Lion squares differ from the board's", p)
	}
	if vm.LionsNearStale(p.pos) {
		t.Fatalf("%v: the lions-near memo differs from the board's answer", p)
	}
	on := vm.LionsNear(p.pos)
	_, p.buf = p.pos.CountLegal(p.buf)
	if vm.LionSquaresStale(p.pos) {
		t.Fatalf("%v: after CountLegal the kept Lion squares differ from the board's", p)
	}
	restore := p.without()
	off := vm.LionsNear(p.pos)
	restore()
	if on != off {
		t.Fatalf("%v: lionsNear %v with lion-squares, %v without", p, on, off)
	}
	return on
}
