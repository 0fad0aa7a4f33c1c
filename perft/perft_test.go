package perft_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func TestRunMatchesCount(t *testing.T) {
	p := compile(t, "chess")
	tests := []struct {
		name string
		opt  perft.Options
	}{
		{"one thread", perft.Options{Threads: 1}},
		{"two threads", perft.Options{Threads: 2}},
		{"hash", perft.Options{Threads: 2, HashMB: 1}},
	}
	pos, err := vm.NewPosition(p, kiwipete)
	if err != nil {
		t.Fatal(err)
	}
	want := perft.Count(pos, 3)
	if want != 97862 {
		t.Fatalf("Count = %d, want 97862", want)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			calls, done := 0, 0 // calls after a root move; the timed ones add none
			tc.opt.Progress = func(pr perft.Progress) {
				if pr.Done > done {
					calls++
					done = pr.Done
				}
			}
			r, err := perft.Run(context.Background(), pos, 3, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if r.Nodes != want {
				t.Errorf("Run: %d nodes, want %d", r.Nodes, want)
			}
			if calls != len(r.Divide) || len(r.Divide) != 48 {
				t.Errorf("%d progress calls, %d divide entries; want 48", calls, len(r.Divide))
			}
			var sum uint64
			for _, e := range r.Divide {
				sum += e.Nodes
			}
			if sum != want {
				t.Errorf("divide sums to %d", sum)
			}
			if pos.FEN() != kiwipete {
				t.Errorf("Run changed the position: %s", pos.FEN())
			}
		})
	}
}

func TestDivide(t *testing.T) {
	pos := position(t, "chess", "")
	d := perft.Divide(pos, 2)
	if len(d) != 20 {
		t.Fatalf("%d entries", len(d))
	}
	if diff := cmp.Diff(perft.Entry{Move: "a2a3", Nodes: 20}, d[0]); diff != "" {
		t.Errorf("first entry (-want +got):\n%s", diff)
	}
	b, err := json.Marshal(d[0])
	if err != nil || string(b) != `{"move":"a2a3","nodes":20}` {
		t.Errorf("JSON %s %v", b, err)
	}
}

func TestCanceled(t *testing.T) {
	pos := position(t, "chess", "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := perft.Run(ctx, pos, 4, perft.Options{Threads: 1})
	if err == nil || !r.Canceled {
		t.Errorf("canceled run: err %v, result %+v", err, r)
	}
}

func TestDepthZero(t *testing.T) {
	pos := position(t, "chess", "")
	if n := perft.Count(pos, 0); n != 1 {
		t.Errorf("Count(0) = %d", n)
	}
}

// TestCancelDuringRootMove cancels a run whose first root move takes hours
// (chess depth 10, one thread) once progress shows nodes counted inside it:
// Run must report progress by node count before any root move is done,
// then stop with the nodes counted so far and no root move finished; on
// the bitboard back end and on the VM.
func TestCancelDuringRootMove(t *testing.T) {
	for _, vmOnly := range []bool{false, true} {
		t.Run(fmt.Sprintf("VMOnly=%v", vmOnly), func(t *testing.T) { cancelDuringRootMove(t, vmOnly) })
	}
}

func cancelDuringRootMove(t *testing.T, vmOnly bool) {
	pos := position(t, "chess", "")
	start := pos.FEN()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var seen perft.Progress
	opt := perft.Options{Threads: 1, VMOnly: vmOnly, ProgressEvery: 10 * time.Millisecond, Progress: func(pr perft.Progress) {
		if pr.Nodes > 0 && seen.Nodes == 0 {
			seen = pr
			cancel()
		}
	}}
	type outcome struct {
		r   perft.Result
		err error
	}
	ch := make(chan outcome, 1)
	go func() {
		r, err := perft.Run(ctx, pos, 10, opt)
		ch <- outcome{r, err}
	}()
	var o outcome
	select {
	case o = <-ch:
	case <-time.After(2 * time.Minute): // generous: it takes milliseconds
		t.Fatal("Run did not stop after cancel")
	}
	if seen.Done != 0 || seen.Total != 20 {
		t.Errorf("first progress with nodes: %+v, want 0 of 20 root moves done", seen)
	}
	if !errors.Is(o.err, context.Canceled) || !o.r.Canceled || o.r.Nodes < seen.Nodes {
		t.Errorf("canceled run: err %v, canceled %v, %d nodes (progress saw %d)", o.err, o.r.Canceled, o.r.Nodes, seen.Nodes)
	}
	for _, e := range o.r.Divide {
		if e.Nodes != 0 {
			t.Errorf("root move %s finished with %d nodes", e.Move, e.Nodes)
		}
	}
	if pos.FEN() != start {
		t.Errorf("Run changed the position: %s", pos.FEN())
	}
}

// TestLimits: a depth or a hash table that cannot work is an error, not an
// out-of-memory crash.
func TestLimits(t *testing.T) {
	pos := position(t, "chess", "")
	tests := []struct {
		depth int
		opt   perft.Options
		want  string
	}{
		{2147483648, perft.Options{}, "depth 2147483648 is more than 64, the deepest perft counts"},
		{2, perft.Options{HashMB: 99999999}, "a 99999999 MB hash table is more than 1048576 MB, the largest perft allocates"},
	}
	for _, tc := range tests {
		_, err := perft.Run(context.Background(), pos, tc.depth, tc.opt)
		if err == nil || err.Error() != tc.want {
			t.Errorf("depth %d, %+v: error %v, want %q", tc.depth, tc.opt, err, tc.want)
		}
	}
}
