package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/distperft/natsd"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// The distributed tests run a real NATS server (in the test process, or
// started by betzac: the test binary re-executed as betzac-nats, TestMain)
// and real worker processes: the test binary re-executed as betzac
// (TestMain, BETZAC_RUN_MAIN).

var testAuth = distperft.Auth{User: "perft", Password: "s3cret"}

// startTestServer starts a server requiring testAuth; it stops at the
// end of the test. It returns its URL and the file of a new store secret
// for the run's coordinator and workers.
func startTestServer(t *testing.T) (url, secret string) {
	t.Helper()
	srv, err := natsd.Start(distperft.ServerConfig{Listen: "127.0.0.1:0", Store: t.TempDir(),
		Users: []distperft.User{{Name: testAuth.User, Password: testAuth.Password}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	secret = filepath.Join(t.TempDir(), "secret")
	if _, err := distperft.LoadSecret(secret, true); err != nil {
		t.Fatal(err)
	}
	return srv.ClientURL(), secret
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
	// Its own cache directory: no default store of the user's.
	p.cmd.Env = append(os.Environ(), "BETZAC_RUN_MAIN=1", "XDG_CACHE_HOME="+t.TempDir())
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
func startWorkers(t *testing.T, url, secret string, n int) []*process {
	var ws []*process
	for i := 1; i <= n; i++ {
		ws = append(ws, startWorker(t, url, secret, i))
	}
	return ws
}

// startWorker starts worker process w<i> on url.
func startWorker(t *testing.T, url, secret string, i int) *process {
	return startBetzac(t, "worker", "--nats", url, "--secret", secret, "--user", testAuth.User,
		"--password", testAuth.Password, "--threads", "1", "--id", fmt.Sprintf("w%d", i))
}

// plainPerft is the expected result: the plain perft of the same root
// (fen "" is the variant's start).
func plainPerft(t *testing.T, variant, fen, moves string, depth int) perft.Result {
	t.Helper()
	_, p, err := compiler.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, fen)
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

// Chess perft from the start position, the published table
// (chessprogramming.org, "Perft Results"): the totals the runs from the
// start must print, with no plain perft to count them again.
const (
	chessPerft3 = 8902
	chessPerft5 = 4865609
	chessPerft6 = 119060324
)

// distributedJSON runs betzac perft in-process (the coordinator with
// --split, plain perft without) and decodes its --json --divide output.
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
// perft's, for chess (chessprogramming.org's position 3, with e.p.: split
// 3 merges 2,812 paths into 2,014 units), capablanca, shogi with drops
// (from a position where a bishop has been taken, so that the units drop
// it) and hookchess (multi-leg moves). The start position of chess runs
// distributed in TestDistributedKillWorker (perft 6) and
// TestDistributedResume (perft 5); shogi's drops from both hands in
// TestDistributedNotations.
func TestDistributedPerft(t *testing.T) {
	url, secret := startTestServer(t)
	startWorkers(t, url, secret, 2)
	const cpw3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
	tests := []struct {
		variant, fen, moves string
		depth, split        int
	}{
		{"chess", cpw3, "", 4, 3},
		{"capablanca", "", "", 3, 2},
		{"shogi", "", "c3c4 g7g6 b2h8+", 3, 1},
		{"hookchess", "", "", 4, 2},
	}
	for _, tc := range tests {
		t.Run(tc.variant, func(t *testing.T) {
			want := plainPerft(t, tc.variant, tc.fen, tc.moves, tc.depth)
			args := []string{"perft", tc.variant, "-d", fmt.Sprint(tc.depth), "--split", fmt.Sprint(tc.split),
				"--nats", url, "--secret", secret, "--workers", "0", "--user", testAuth.User, "--password", testAuth.Password}
			if tc.fen != "" {
				args = append(args, "--fen", tc.fen)
			}
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

// TestDistributedResume kills the coordinator (with its betzac-nats
// and worker) in the middle, reruns it on the same store, and checks that
// the rerun counts only the units the first run had not stored, and gets
// the right total.
func TestDistributedResume(t *testing.T) {
	t.Parallel() // its betzac runs are processes of their own: no flag or variable of the test process
	store := t.TempDir()
	args := []string{"perft", "chess", "-d", "5", "--split", "2", "--store", store, "--listen", "127.0.0.1:0",
		"--workers", "1", "--threads", "1", "--verbose", "--ack-wait", "2s"}
	first := startBetzac(t, args...)
	countedRE := regexp.MustCompile(`^worker \S+: counted (\S+):`)
	for i := 0; i < 40; i++ {
		first.waitFor(t, countedRE)
	}
	if err := first.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	<-first.done
	before := map[string]bool{}
	for _, l := range first.stderr() {
		if m := countedRE.FindStringSubmatch(l); m != nil {
			before[m[1]] = true
		}
	}

	second := startBetzac(t, args...)
	<-second.done
	if err := second.cmd.Wait(); err != nil {
		t.Fatalf("rerun: %v: %q", err, second.stderr())
	}
	var units, resumed, counted int
	summary := regexp.MustCompile(`^betzac: (\d+) units: (\d+) counted now, (\d+) from earlier runs`)
	again := map[string]bool{}
	for _, l := range second.stderr() {
		if m := countedRE.FindStringSubmatch(l); m != nil {
			counted++
			if before[m[1]] || again[m[1]] {
				t.Errorf("unit %s counted again", m[1])
			}
			again[m[1]] = true
		}
		if m := summary.FindStringSubmatch(l); m != nil {
			fmt.Sscan(m[1], &units)
			fmt.Sscan(m[3], &resumed)
		}
	}
	// The first run may have stored a unit or two it had no time to log:
	// the rerun counts at most the units the first one did not log, and
	// finds at least those it logged.
	if resumed < len(before) || counted+len(before) > units || counted == 0 {
		t.Errorf("rerun: %d units, %d found stored (the first run logged %d), %d counted", units, resumed, len(before), counted)
	}
	t.Logf("the first run logged %d units counted; the rerun found %d stored and counted %d of %d", len(before), resumed, counted, units)
	if !strings.HasPrefix(second.out.String(), fmt.Sprintf("nodes %d\n", chessPerft5)) {
		t.Errorf("rerun printed %q, want nodes %d (chess perft 5)", second.out.String(), chessPerft5)
	}
}

// TestDistributedAuth: a worker with the wrong password is refused.
func TestDistributedAuth(t *testing.T) {
	url, secret := startTestServer(t)
	w := startBetzac(t, "worker", "--nats", url, "--secret", secret, "--user", testAuth.User, "--password", "wrong")
	<-w.done
	err := w.cmd.Wait()
	if err == nil {
		t.Fatal("a worker with the wrong password ran")
	}
	if text := strings.Join(w.stderr(), "\n"); !strings.Contains(strings.ToLower(text), "authorization violation") {
		t.Errorf("stderr %q: want the server's authorization violation", text)
	}
}

// TestDistributedVerify counts a perft, writes a wrong count for one unit
// into the results bucket (a faulty machine), and reruns with --verify 1:
// another worker recounts every unit and the disagreement is reported.
// (It stalled about one run in seven: a worker started before the
// coordinator's buckets existed stopped, and the other one gave back the
// recounts it had to avoid for ever; TestWorkerWaitsForBuckets.) On a
// machine loaded far beyond its cores it has failed with a recount that
// the other worker did not take within the 30 s patience, so it runs in
// the full tier (CI's quiet machine), not in the README's test command.
func TestDistributedVerify(t *testing.T) {
	if !testenv.Full() {
		t.Skip("the full tier: " + testenv.Var + "=1 runs it (a recount's patience is 30 s)")
	}
	url, secret := startTestServer(t)
	ws := startWorkers(t, url, secret, 2)
	args := []string{"perft", "chess", "-d", "3", "--split", "1", "--nats", url, "--secret", secret, "--workers", "0",
		"--user", testAuth.User, "--password", testAuth.Password}
	distributedJSON(t, args...)
	keys := resultKeys(t, url, 20)
	// A faulty worker holding the secret: its count is signed.
	faulty := distperft.Count{Nodes: 12345, Worker: "faulty"}
	faulty.MAC = loadSecret(t, secret).Sign(keys[7], faulty)
	bad, _ := json.Marshal(faulty)
	putResult(t, url, keys[7], bad)

	_, stderr, status := execute(t, append(args, "--verify", "1")...)
	if status != 1 || !strings.Contains(stderr, "verification failed: 1 of") ||
		!strings.Contains(stderr, "unit "+keys[7]+": worker faulty counted 12345") {
		t.Errorf("status %d, stderr %q: want the corrupted unit %s reported", status, stderr, keys[7])
	}
	for _, w := range ws {
		if text := strings.Join(w.stderr(), "\n"); strings.Contains(text, "declined") {
			t.Errorf("a worker declined a recount with another worker there:\n%s", text)
		}
	}
}

// TestDistributedVerifyOneWorker: with one worker, --verify cannot have
// a unit recounted by another one; after the recounts' patience (10 s
// for units this small) the run fails naming the units, rather than
// offering them to the same worker for ever.
func TestDistributedVerifyOneWorker(t *testing.T) {
	if !testenv.Full() {
		t.Skip("waits for the recounts' patience (half a minute): " + testenv.Var + "=1 runs it")
	}
	url, secret := startTestServer(t)
	startWorkers(t, url, secret, 1)
	args := []string{"perft", "chess", "-d", "2", "--split", "1", "--nats", url, "--secret", secret, "--workers", "0",
		"--user", testAuth.User, "--password", testAuth.Password}
	distributedJSON(t, args...)
	start := time.Now()
	_, stderr, status := execute(t, append(args, "--verify", "0.2")...)
	if status != 1 || !strings.Contains(stderr, "no worker but w1, which counted it, took its recount") {
		t.Errorf("status %d, stderr %q: want the recounts no other worker took reported", status, stderr)
	}
	if d := time.Since(start); d > time.Minute {
		t.Errorf("the verification took %s to fail", d)
	}
}

func loadSecret(t *testing.T, file string) *distperft.Secret {
	t.Helper()
	s, err := distperft.LoadSecret(file, false)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// resultKeys returns the keys of the Results bucket, failing unless
// there are n.
func resultKeys(t *testing.T, url string, n int) []string {
	t.Helper()
	kv := resultsBucket(t, url)
	keys, err := kv.Keys(context.Background())
	if err != nil || len(keys) != n {
		t.Fatalf("results: %d keys (want %d), %v", len(keys), n, err)
	}
	return keys
}

// putResult stores data under key in the Results bucket.
func putResult(t *testing.T, url, key string, data []byte) {
	t.Helper()
	if _, err := resultsBucket(t, url).Put(context.Background(), key, data); err != nil {
		t.Fatal(err)
	}
}

func resultsBucket(t *testing.T, url string) jetstream.KeyValue {
	t.Helper()
	nc, err := distperft.Connect(url, "test", testAuth)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	kv, err := js.KeyValue(context.Background(), distperft.Results)
	if err != nil {
		t.Fatal(err)
	}
	return kv
}

// TestDistributedListenNeedsAuth: a server of perft's that other machines can
// reach must have credentials; on loopback it needs none.
func TestDistributedListenNeedsAuth(t *testing.T) {
	for _, listen := range []string{"0.0.0.0:0", "[::]:0", "192.0.2.1:0"} {
		_, stderr, status := execute(t, "perft", "chess", "-d", "2", "--split", "1", "--listen", listen, "--store", t.TempDir())
		if status != 2 || !strings.Contains(stderr, "--listen "+listen+": other machines could reach the server, so it needs credentials") {
			t.Errorf("--listen %s: status %d, stderr %q: want a usage error asking for credentials", listen, status, stderr)
		}
	}
	_, stderr, status := execute(t, "perft", "chess", "-d", "2", "--split", "1", "--listen", "0.0.0.0:0", "--user", "u", "--store", t.TempDir())
	if status != 2 || !strings.Contains(stderr, "--user u needs --password") {
		t.Errorf("--user without --password: status %d, stderr %q", status, stderr)
	}
	stdout, stderr, status := execute(t, "perft", "chess", "-d", "2", "--split", "1", "--listen", "127.0.0.1:0", "--store", t.TempDir())
	if status != 0 || !strings.HasPrefix(stdout, "nodes 400\n") || !strings.Contains(stderr, "only this machine can join") {
		t.Errorf("loopback: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
}

// TestDistributedTLSNkeys runs a coordinator whose server (betzac-nats) has a
// self-signed certificate (made here) and lets in one worker's nkey: a
// worker that does not trust the certificate and one with another nkey
// are refused, and the one with both counts the perft.
func TestDistributedTLSNkeys(t *testing.T) {
	t.Parallel() // its betzac runs are processes of their own: no flag or variable of the test process
	dir := t.TempDir()
	cert, key := selfSignedCert(t, dir)
	workerSeed, workerPub := nkeyFile(t, dir, "worker.nk")
	coordSeed, _ := nkeyFile(t, dir, "coord.nk")
	strangerSeed, _ := nkeyFile(t, dir, "stranger.nk")
	coord := startBetzac(t, "perft", "chess", "-d", "3", "--split", "1", "--store", filepath.Join(dir, "store"),
		"--listen", "127.0.0.1:0", "--workers", "0", "--tls-cert", cert, "--tls-key", key, "--tls-ca", cert,
		"--nkey", coordSeed, "--allow-nkey", workerPub)
	join := coord.waitFor(t, regexp.MustCompile(`^  betzac worker --nats (tls://127\.0\.0\.1:\d+) --secret (\S+) --nkey SEED-FILE --tls-ca (\S+)$`))
	url, secret := join[1], join[2]
	refused := []struct {
		name, want string
		args       []string
	}{
		{"untrusted certificate", "certificate", []string{"--nkey", workerSeed, "--secret", secret}},
		{"unknown nkey", "authorization violation", []string{"--nkey", strangerSeed, "--tls-ca", cert, "--secret", secret}},
		{"no credentials", "authorization violation", []string{"--tls-ca", cert, "--user", "nobody", "--password", "x", "--secret", secret}},
	}
	for _, r := range refused {
		w := startBetzac(t, append([]string{"worker", "--nats", url}, r.args...)...)
		<-w.done
		if err := w.cmd.Wait(); err == nil {
			t.Errorf("%s: the worker ran", r.name)
		}
		if text := strings.ToLower(strings.Join(w.stderr(), "\n")); !strings.Contains(text, r.want) {
			t.Errorf("%s: stderr %q, want %q", r.name, text, r.want)
		}
	}
	startBetzac(t, "worker", "--nats", url, "--nkey", workerSeed, "--tls-ca", join[3], "--secret", secret, "--threads", "1")
	<-coord.done
	if err := coord.cmd.Wait(); err != nil {
		t.Fatalf("coordinator: %v: %q", err, coord.stderr())
	}
	if !strings.HasPrefix(coord.out.String(), fmt.Sprintf("nodes %d\n", chessPerft3)) {
		t.Errorf("printed %q, want nodes %d (chess perft 3)", coord.out.String(), chessPerft3)
	}
}

// selfSignedCert writes a self-signed certificate for 127.0.0.1 and
// localhost and its key, and returns their files.
func selfSignedCert(t *testing.T, dir string) (certFile, keyFile string) {
	t.Helper()
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "betzac test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: []string{"localhost"},
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true, IsCA: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &priv.PublicKey, priv)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	writeFile(t, certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}))
	writeFile(t, keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}))
	return certFile, keyFile
}

// nkeyFile writes a new nkey user seed to dir/name and returns the file
// and the public key.
func nkeyFile(t *testing.T, dir, name string) (file, public string) {
	t.Helper()
	kp, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	seed, err := kp.Seed()
	if err != nil {
		t.Fatal(err)
	}
	public, err = kp.PublicKey()
	if err != nil {
		t.Fatal(err)
	}
	file = filepath.Join(dir, name)
	writeFile(t, file, seed)
	return file, public
}

func writeFile(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(name, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestPerftPlan: --plan walks the split without a server; its paths are
// chess perft 3 (8,902, the published table) and the transpositions
// merged leave fewer units than paths.
func TestPerftPlan(t *testing.T) {
	stdout, stderr, status := execute(t, "perft", "chess", "-d", "5", "--split", "3", "--plan")
	var paths, units uint64
	if _, err := fmt.Sscanf(stdout, "paths %d\nunits %d\n", &paths, &units); status != 0 || err != nil {
		t.Fatalf("status %d, stdout %q, stderr %q: %v", status, stdout, stderr, err)
	}
	if paths != 8902 || units == 0 || units >= paths {
		t.Errorf("paths %d, units %d: want 8902 paths and fewer units", paths, units)
	}
}
