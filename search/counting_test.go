package search

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

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

// TestCountingKeyed: the transposition table tells positions by their
// count. A game's engine keeps its table from move to move; here it
// first searches TestCountingEnds's board one ply short of the end of
// its count (19 of 20 plies counted: a mate in two comes too late, every
// move but a1a8 draws), then the same board with a fresh count (none
// counted), where White mates in two (b2g2, b2h2 or a1g1, then the other
// rook checks on the h-file). Keyed by the board alone, the second
// search took the first one's draws from the table and played a1a8.
func TestCountingKeyed(t *testing.T) {
	rows := []struct{ fen, want string }{
		{"n7/8/8/4K2k/8/8/1R6/R7 w - 20 19 40", "a1a8"},
		{"n7/8/8/4K2k/8/8/1R6/R7 w - 20 0 40", "mate in 2"},
	}
	searchesInTurn(t, "makruk", rows)
}

// TestCountKey: vm's Count.Key is 0 where no count runs (the hash
// table's keys stay the board's) and tells counts apart by the plies
// they have left: 20 plies of 20 counted, 19 of 20 and 1 of 2 differ;
// 0 of 20 and 10 of 30 both leave 20.
func TestCountKey(t *testing.T) {
	key := func(variant, fen string) uint64 { return position(t, variant, fen).CountAfter(nil).Key() }
	const board = "n7/8/8/4K2k/8/8/1R6/R7 w - "
	rows := []struct {
		name string
		a, b uint64
		same bool
	}{
		{"no count: 0", key("makruk", ""), 0, true},
		{"no rule: 0", key("chess", ""), 0, true},
		{"20 of 20 counted, 19 of 20", key("makruk", board+"20 20 40"), key("makruk", board+"20 19 40"), false},
		{"20 of 20 counted, 1 of 2", key("makruk", board+"20 20 40"), key("makruk", board+"2 1 40"), false},
		{"20 of 20 counted, no count", key("makruk", board+"20 20 40"), 0, false},
		{"0 of 20 counted, 10 of 30", key("makruk", board+"20 0 40"), key("makruk", board+"30 10 40"), true},
	}
	for _, r := range rows {
		if (r.a == r.b) != r.same {
			t.Errorf("%s: keys %#x and %#x, want them equal: %v", r.name, r.a, r.b, r.same)
		}
	}
}

// searchesInTurn searches each row's position to depth 3 with one engine,
// which keeps its table from row to row as a game's engine does, and
// wants each row's best move (or "mate in N").
func searchesInTurn(t *testing.T, variant string, rows []struct{ fen, want string }) {
	t.Helper()
	e := New(position(t, variant, rows[0].fen), 1)
	var got, want []string
	for _, r := range rows {
		pos := position(t, variant, r.fen)
		e.SetPosition(pos, nil)
		var score int
		best, ok := e.Search(Limits{Depth: 3}, func(i Info) { score = i.Score })
		if !ok {
			t.Fatal("no move")
		}
		s := pos.MoveString(best)
		if n, mate := MateIn(score); mate {
			s = fmt.Sprintf("mate in %d", n)
		}
		got, want = append(got, s), append(want, r.want)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("searches one after the other (-want +got):\n%s", d)
	}
}
