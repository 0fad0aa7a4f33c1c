package perft

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// Under "ulimit -v 4G" (the hostile-input catalogue, CI/hostile.sh),
// --hash 8000 passed the check against the machine's 24 GB and crashed
// with "fatal error: out of memory". The table is checked against the
// address-space limit too.
func TestTableUnderAddressLimit(t *testing.T) {
	statm, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		t.Fatal(err)
	}
	pages, err := strconv.ParseUint(strings.Fields(string(statm))[0], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &old); err != nil {
		t.Fatal(err)
	}
	// Room for what the test binary has mapped and 1 GB more: a 4 GB
	// table does not fit, and must be refused rather than allocated.
	lim := syscall.Rlimit{Cur: pages*uint64(os.Getpagesize()) + 1<<30, Max: old.Max}
	if old.Cur != ^uint64(0) && old.Cur < lim.Cur {
		t.Skipf("the address space is already limited to %d bytes", old.Cur)
	}
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &lim); err != nil {
		t.Fatal(err)
	}
	tab, err := newTable(4096)
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &old); err != nil {
		t.Fatal(err)
	}
	if err == nil || !strings.Contains(err.Error(), "ulimit -v") {
		t.Fatalf("newTable(4096) under a %d MB address-space limit: table %p, error %v; want an error naming ulimit -v",
			lim.Cur>>20, tab, err)
	}
}
