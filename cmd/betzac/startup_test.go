package main

import (
	"flag"
	"runtime"
	"testing"
)

// TestNoAllocationSampling: betzac links runtime.MemProfile (through
// nats-server's net/http/pprof) but reads no heap profile, so it must
// not pay the runtime's allocation sampling (internal/memprof, issue 31).
func TestNoAllocationSampling(t *testing.T) {
	if f := flag.Lookup("test.memprofile"); f != nil && f.Value.String() != "" {
		t.Skip("go test -memprofile samples allocations on purpose")
	}
	if runtime.MemProfileRate != 0 {
		t.Errorf("runtime.MemProfileRate = %d, want 0: is internal/memprof imported?", runtime.MemProfileRate)
	}
}
