package search

import (
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestCountingEnds: in makruk the count (the FEN's limit 20 plies, 20
// counted) ends the game in a draw after White's next move unless it
// mates or captures Black's last piece, which bares Black's king and
// starts a new count (two rooks: 8 moves). White mates in two (b2g2,
// then Ra1-h1), past the count; the search takes the knight (a1a8) and
// plays on, as vm's Game.Result counts. The same position reached by
// four kings' moves from a count at 16 (SetPosition's history) counts
// the same.
func TestCountingEnds(t *testing.T) {
	const fen = "n7/8/8/4K2k/8/8/1R6/R7 w - 20 20 40"
	for _, c := range []struct {
		move string
		want vm.Result
	}{
		{"b2g2", vm.Result{Outcome: vm.Draw, Reason: "counting (10 moves)"}},
		{"a1a8", vm.Result{}},
	} {
		g := vm.NewGame(position(t, "makruk", fen))
		m, err := g.Position().ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(m)
		if r := g.Result(); r != c.want {
			t.Fatalf("Game.Result after %s: %v, want %v", c.move, r, c.want)
		}
	}
	for _, c := range []struct{ fen, history string }{
		{fen, ""},
		{"n7/8/8/4K2k/8/8/1R6/R7 w - 20 16 38", "e5e4 h5h4 e4e5 h4h5"},
	} {
		pos := position(t, "makruk", c.fen)
		hist := playHistory(t, pos, nil, c.history)
		before := pos.FEN()
		e := New(pos, 1)
		e.SetPosition(pos, hist)
		var last Info
		best, ok := e.Search(Limits{Depth: 3}, func(i Info) { last = i })
		if !ok {
			t.Fatal("no move")
		}
		if got := pos.MoveString(best); got != "a1a8" {
			t.Errorf("%s %s: best move %s (score %d), want a1a8: every other move ends the count", c.fen, c.history, got, last.Score)
		}
		if last.Score <= 0 {
			t.Errorf("%s %s: score %d, want White ahead", c.fen, c.history, last.Score)
		}
		if got := pos.FEN(); got != before {
			t.Errorf("search left %s, not %s", got, before)
		}
	}
}
