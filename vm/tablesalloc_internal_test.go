package vm

import (
	"runtime"
	"testing"
)

// Building Chu Shogi's keyless tables (perft's NewPositionUnkeyed)
// allocates little more than the tables keep: in a process as short as a
// perft no collection runs, so each byte allocated is a fresh page's
// share, and a page fault costs 10-20 us (issue 31). The bounds are 1 %
// over the measured 967 allocations and 283 KB (before markZoneFar's
// shared zone squares: 963 and 282 KB; before onBoardAt's
// answers held a pointer a square, not a slice header: 955 and 326 KB;
// 3 % over 956 and 327 KB
// before EachMove's 8-leg buffer and the fields walk without a cache;
// before the moves were decoded a type at a time and
// lists made once: 1,477 and 400 KB, of which about 52 KB more garbage;
// before one array for the edge classes' rays and no hop grid without
// hops: 1,006 and 333 KB).
func TestChuShogiTablesAllocs(t *testing.T) {
	p := builtinProgram(t, "chushogi")
	if _, err := newTablesKeyed(p, false); err != nil { // first uses: caches, pools
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	tb, err := newTablesKeyed(p, false)
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(tb)
	if err != nil {
		t.Fatal(err)
	}
	allocs, bytes := after.Mallocs-before.Mallocs, after.TotalAlloc-before.TotalAlloc
	if allocs > 977 || bytes > 286<<10 {
		t.Errorf("chushogi's tables: %d allocations, %d bytes; want at most 977 and 286 KB", allocs, bytes)
	}
}
