package search

import "testing"

// TestMoveRuleKeyed: the transposition table tells positions by the
// n-move rule's clock near its limit, as TestCountingKeyed does by the
// count (the same board). At half-move clock 98 every White move but
// a1a8, which takes the knight and restarts the clock, lets the game be
// drawn after Black's reply (Fairy-Stockfish src/position.cpp
// is_optional_game_end: a draw once rule50 > 2*nMoveRule-1, unless
// mated); with a fresh clock White mates in two (b2g2, b2h2 or a1g1,
// then the other rook checks on the h-file). The engine keeps its table
// from move to move; keyed by the board alone, the fresh search took
// the first one's draws from the table and played a1a8.
func TestMoveRuleKeyed(t *testing.T) {
	const board = "n7/8/8/4K2k/8/8/1R6/R7 w - - "
	rows := []struct{ fen, want string }{
		{board + "98 60", "a1a8"},
		{board + "0 60", "mate in 2"},
	}
	searchesInTurn(t, "chess", rows)
}

// TestMoveRuleKey: vm's MoveRuleKey is 0 without the rule and while the
// rule is the horizon or more plies away (those clocks share entries),
// and tells clocks apart by the plies they have left within it.
func TestMoveRuleKey(t *testing.T) {
	key := func(variant, fen string) uint64 { return position(t, variant, fen).MoveRuleKey(maxPly) }
	const board = "n7/8/8/4K2k/8/8/1R6/R7 w - - "
	chess := func(clock string) uint64 { return key("chess", board+clock+" 60") }
	rows := []struct {
		name string
		a, b uint64
		same bool
	}{
		{"fresh clock: 0", chess("0"), 0, true},
		{"clock 4, 96 plies to go: 0", chess("4"), 0, true},
		{"no rule (Kyoto Shogi): 0", key("kyotoshogi", "p+nks+l/5/5/5/+LSK+NP[] w - - 98 60"), 0, true},
		{"98, 99", chess("98"), chess("99"), false},
		{"100 (no ply left), far", chess("100"), 0, false},
		{"98, fresh", chess("98"), chess("0"), false},
	}
	for _, r := range rows {
		if (r.a == r.b) != r.same {
			t.Errorf("%s: keys %#x and %#x, want them equal: %v", r.name, r.a, r.b, r.same)
		}
	}
}
