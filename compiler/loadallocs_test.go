package compiler_test

import (
	"runtime"
	"testing"

	"github.com/betzac/betzac/compiler"
)

// TestChuShogiLoadAllocs: loading and compiling Chu Shogi, the largest
// built-in, allocates little more than it keeps: in a process as short as
// a perft no collection runs, so each byte allocated is a fresh page's
// share, and a page fault costs 10-20 us (issue 31). The bounds are 2 %
// over the measured 2,692 allocations and 226,992 bytes of a load after
// the first (whose Betza strings the memo then holds; before the cuts of
// this bound's commit: 2,934 and 246,168).
func TestChuShogiLoadAllocs(t *testing.T) {
	if _, _, err := compiler.Load("chushogi"); err != nil { // first use: the Betza memo
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	v, p, err := compiler.Load("chushogi")
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(v)
	runtime.KeepAlive(p)
	if err != nil {
		t.Fatal(err)
	}
	allocs, bytes := after.Mallocs-before.Mallocs, after.TotalAlloc-before.TotalAlloc
	if allocs > 2746 || bytes > 231_530 {
		t.Errorf("chushogi's load: %d allocations, %d bytes; want at most 2,746 and 231,530", allocs, bytes)
	}
	t.Logf("%d allocations, %d bytes", allocs, bytes)
}
