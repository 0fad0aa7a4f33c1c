package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestJanggiRepetitionPlies: the outcome after every ply of repeated
// lines in the four Janggis, as the native Fairy-Stockfish 281126 claims
// it in xboard mode ("force", the moves, "go": it prints "1-0", "0-1" or
// "1/2-1/2" when is_optional_game_end holds at the root, else a move;
// src/search.cpp). The n-fold rule counts the third occurrence (the
// fourth in janggimodern, nFoldRule = 4); janggimodern's move
// repetition rule ends the game at a side's fifth move back and forth
// (ply 9 for Blue, 10 for Red), also when the mover passed the time
// before, and when a side checks with every move.
func TestJanggiRepetitionPlies(t *testing.T) {
	const (
		o, w, b, d = vm.Ongoing, vm.WhiteWins, vm.BlackWins, vm.Draw
		rooks      = "a1a2 a10a9 a2a1 a9a10 a1a2 a10a9 a2a1 a9a10 a1a2 a10a9 a2a1 a9a10"
		checks     = "a9a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10"
		checkFEN   = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1"
		pass       = "e2e2 a10a9 a1a2 a9a10 a2a1 a10a9 a1a2 a9a10 a2a1 a10a9 a1a2 a9a10"
	)
	cases := []struct {
		variant, fen, moves string
		want                []vm.Outcome // after each move
	}{
		{"janggi", "", rooks, []vm.Outcome{o, o, o, o, o, o, o, b, b, b, b, b}},
		{"janggicasual", "", rooks, []vm.Outcome{o, o, o, o, o, o, o, d, d, d, d, d}},
		{"janggitraditional", "", rooks, []vm.Outcome{o, o, o, o, o, o, o, d, d, d, d, d}},
		{"janggimodern", "", rooks, []vm.Outcome{o, o, o, o, o, o, o, o, b, w, b, w}},
		{"janggi", checkFEN, checks, []vm.Outcome{o, o, o, o, o, o, o, b, b, b, b, b}},
		{"janggimodern", checkFEN, checks, []vm.Outcome{o, o, o, o, o, o, o, o, b, o, b, b}},
		{"janggimodern", "", pass, []vm.Outcome{o, o, o, o, o, o, o, o, o, w, b, w}},
	}
	for _, c := range cases {
		g := newGame(t, c.variant, c.fen)
		var got []vm.Outcome
		for _, s := range strings.Fields(c.moves) {
			m, err := g.Position().ParseMove(s)
			if err != nil {
				t.Fatalf("%s: %v", s, err)
			}
			g.Play(m)
			got = append(got, g.Result().Outcome)
		}
		if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("%s %q %s: outcomes by ply (-want +got):\n%s", c.variant, c.fen, c.moves, d)
		}
	}
}
