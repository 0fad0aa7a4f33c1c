package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestRoyalMemo holds royal-memo (countRoyalTested taking the attack
// rays' answers on the royal's destinations from a sibling, walking again
// only the rides the node's move touched) to the path without it, as
// perft meets it: at each ply of random games, every move is made and
// the node's moves counted and listed, one after the other (the memo
// kept at one sibling and read at the next), then each again without
// royal-memo; every sixteenth ply from the eighth, two plies of replies
// too (not at the first, where the replies would wipe the memo). Griffon,
// Hook chess and Chu Shogi from the start, and a Griffon position whose
// royals stand in the open among rooks, bishops, a queen, knights, a
// Griffon and a Rhino, and one where an e.p. capture, a move touching
// three squares, opens a line to a destination of the royal only by its
// third. Each case must answer some nodes from the memo.
func TestRoyalMemo(t *testing.T) {
	games, plies := testenv.Pick(1, 4), testenv.Pick(40, 160)
	cases := append(startCases(t, "griffon", "hookchess", "chushogi"),
		gameCase{"griffon", builtin(t, "griffon"), "4k5/1r3n4/10/2b4q2/3N6/10/4K3B1/10/2R3g3/9h w - - 0 1"},
		// after the knight's moves (the memo kept), d4xe3 e.p. takes the
		// pawn on e4 off the bishop's diagonal to g6, beside the royal
		gameCase{"griffon", builtin(t, "griffon"), "k9/10/10/10/7K2/10/3pP5/10/2b7/9n b - e3 0 1"})
	for _, c := range cases {
		fromMemo := 0
		check := func(t *testing.T, p *shortcutPly) {
			t.Helper()
			fromMemo += memoSiblingsAgree(t, p, p.ply%16 == 8, vm.RoyalMemoReady)
		}
		shortcutGames(t, "royal-memo", []gameCase{c}, games, plies, 61, check, nil)
		if fromMemo == 0 {
			t.Errorf("%s %q: no node answered from the memo", c.name, c.fen)
		}
	}
}
