package match

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestUSIIllegalMoveCaught: the planted USI engine plays 5e3c in
// minishogi (its king, on 5e, jumping two squares): both games stop at
// its move, lost by it, with the move read back into betzac's notation
// and the 14 legal moves of the start (perft 1, shogiops' and
// Fairy-Stockfish's tests/perft.sh, in ../shared/reference/perft-ref.tsv).
// In shogi the same engine plays legally to the ply limit.
func TestUSIIllegalMoveCaught(t *testing.T) {
	planted := "usi:" + usiEngine + " -illegalvariant minishogi -illegalmove 5e3c"
	o := options(t, "minishogi", 2)
	r, err := Run(context.Background(), specs(t, planted, "usi:"+usiEngine), o)
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range r.Games {
		il := g.Illegal
		if il == nil || g.Failed != 0 || g.Termination != "rules infraction" {
			t.Fatalf("game %d: no illegal move caught: %+v", i+1, g)
		}
		if il.Move != "a1c3" || len(il.Legal) != 14 {
			t.Errorf("game %d: illegal %+v", i+1, il)
		}
	}
	if p := r.Players[0]; p.Illegal != 2 || p.Losses != 2 {
		t.Errorf("planted engine's tally: %+v", p)
	}
	o = options(t, "shogi", 1)
	o.MaxPlies = 30
	if r, err = Run(context.Background(), specs(t, planted, "usi:"+usiEngine), o); err != nil {
		t.Fatal(err)
	}
	if g := r.Games[0]; g.Termination != "adjudication" || len(g.Moves) != 30 {
		t.Errorf("shogi: %+v", g)
	}
}

// TestUSIAnswers: "bestmove resign" loses by the rules; "bestmove win"
// in a position the rules do not end loses as a false claim; a UCI move
// ("a1a2") from a USI engine is refused, not read as betzac's own.
func TestUSIAnswers(t *testing.T) {
	tests := []struct {
		move, termination, reason string
	}{
		{"resign", "normal", "usiengine 1.0 resigned"},
		{"win", "rules infraction", "usiengine 1.0 declared a win (USI bestmove win) in rbsgk/4p/5/P4/KGSBR[] w - - 0 1, which the variant's rules do not give"},
		{"a1a2", "abandoned", `bestmove a1a2 is not a USI move on this board`},
	}
	for _, tc := range tests {
		o := options(t, "minishogi", 1)
		r, err := Run(context.Background(), specs(t, "usi:"+usiEngine+" -illegalvariant minishogi -illegalmove "+tc.move, "usi:"+usiEngine), o)
		if err != nil {
			t.Fatal(err)
		}
		if g := r.Games[0]; g.Result != "0-1" || g.Termination != tc.termination || !strings.Contains(g.Reason, tc.reason) {
			t.Errorf("%s: %+v", tc.move, g)
		}
	}
}

// TestUSIGoCommands: the limits as USI's go says them (usi.html: "go
// btime ... wtime ... byoyomi ...", "binc ... winc ..."; btime is sente's
// clock, betzac's White), depth and movetime as Fairy-Stockfish's USI
// mode reads them; the position of a game from the start is "position
// sfen" of the start and the USI moves.
func TestUSIGoCommands(t *testing.T) {
	tests := []struct {
		lim  Limits
		want string
	}{
		{Limits{Depth: 3}, "1> go depth 3\n"},
		{Limits{MoveTime: 250 * time.Millisecond}, "1> go movetime 250\n"},
		{Limits{Base: 5 * time.Second}, "1> go btime 5000 wtime 5000 byoyomi 0\n"},
		{Limits{Base: 5 * time.Second, Inc: 100 * time.Millisecond}, "1> go btime 5000 wtime 5000 binc 100 winc 100\n"},
	}
	for _, tc := range tests {
		o := options(t, "minishogi", 1)
		o.Limits, o.MaxPlies = tc.lim, 4
		var trace strings.Builder
		o.Engine.Trace = &trace
		r, err := Run(context.Background(), specs(t, "usi:"+usiEngine, "usi:"+usiEngine), o)
		if err != nil {
			t.Fatal(err)
		}
		if g := r.Games[0]; g.Termination != "adjudication" || !strings.Contains(trace.String(), tc.want) ||
			!strings.Contains(trace.String(), "1> position sfen rbsgk/4p/5/P4/KGSBR b - 1 moves ") {
			t.Errorf("%+v: game %+v; want %q in the trace:\n%s", tc.lim, g, tc.want, trace.String())
		}
	}
}
