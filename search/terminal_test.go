package search

import "testing"

// TestTerminalSearch: the search plays for the variant's verdicts at
// the leaves: a stalemate that wins, and the n-move rule's draw.
func TestTerminalSearch(t *testing.T) {
	rows := []struct {
		name, variant, fen string
		depth              int
		want               string // the best move, "" for any
		score              int
	}{{
		// Rb1-b9 leaves Black's general on d10 without a move (d9 on the
		// chariot's rank, e10 facing Red's general on the open e-file)
		// and not in check: Black loses (stalemate-value: loss). No
		// other move ends the game: Rb10+ lets the general out to d9.
		name: "xiangqi: stalemate wins", variant: "xiangqi", fen: "3k5/9/9/9/9/9/9/9/9/1R2K4 w - - 0 1",
		depth: 2, want: "b1b9", score: Mate - 1,
	}, {
		// The clock stands at 99: every reply but a mate makes it 100,
		// a draw (50-move rule). A queen alone cannot mate Ka8 with the
		// white king on e1 in one move, so every move draws.
		name: "chess: 50-move rule", variant: "chess", fen: "k7/8/8/8/8/8/7Q/4K3 w - - 99 80",
		depth: 3, score: 0,
	}, {
		// The same with the clock at 0: White is a queen up.
		name: "chess: the clock at 0", variant: "chess", fen: "k7/8/8/8/8/8/7Q/4K3 w - - 0 80",
		depth: 3, score: 1, // any positive score
	}}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			pos := position(t, r.variant, r.fen)
			e := New(pos, 1)
			var last Info
			m, ok := e.Search(Limits{Depth: r.depth}, func(i Info) { last = i })
			if !ok {
				t.Fatal("no move")
			}
			if got := pos.MoveString(m); r.want != "" && got != r.want {
				t.Errorf("best move %s, want %s", got, r.want)
			}
			switch {
			case r.score == 1 && last.Score <= 0:
				t.Errorf("score %d, want > 0", last.Score)
			case r.score != 1 && last.Score != r.score:
				t.Errorf("score %d, want %d", last.Score, r.score)
			}
		})
	}
}
