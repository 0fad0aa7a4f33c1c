package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestNearMemo holds near-memo (countPiecesNear counting from what the
// last node of the side found while its pieces stay the same) to the path
// without it and to the moves listed, as perft's last ply meets it: at
// each ply of random games, every move is made and its node counted, one
// after the other (the memo found at the first and used at the next ones
// unless a move takes a piece of the side counted), then each again
// without near-memo, and listed. Chu Shogi from the start, from
// golden/chushogi.yaml random3, from an open position with riders next to
// both zones and from one with Lions next to enemy pieces; the shogis.
// Each case must count some nodes from the memo.
func TestNearMemo(t *testing.T) {
	games, plies := testenv.Pick(2, 8), testenv.Pick(80, 200)
	open := "l4k5l/1r2g7/3p1d6/12/2B4p4/12/4Q7/1h4R5/5P6/12/6G3v1/L4K5L w - - 0 1"
	// Black's cannon on a7, its neighbours its own, hops to a4
	boxed := gameCase{"minixiangqi", builtin(t, "minixiangqi"), "crk4/p6/7/R6/7/7/3K3 w - - 0 1"}
	cases := append(chuCases(t, "", chuRandom3, open, chuLionsNear), startCases(t, "shogi", "shoshogi", "minishogi")...)
	cases = append(cases, boxed)
	for _, c := range cases {
		fresh := 0
		check := func(t *testing.T, p *shortcutPly) {
			t.Helper()
			fresh += siblingsAgree(t, p)
		}
		shortcutGames(t, "near-memo", []gameCase{c}, games, plies, 37, check, nil)
		if fresh == 0 {
			t.Errorf("%s %q: no node counted from the memo", c.name, c.fen)
		}
	}
}

// siblingsAgree counts the node after each of p's moves, in turn, with
// the shortcut, then without it, and lists its moves: the three agree. It
// returns how many of the nodes near-memo counted from its memo.
func siblingsAgree(t *testing.T, p *shortcutPly) int {
	t.Helper()
	on := make([]int, len(p.moves))
	fresh := 0
	for i, m := range p.moves {
		p.pos.Make(m)
		if vm.NearMemoFresh(p.pos) {
			fresh++
		}
		on[i], p.buf = p.pos.CountLegal(p.buf)
		p.pos.Unmake(m)
	}
	restore := p.without()
	defer restore()
	for i, m := range p.moves {
		p.pos.Make(m)
		var off int
		off, p.buf = p.pos.CountLegal(p.buf)
		listed := len(p.pos.LegalMoves())
		if on[i] != off || off != listed {
			t.Fatalf("%v, after %v: CountLegal %d with %s, %d without; %d moves listed", p, m, on[i], p.shortcut, off, listed)
		}
		p.pos.Unmake(m)
	}
	return fresh
}
