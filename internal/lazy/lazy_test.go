package lazy

import (
	"sync"
	"sync/atomic"
	"testing"
)

var builds atomic.Int32

// table is declared as the packages that use Value declare theirs.
var table = Value[map[string]int]{Build: func() map[string]int {
	builds.Add(1)
	return map[string]int{"a": 1, "b": 2}
}}

// TestGetBuildsOnce: Gets from many goroutines at once all see the one
// value Build made, and Build runs once.
func TestGetBuildsOnce(t *testing.T) {
	const goroutines = 32
	var wg sync.WaitGroup
	got := make([]map[string]int, goroutines)
	for i := range goroutines {
		wg.Go(func() { got[i] = table.Get() })
	}
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Errorf("Build ran %d times, want 1", n)
	}
	for i, m := range got {
		if m["b"] != 2 || len(m) != 2 {
			t.Fatalf("goroutine %d got %v, want the built map", i, m)
		}
	}
	got[0]["c"] = 3 // the same map, not a copy
	if table.Get()["c"] != 3 {
		t.Error("a later Get returned another map")
	}
}
