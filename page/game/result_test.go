package game_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/page/game"
)

// The move list in SAN and the result, as any chess program writes them:
// fool's mate is 1. f3 e5 2. g4 Qh4#, 0-1 by checkmate; after it every
// move is refused, and Undo takes the result back.
func TestSANAndResult(t *testing.T) {
	g := newGame(t, "chess", "")
	for _, m := range []string{"f2f3", "e7e5", "g2g4"} {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		if r := g.State().Result; r != nil {
			t.Fatalf("after %s: result %+v, want none", m, r)
		}
	}
	if err := g.Play("d8h4"); err != nil {
		t.Fatal(err)
	}
	st := g.State()
	if diff := cmp.Diff([]string{"f3", "e5", "g4", "Qh4#"}, st.SAN); diff != "" {
		t.Errorf("SAN (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"f2f3", "e7e5", "g2g4", "d8h4"}, st.History); diff != "" {
		t.Errorf("history (-want +got):\n%s", diff)
	}
	want := &game.Result{Winner: "black", Reason: "checkmate", Score: "0-1"}
	if diff := cmp.Diff(want, st.Result); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	err := g.Play("e1f2")
	if err == nil || !strings.Contains(err.Error(), "the game is over: 0-1 (checkmate)") {
		t.Errorf("a move after mate: error %v, want the game is over", err)
	}
	if !g.Undo() {
		t.Fatal("Undo refused")
	}
	st = g.State()
	if st.Result != nil || !cmp.Equal(st.SAN, []string{"f3", "e5", "g4"}) || st.Side != "black" {
		t.Errorf("after Undo: result %+v, SAN %v, side %s", st.Result, st.SAN, st.Side)
	}
	if err := g.Play("h7h6"); err != nil {
		t.Errorf("a move after Undo: %v", err)
	}
}

// The side that moves first wins as "white", whatever the variant calls
// it (the page names it): in xiangqi a soldier's mate (set up by hand: the soldier guarded by
// the chariot on a9, d10 and f10 covered by the chariot on d3 and the
// horse on g8) is Red's win, "white" here.
func TestResultXiangqi(t *testing.T) {
	g := newGame(t, "xiangqi", "4k4/R8/4P1N2/9/9/9/9/3R5/9/3K5 w - - 0 1")
	if err := g.Play("e8e9"); err != nil {
		t.Fatal(err)
	}
	want := &game.Result{Winner: "white", Reason: "checkmate", Score: "1-0"}
	if diff := cmp.Diff(want, g.State().Result); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
}

// Results other than mate: stalemate, repetition (which needs the
// game's history, kept across Undo), the 50-move rule and insufficient
// material are draws, with no winner; once the game is over State lists
// no legal move, though a rule ended it with moves left.
func TestResultDraws(t *testing.T) {
	tests := []struct {
		name, fen string
		moves     []string
		undo      int // plies taken back, then played again
		want      *game.Result
	}{
		{
			// a standard stalemate: the black king in the corner, no move
			name: "stalemate", fen: "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
			want: &game.Result{Draw: true, Reason: "stalemate", Score: "1/2-1/2"},
		},
		{
			name:  "threefold repetition",
			moves: strings.Fields("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"),
			undo:  3,
			want:  &game.Result{Draw: true, Reason: "3-fold repetition", Score: "1/2-1/2"},
		},
		{
			// the 100th half-move with no capture or pawn move (FIDE's
			// Laws, 9.3: fifty moves by each player)
			name: "50-move rule", fen: "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", moves: []string{"a1a2"},
			want: &game.Result{Draw: true, Reason: "50-move rule", Score: "1/2-1/2"},
		},
		{
			name: "insufficient material", fen: "8/8/8/8/8/8/8/K6k w - - 0 1",
			want: &game.Result{Draw: true, Reason: "insufficient material", Score: "1/2-1/2"},
		},
		{
			name:  "twice is not thrice",
			moves: strings.Fields("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1"),
			undo:  2,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, "chess", tc.fen)
			for _, m := range tc.moves {
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			for range tc.undo {
				g.Undo()
			}
			for _, m := range tc.moves[len(tc.moves)-tc.undo:] {
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			st := g.State()
			if diff := cmp.Diff(tc.want, st.Result); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			if over := tc.want != nil; over != (len(st.Moves) == 0) {
				t.Errorf("game over %v, legal moves listed: %v", over, st.Moves)
			}
		})
	}
}
