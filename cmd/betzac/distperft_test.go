package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// The distributed tests run a real NATS server (embedded in the test
// process, or in a betzac process) and real worker processes: the test
// binary re-executed as betzac (TestMain, BETZAC_RUN_MAIN).

var testAuth = distperft.Auth{User: "perft", Password: "s3cret"}

// startTestServer starts a server requiring testAuth; it stops at the
// end of the test.
func startTestServer(t *testing.T) string {
	t.Helper()
	srv, err := distperft.StartServer("127.0.0.1:0", t.TempDir(), testAuth)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	return srv.ClientURL()
}

// process is a betzac process whose stderr lines are collected.
type process struct {
	cmd   *exec.Cmd
	mu    sync.Mutex
	lines []string
	seen  chan string // every stderr line, if not full
	done  chan struct{}
	out   strings.Builder
}

// startBetzac starts betzac with args; it is killed at the end of the test.
func startBetzac(t *testing.T, args ...string) *process {
	t.Helper()
	p := &process{cmd: exec.Command(os.Args[0], args...), seen: make(chan string, 100000), done: make(chan struct{})}
	p.cmd.Env = append(os.Environ(), "BETZAC_RUN_MAIN=1")
	p.cmd.Stdout = &p.out
	stderr, err := p.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go p.read(stderr)
	t.Cleanup(func() {
		_ = p.cmd.Process.Kill()
		<-p.done
		_ = p.cmd.Wait()
	})
	return p
}

func (p *process) read(r io.Reader) {
	defer close(p.done)
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		p.mu.Lock()
		p.lines = append(p.lines, sc.Text())
		p.mu.Unlock()
		select {
		case p.seen <- sc.Text():
		default:
		}
	}
}

// stderr returns the lines read so far.
func (p *process) stderr() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.lines...)
}

// waitFor returns the first stderr line from now on matching re, or
// fails the test after a minute.
func (p *process) waitFor(t *testing.T, re *regexp.Regexp) []string {
	t.Helper()
	timeout := time.After(time.Minute)
	for {
		select {
		case l := <-p.seen:
			if m := re.FindStringSubmatch(l); m != nil {
				return m
			}
		case <-p.done:
			t.Fatalf("process ended without a line matching %s: %q", re, p.stderr())
		case <-timeout:
			t.Fatalf("no line matching %s after a minute: %q", re, p.stderr())
		}
	}
}

// startWorkers starts n worker processes w1..wn on url.
func startWorkers(t *testing.T, url string, n int) []*process {
	var ws []*process
	for i := 1; i <= n; i++ {
		ws = append(ws, startBetzac(t, "worker", "--nats", url, "--user", testAuth.User,
			"--password", testAuth.Password, "--threads", "1", "--id", fmt.Sprintf("w%d", i)))
	}
	return ws
}

// plainPerft is the expected result: the plain perft of the same root.
func plainPerft(t *testing.T, variant, moves string, depth int) perft.Result {
	t.Helper()
	_, p, err := compiler.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields(moves) {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(m)
	}
	r, err := perft.Run(context.Background(), pos, depth, perft.Options{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// distributedJSON runs the coordinator in-process on url and decodes its
// --json --divide output.
func distributedJSON(t *testing.T, args ...string) (perft.Result, string) {
	t.Helper()
	stdout, stderr, status := execute(t, append(args, "--json", "--divide")...)
	if status != 0 {
		t.Fatalf("betzac %s: status %d: %s", strings.Join(args, " "), status, stderr)
	}
	var r perft.Result
	if err := json.Unmarshal([]byte(stdout), &r); err != nil {
		t.Fatalf("%v: %s", err, stdout)
	}
	return r, stderr
}

// TestDistributedPerft: the distributed count and divide equal plain
// perft's, for chess, capablanca, shogi with drops (from a position where
// a bishop has been taken, so that the units drop it) and hookchess
// (multi-leg moves), at splits that merge transpositions.
func TestDistributedPerft(t *testing.T) {
	if testing.Short() {
		t.Skip("starts worker processes")
	}
	url := startTestServer(t)
	startWorkers(t, url, 2)
	tests := []struct {
		variant, moves string
		depth, split   int
	}{
		{"chess", "", 4, 3},
		{"capablanca", "", 3, 2},
		{"shogi", "c3c4 g7g6 b2h8+", 3, 2},
		{"hookchess", "", 4, 2},
	}
	for _, tc := range tests {
		t.Run(tc.variant, func(t *testing.T) {
			want := plainPerft(t, tc.variant, tc.moves, tc.depth)
			args := []string{"perft", tc.variant, "-d", fmt.Sprint(tc.depth), "--split", fmt.Sprint(tc.split),
				"--nats", url, "--workers", "0", "--user", testAuth.User, "--password", testAuth.Password}
			if tc.moves != "" {
				args = append(args, "--moves", tc.moves)
			}
			got, _ := distributedJSON(t, args...)
			if got.Nodes != want.Nodes {
				t.Errorf("nodes %d, plain perft %d", got.Nodes, want.Nodes)
			}
			if diff := cmp.Diff(want.Divide, got.Divide); diff != "" {
				t.Errorf("divide (-plain +distributed):\n%s", diff)
			}
		})
	}
}
