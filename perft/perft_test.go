package perft_test

import (
	"context"
	"encoding/json"
	"testing"

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
			calls := 0
			tc.opt.Progress = func(perft.Progress) { calls++ }
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
	pos, err := vm.NewPosition(compile(t, "chess"), "")
	if err != nil {
		t.Fatal(err)
	}
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
	pos, err := vm.NewPosition(compile(t, "chess"), "")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := perft.Run(ctx, pos, 4, perft.Options{Threads: 1})
	if err == nil || !r.Canceled {
		t.Errorf("canceled run: err %v, result %+v", err, r)
	}
}

func TestDepthZero(t *testing.T) {
	pos, err := vm.NewPosition(compile(t, "chess"), "")
	if err != nil {
		t.Fatal(err)
	}
	if n := perft.Count(pos, 0); n != 1 {
		t.Errorf("Count(0) = %d", n)
	}
}
