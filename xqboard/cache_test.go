package xqboard

import (
	"testing"

	"github.com/betzac/betzac/vm/vmtest"
)

// TestCacheBounded: For builds a Program's tables once while it is in
// use, and after many other Programs (a process compiling variant after
// variant) keeps neither the first Program nor its tables.
func TestCacheBounded(t *testing.T) {
	base := vmtest.Program(t, "xiangqi")
	progs := make([]*Tables, 0, 10*cacheSize)
	first := *base
	for i := 0; i < 10*cacheSize; i++ {
		prog := &first
		if i > 0 {
			p := *base // a new *Program each time
			prog = &p
		}
		tb, err := For(prog)
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := For(prog); again != tb {
			t.Fatalf("program %d: For built its tables twice", i)
		}
		progs = append(progs, tb)
	}
	cache.Lock()
	defer cache.Unlock()
	for _, e := range cache.entry {
		if e.prog == &first || e.t == progs[0] {
			t.Errorf("the first of %d Programs is still cached", len(progs))
		}
	}
}
