package main

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// TestNoAllocationSampling: a betzac that links runtime.MemProfile (as
// its test binary does, and betzac did through nats-server's
// net/http/pprof) reads no heap profile, so it must not pay the
// runtime's allocation sampling (internal/startup, issue 31).
func TestNoAllocationSampling(t *testing.T) {
	if f := flag.Lookup("test.memprofile"); f != nil && f.Value.String() != "" {
		t.Skip("go test -memprofile samples allocations on purpose")
	}
	if runtime.MemProfileRate != 0 {
		t.Errorf("runtime.MemProfileRate = %d, want 0: is internal/startup imported?", runtime.MemProfileRate)
	}
}

// maxInitBytes bounds what each of betzac's packages allocates in its
// init, which every command pays: tables and parsers that only some
// commands use are built on first use (lazy.Value), as the grammar's
// parser (149 KB) and fsf's built-in settings (63 KB) are (issue 31).
const maxInitBytes = 32 << 10

// TestInitAllocations reads what each betzac package's init allocated.
func TestInitAllocations(t *testing.T) {
	// init PACKAGE @T ms, C ms clock, B bytes, A allocs
	line := regexp.MustCompile(`(?m)^init (github\.com/betzac/betzac/\S+) @.* (\d+) bytes, \d+ allocs$`)
	found := line.FindAllStringSubmatch(initTrace(t), -1)
	if len(found) == 0 {
		t.Fatal("no init trace of a betzac package")
	}
	for _, m := range found {
		pkg, bytes := m[1], m[2]
		if pkg == "github.com/betzac/betzac/cmd/betzac" { // its commands and flags
			continue
		}
		if n, _ := strconv.Atoi(bytes); n > maxInitBytes {
			t.Errorf("package %s allocates %d bytes in its init, want at most %d: build what only some commands use on first use", pkg, n, maxInitBytes)
		}
	}
}

// noInit are betzac's packages that perft never uses. Each package with
// an init costs every command a page fault or more for its cold code, so
// these build their tables on first use through lazy.Value literals
// (internal/lazy).
var noInit = []string{"picture", "diagram", "fsf", "idiagram", "gamecode", "gamecourier", "rcx", "enginetest",
	"page/game", "distperft/distflags"}

// TestNoInit: the packages of noInit run no init code.
func TestNoInit(t *testing.T) {
	trace := initTrace(t)
	for _, pkg := range noInit {
		if strings.Contains(trace, "init github.com/betzac/betzac/"+pkg+" @") {
			t.Errorf("package %s has an init: declare its package-level tables as lazy.Value literals", pkg)
		}
	}
}

// initTrace is the runtime's init trace (GODEBUG=inittrace=1) of
// "betzac --help".
func initTrace(t *testing.T) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "--help")
	cmd.Env = append(os.Environ(), "BETZAC_RUN_MAIN=1", "GODEBUG=inittrace=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("betzac --help: %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "init github.com/betzac/betzac/") {
		t.Fatalf("no init trace of a betzac package in:\n%s", stderr.String())
	}
	return stderr.String()
}
