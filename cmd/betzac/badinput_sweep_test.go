//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/betzac/betzac/distperft"
)

// Rows found by the hostile-input catalogue (CI/hostile.sh, issue 23): a
// named pipe given where betzac reads a small file blocked for ever
// (/dev/zero filled the memory), long inputs were echoed whole, and
// page built the VM (a minute on a cold cache) before it found that -o
// was a file.
// Every input file is now read by variants.ReadFile, the one reader that
// refuses what is not a regular file; long texts are shown by
// internal/quote.
func TestBadInputSweep(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	split := []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/s", "--listen", "127.0.0.1:0"}
	// A worker reads its secret first: without --secret, the user's
	// default store's, which this machine may not have.
	secret := filepath.Join(t.TempDir(), "secret")
	if _, err := distperft.LoadSecret(secret, true); err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", 300)
	rows := []badInput{
		{name: "secret is a fifo", args: append(split[:len(split):len(split)], "--secret", fifo),
			wantExit: 1, wantFirst: "betzac: --secret " + fifo + ": not a regular file"},
		{name: "nkey is a fifo", args: append(split[:len(split):len(split)], "--nkey", fifo),
			wantExit: 1, wantFirst: "betzac: --nkey " + fifo + ": not a regular file"},
		{name: "tls-cert is a fifo", args: append(split[:len(split):len(split)], "--tls-cert", fifo, "--tls-key", fifo),
			wantExit: 1, wantFirst: "betzac: --tls-cert " + fifo + ": not a regular file"},
		{name: "worker secret is a fifo", args: []string{"worker", "--nats", "nats://127.0.0.1:1", "--secret", fifo},
			wantExit: 1, wantFirst: "betzac: --secret " + fifo + ": not a regular file"},
		{name: "worker nkey is a fifo", args: []string{"worker", "--nats", "nats://127.0.0.1:1", "--secret", secret, "--nkey", fifo},
			wantExit: 1, wantFirst: "betzac: --nkey " + fifo + ": not a regular file"},
		{name: "worker tls-ca is a fifo", args: []string{"worker", "--nats", "nats://127.0.0.1:1", "--secret", secret, "--tls-ca", fifo},
			wantExit: 1, wantFirst: "betzac: --tls-ca " + fifo + ": not a regular file"},
		{name: "probe answers are a fifo", args: []string{"gamecourier", "chess", "--probe-answers", fifo},
			wantExit: 1, wantFirst: "betzac: --probe-answers " + fifo + ": not a regular file"},
		{name: "fsfplay expect-fail is a fifo", args: []string{"fsfplay", "--engine", "true", "--expect-fail", fifo},
			wantExit: 1, wantFirst: "betzac: " + fifo + ": not a regular file"},
		{name: "long variant name", args: []string{"moves", long},
			wantExit: 1, wantFirst: `"` + long[:60] + `"… (300 bytes): unknown variant "` + long[:60] + `"… (300 bytes) ('betzac variants' lists the built-ins), and no such file`},
		{name: "long move", args: []string{"moves", "chess", "--moves", "e2e4 " + long},
			wantExit: 1, wantFirst: `betzac: --moves: move 2 ("` + long[:60] + `"… (300 bytes)): malformed: 300 bytes, longer than any move`},
		{name: "long piece letter", args: []string{"diagram", "chess", "--piece", strings.Repeat("Q", 100)},
			wantExit: 1, wantFirst: `betzac: chess: no piece "` + strings.Repeat("Q", 60) + `"… (100 bytes) in chess (its pieces: P N B R Q K)`},
		{name: "long section name", args: []string{"import", "fsf", "{dir}/v.ini", long},
			files: map[string]string{"v.ini": "[a:chess]\n"}, wantExit: 1,
			wantFirst: `betzac: {dir}/v.ini: variants.ini has no section ["` + long[:60] + `"… (300 bytes)]`},
		{name: "page output is a file", args: []string{"page", "chess", "-o", "{dir}/f", "--src", "{dir}/nosrc"},
			files: map[string]string{"f": "a file\n"}, wantExit: 1, wantFirst: "betzac: mkdir {dir}/f: not a directory"},
	}
	runBadInputs(t, rows)
}
