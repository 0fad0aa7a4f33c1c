package main

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestPerftInterrupt sends a real SIGINT to a perft whose first root move
// takes hours (chess depth 10, one thread) after its progress shows nodes
// counted inside that root move: it must stop and say so, exit status 1.
func TestPerftInterrupt(t *testing.T) {
	cmd := exec.Command(os.Args[0], "perft", "chess", "-d", "10", "--threads", "1")
	cmd.Env = append(os.Environ(), "BETZAC_RUN_MAIN=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	killed := time.AfterFunc(2*time.Minute, func() { _ = cmd.Process.Kill() }) // generous
	defer killed.Stop()

	lines := bufio.NewScanner(stderr)
	if !lines.Scan() {
		t.Fatalf("no progress line: %v", cmd.Wait())
	}
	progress := lines.Text()
	if !strings.HasPrefix(progress, "perft: 0/20 root moves, ") || strings.HasPrefix(progress, "perft: 0/20 root moves, 0 nodes") {
		t.Errorf("progress %q: want nodes counted before the first root move is done", progress)
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	var rest []string
	for lines.Scan() {
		rest = append(rest, lines.Text())
	}
	err = cmd.Wait()
	if !killed.Stop() {
		t.Fatal("perft did not stop after SIGINT; killed it")
	}
	last := ""
	if len(rest) > 0 {
		last = rest[len(rest)-1]
	}
	if cmd.ProcessState.ExitCode() != 1 || !strings.HasPrefix(last, "betzac: perft interrupted after ") {
		t.Errorf("after SIGINT: %v, last line %q; want exit status 1 and \"betzac: perft interrupted after N nodes\"", err, last)
	}
}
