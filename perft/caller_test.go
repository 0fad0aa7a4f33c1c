package perft_test

import (
	"context"
	"runtime"
	"strings"
	"testing"

	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestOneThreadOnCaller checks where Run counts: with one thread on the
// goroutine that called it (whose stack the progress call, made by the
// worker after each root move, then shows), with more on workers of
// their own; and both count the golden corpus's nodes, with one divide,
// on variants that count on the VM (chushogi, griffon: a move buffer a
// ply) and on the bitboard back end (chess).
func TestOneThreadOnCaller(t *testing.T) {
	tests := []struct {
		variant string
		depth   int
		nodes   uint64 // golden/VARIANT.yaml, the start position
	}{
		{"chushogi", 3, 48315},
		{"griffon", 3, 15714},
		{"chess", 3, 8902},
	}
	for _, tc := range tests {
		t.Run(tc.variant, func(t *testing.T) {
			pos := position(t, tc.variant, "")
			one, onCaller := runOnCaller(t, pos, tc.depth, 1)
			if !onCaller {
				t.Errorf("one thread: the count did not run on the calling goroutine")
			}
			two, onCaller := runOnCaller(t, pos, tc.depth, 2)
			if onCaller {
				t.Errorf("two threads: the count ran on the calling goroutine")
			}
			if one.Nodes != tc.nodes || two.Nodes != tc.nodes {
				t.Errorf("one thread %d nodes, two %d; want %d", one.Nodes, two.Nodes, tc.nodes)
			}
			if diff := cmp.Diff(two.Divide, one.Divide); diff != "" {
				t.Errorf("divide (-two +one):\n%s", diff)
			}
		})
	}
}

// runOnCaller runs perft on threads workers and reports whether every
// progress call had runOnCaller in its stack.
func runOnCaller(t *testing.T, pos *vm.Position, depth, threads int) (perft.Result, bool) {
	t.Helper()
	onCaller := true
	opt := perft.Options{Threads: threads, Progress: func(perft.Progress) {
		onCaller = onCaller && inStack("perft_test.runOnCaller")
	}}
	r, err := perft.Run(context.Background(), pos, depth, opt)
	if err != nil {
		t.Fatal(err)
	}
	return r, onCaller
}

// inStack reports whether a function whose name ends in fn calls it.
func inStack(fn string) bool {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs)])
	for {
		f, more := frames.Next()
		if strings.HasSuffix(f.Function, fn) {
			return true
		}
		if !more {
			return false
		}
	}
}
