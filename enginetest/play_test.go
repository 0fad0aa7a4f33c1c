package enginetest

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestPlayAgrees: the fake engine (betzac's own chess) agrees at every
// position of two 20-ply games, with perft 2 every 5 plies.
func TestPlayAgrees(t *testing.T) {
	e := start(t, time.Minute)
	rep, err := Play(context.Background(), e, chess(t), startFEN, PlayOptions{Games: 2, Plies: 20, Seed: 1, PerftDepth: 2, PerftEvery: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// 21 positions a game (plies 0 to 20, no game ends sooner), perft 2
	// at plies 0, 5, 10, 15 and 20
	if rep.Positions != 42 || rep.Perfts != 10 || len(rep.Mismatches)+len(rep.FSFWrong) != 0 {
		t.Errorf("got %d positions, %d perfts, mismatches %+v %+v; want 42, 10, none", rep.Positions, rep.Perfts, rep.Mismatches, rep.FSFWrong)
	}
}

// extraMove is an engine that also lists a move betzac cannot read.
type extraMove struct{ Perfter }

func (e extraMove) Perft(ctx context.Context, fen string, moves []string, depth int) (*Divide, error) {
	d, err := e.Perfter.Perft(ctx, fen, moves, depth)
	if err == nil && depth == 1 {
		d.Moves["z9z9"] = 1
		d.Order = append(d.Order, "z9z9")
		d.Total++
	}
	return d, err
}

// TestPlayMismatch: each game stops at its first disagreement, which a
// Known classifier may count apart.
func TestPlayMismatch(t *testing.T) {
	e := extraMove{start(t, time.Minute)}
	opt := PlayOptions{Games: 3, Plies: 10, Seed: 1}
	rep, err := Play(context.Background(), e, chess(t), startFEN, opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Positions != 3 || len(rep.Mismatches) != 3 || len(rep.FSFWrong) != 0 {
		t.Fatalf("got %d positions, %d mismatches, %d known; want 3, 3, 0", rep.Positions, len(rep.Mismatches), len(rep.FSFWrong))
	}
	m := rep.Mismatches[2]
	if diff := cmp.Diff([]string{"z9z9"}, m.Report.Mismatch.OnlyEngine); m.Game != 3 || m.Ply != 0 || diff != "" {
		t.Errorf("game %d ply %d, only engine diff (-want +got):\n%s", m.Game, m.Ply, diff)
	}
	known := func(_ context.Context, _ Perfter, _ string, _ []string, m *Mismatch) (string, error) {
		if len(m.OnlyEngine) == 1 && m.OnlyEngine[0] == "z9z9" {
			return "z9z9 is off the board", nil
		}
		return "", nil
	}
	rep, err = Play(context.Background(), e, chess(t), startFEN, opt, known)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Mismatches) != 0 || len(rep.FSFWrong) != 3 || rep.FSFWrong[0].Why != "z9z9 is off the board" {
		t.Errorf("got %d mismatches, known %+v; want 0 and 3 known", len(rep.Mismatches), rep.FSFWrong)
	}
}
