package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/distperft/natsd"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// The distributed store must not hand back wrong numbers (issue 23):
// counts written by a process that is not a worker of the run, counts of
// an older counting code, and the ends of a run.

// poison connects to url as a process of the machine would (with opts,
// perhaps none) and writes a count of 1 for every unit published, as the
// 20-line script of issue 23 did. It returns the number written, or the
// connection's error.
func poison(t *testing.T, url string, opts ...nats.Option) (*atomic.Int32, error) {
	t.Helper()
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		return nil, err
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	var written atomic.Int32
	_, err = nc.Subscribe(distperft.Subject+".>", func(m *nats.Msg) {
		var job distperft.Job
		if json.Unmarshal(m.Data, &job) != nil {
			return
		}
		kv, err := js.KeyValue(context.Background(), distperft.Results)
		if err != nil {
			return
		}
		fake, _ := json.Marshal(distperft.Count{Nodes: 1, Worker: "w1"})
		if _, err := kv.Put(context.Background(), job.Key, fake); err == nil {
			written.Add(1)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return &written, nc.Flush()
}

// waitWritten waits until n counts are written.
func waitWritten(t *testing.T, written *atomic.Int32, n int32) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); written.Load() < n; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d fake counts written, want %d", written.Load(), n)
		}
	}
}

// joinRE is the worker command line a coordinator that started its server
// prints.
var joinRE = regexp.MustCompile(`^  betzac worker (--nats (nats://127\.0\.0\.1:\d+).*)$`)

// waitExit waits until p ends, or fails the test after two minutes.
func waitExit(t *testing.T, p *process) {
	t.Helper()
	select {
	case <-p.done:
	case <-time.After(2 * time.Minute):
		t.Fatalf("%q still runs after two minutes: %q", p.cmd.Args, p.stderr())
	}
}

// TestDistributedKillWorker kills one of three workers (SIGKILL) while it
// counts a unit: the unit's lease runs out (--ack-wait 2s), another worker
// gets it and logs the redelivery, and the total is still right. w1 is
// alone when the run starts, and w2 and w3 come after the kill: with all
// three from the start, w2 and w3 could count all 20 units (~0.1 s each)
// before w1, which looks for the work queue once a second, saw it, and the
// test failed after waiting a minute for w1 to count (2 of 10 runs of
// the package on a loaded machine, one of them on main).
func TestDistributedKillWorker(t *testing.T) {
	url, secret := startTestServer(t)
	w1 := startWorker(t, url, secret, 1)
	type outcome struct {
		r      perft.Result
		stderr string
	}
	got := make(chan outcome)
	go func() {
		r, stderr := distributedJSON(t, "perft", "chess", "-d", "6", "--split", "1", "--nats", url, "--secret", secret, "--workers", "0",
			"--user", testAuth.User, "--password", testAuth.Password, "--ack-wait", "2s")
		got <- outcome{r, stderr}
	}()
	// w1's first unit (perft 5, ~5 M nodes: long enough to be killed in)
	key := w1.waitFor(t, regexp.MustCompile(`^worker w1: counting (\S+)`))[1]
	if err := w1.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	others := []*process{startWorker(t, url, secret, 2), startWorker(t, url, secret, 3)}
	res := <-got
	if res.r.Nodes != chessPerft6 {
		t.Errorf("nodes %d, want %d (chess perft 6)", res.r.Nodes, chessPerft6)
	}
	<-w1.done
	for _, l := range w1.stderr() {
		if strings.HasPrefix(l, "worker w1: counted "+key) {
			t.Skipf("w1 finished unit %s before the kill arrived: no redelivery to see", key)
		}
	}
	redelivered := "unit " + key + " redelivered"
	for _, w := range others {
		for _, l := range w.stderr() {
			if strings.Contains(l, redelivered) {
				return
			}
		}
	}
	t.Errorf("no worker logged %q; w2: %q\nw3: %q", redelivered, others[0].stderr(), others[1].stderr())
}

// TestDistributedPoisoning: with the default loopback listen, a local
// process without credentials could read the work queue and write a count
// for each unit (perft chess -d 3 --split 1 printed "nodes 20"). The
// server perft starts now refuses it; the worker started with the command line
// the coordinator prints counts, and the total is right.
func TestDistributedPoisoning(t *testing.T) {
	t.Parallel() // its betzac runs are processes of their own: no flag or variable of the test process
	store := t.TempDir()
	coord := startBetzac(t, "perft", "chess", "-d", "3", "--split", "1", "--store", store,
		"--listen", "127.0.0.1:0", "--workers", "0")
	join := coord.waitFor(t, joinRE)
	written, err := poison(t, join[2])
	if err == nil {
		waitWritten(t, written, 20) // every unit poisoned before a worker comes
	} else if !strings.Contains(strings.ToLower(err.Error()), "authorization violation") {
		t.Errorf("the poisoner was refused with %v, want an authorization violation", err)
	}
	startBetzac(t, append(strings.Fields("worker "+join[1]), "--threads", "1")...)
	waitExit(t, coord)
	if err := coord.cmd.Wait(); err != nil {
		t.Fatalf("coordinator: %v: %q", err, coord.stderr())
	}
	if got := coord.out.String(); !strings.HasPrefix(got, "nodes 8902\n") {
		t.Errorf("printed %q, want nodes 8902 (chess perft 3)", got)
	}
	fi, err := os.Stat(filepath.Join(store, distperft.SecretFile))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("the store's secret: %v, %v: want a file of mode 0600", fi, err)
	}
}

// TestDistributedUnsignedCount: a process that can write to the server
// (it has the NATS credentials of a shared server) but not the store's
// secret writes a count for each unit before any worker comes: the counts
// are not taken (they carry no MAC), the worker counts the units again,
// and the coordinator says how many results it left.
func TestDistributedUnsignedCount(t *testing.T) {
	url, secret := startTestServer(t)
	written, err := poison(t, url, nats.UserInfo(testAuth.User, testAuth.Password))
	if err != nil {
		t.Fatal(err)
	}
	type outcome struct {
		r      string
		stderr string
		status int
	}
	got := make(chan outcome, 1)
	go func() {
		stdout, stderr, status := execute(t, "perft", "chess", "-d", "3", "--split", "1", "--nats", url, "--secret", secret,
			"--workers", "0", "--user", testAuth.User, "--password", testAuth.Password)
		got <- outcome{stdout, stderr, status}
	}()
	waitWritten(t, written, 20)
	startWorkers(t, url, secret, 1)
	res := <-got
	if res.status != 0 || !strings.HasPrefix(res.r, "nodes 8902\n") {
		t.Errorf("status %d, printed %q, want nodes 8902 (chess perft 3); stderr %q", res.status, res.r, res.stderr)
	}
	if !strings.Contains(res.stderr, "betzac: 20 units: 20 counted now, 0 from earlier runs") ||
		!strings.Contains(res.stderr, "betzac: not used: 20 stored results without the store's secret's signature") {
		t.Errorf("stderr %q: want the 20 units counted now and the 20 unsigned results said", res.stderr)
	}
}

// TestDistributedStaleCounts: the store holds wrong counts (1 for each
// unit) under the keys of a betzac from before vm.CountVersion (as after a
// bug fix: issue 23's imported Xiangqi printed the old build's 73,398 from
// the store). They are not used; the output says so, and a rerun says its
// counts came from earlier runs of this version.
func TestDistributedStaleCounts(t *testing.T) {
	url, secret := startTestServer(t)
	args := []string{"perft", "chess", "-d", "3", "--split", "1", "--nats", url, "--secret", secret,
		"--workers", "0", "--user", testAuth.User, "--password", testAuth.Password}
	// The keys as betzac wrote them before CountVersion: program.dDEPTH.digest.
	_, prog, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	hash, _, err := distperft.ProgramHash(prog)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(prog, "")
	if err != nil {
		t.Fatal(err)
	}
	kv := resultsBucketAfterSetup(t, url)
	for _, m := range pos.LegalMoves() {
		pos.Make(m)
		key := distperft.Key(hash, distperft.PositionKey(pos), 2)
		pos.Unmake(m)
		old := strings.Replace(key, fmt.Sprintf(".c%d.", vm.CountVersion), ".", 1)
		if old == key {
			t.Fatalf("key %s: no version in it", key)
		}
		stale := distperft.Count{Nodes: 1, Worker: "old"}
		stale.MAC = loadSecret(t, secret).Sign(old, stale) // signed: the store's own, only old
		data, _ := json.Marshal(stale)
		if _, err := kv.Put(context.Background(), old, data); err != nil {
			t.Fatal(err)
		}
	}
	startWorkers(t, url, secret, 1)
	r, stderr := distributedJSON(t, args...)
	if r.Nodes != 8902 {
		t.Errorf("nodes %d, want 8902 (chess perft 3)", r.Nodes)
	}
	for _, want := range []string{
		fmt.Sprintf("betzac: 20 units: 20 counted now, 0 from earlier runs (counting code version %d)", vm.CountVersion),
		"betzac: not used: 20 stored counts of this variant and depth made by counting code version 0",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr %q: want %q", stderr, want)
		}
	}
	_, stderr = distributedJSON(t, args...)
	if want := fmt.Sprintf("betzac: 20 units: 0 counted now, 20 from earlier runs (counting code version %d)", vm.CountVersion); !strings.Contains(stderr, want) {
		t.Errorf("rerun: stderr %q: want %q", stderr, want)
	}
}

// resultsBucketAfterSetup is the Results bucket of the server at url,
// made as a coordinator makes it.
func resultsBucketAfterSetup(t *testing.T, url string) jetstream.KeyValue {
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
	if err := distperft.Setup(context.Background(), js, 0); err != nil {
		t.Fatal(err)
	}
	return resultsBucket(t, url)
}

// TestDistributedWorkerEndsWithRun: a worker that joined the server a
// coordinator started exits 0, with no error, when the run ends (it used to
// exit 1 with "nats: no responders available" or "server shutdown"); a
// rerun that finds every unit counted ends without its local worker's
// "context canceled".
func TestDistributedWorkerEndsWithRun(t *testing.T) {
	store := t.TempDir()
	args := []string{"perft", "chess", "-d", "3", "--split", "1", "--store", store, "--listen", "127.0.0.1:0"}
	coord := startBetzac(t, append(args, "--workers", "0")...)
	join := coord.waitFor(t, joinRE)
	w := startBetzac(t, append(strings.Fields("worker "+join[1]), "--threads", "1")...)
	waitExit(t, coord)
	if err := coord.cmd.Wait(); err != nil {
		t.Fatalf("coordinator: %v: %q", err, coord.stderr())
	}
	select {
	case <-w.done:
	case <-time.After(30 * time.Second):
		t.Fatalf("the worker still runs 30 s after the run ended: %q", w.stderr())
	}
	if err := w.cmd.Wait(); err != nil {
		t.Errorf("worker: %v, want exit 0: %q", err, w.stderr())
	}
	for _, l := range w.stderr() {
		if strings.Contains(l, "error") || strings.Contains(l, "nats: ") {
			t.Errorf("worker: %q", l)
		}
	}
	stdout, stderr, status := execute(t, args...)
	if status != 0 || !strings.HasPrefix(stdout, "nodes 8902\n") || strings.Contains(stderr, "canceled") {
		t.Errorf("rerun: status %d, stdout %q, stderr %q: want nodes 8902 and no error", status, stdout, stderr)
	}
}

// TestDistributedListenInUse: a port another process holds is named as
// the cause at once (it used to be "not ready after 10s (is the port in
// use?)").
func TestDistributedListenInUse(t *testing.T) {
	url, _ := startTestServer(t)
	hostPort := strings.TrimPrefix(url, "nats://")
	_, stderr, status := execute(t, "perft", "chess", "-d", "2", "--split", "1", "--listen", hostPort, "--store", t.TempDir())
	if want := "betzac: --listen " + hostPort + ": bind: address already in use\n"; status != 1 || stderr != want {
		t.Errorf("status %d, stderr %q, want 1 and %q", status, stderr, want)
	}
}

// TestDistributedStoreUnwritable: a store the user cannot write to is
// named as the cause (as root, which writes anywhere else, /sys).
func TestDistributedStoreUnwritable(t *testing.T) {
	dir := "/sys"
	if os.Getuid() != 0 {
		dir = t.TempDir()
		if err := os.Chmod(dir, 0o500); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = os.Chmod(dir, 0o700) })
	} else if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		t.Skip("no directory root cannot write to")
	}
	_, stderr, status := execute(t, "perft", "chess", "-d", "2", "--split", "1", "--listen", "127.0.0.1:0", "--store", dir)
	if want := "betzac: --store " + dir + ": cannot write there: permission denied\n"; status != 1 || stderr != want {
		t.Errorf("status %d, stderr %q, want 1 and %q", status, stderr, want)
	}
}

// TestWorkerRedactsPassword: a worker that cannot connect names the URL
// without its password.
func TestWorkerRedactsPassword(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "secret")
	if _, err := distperft.LoadSecret(secret, true); err != nil {
		t.Fatal(err)
	}
	_, stderr, status := execute(t, "worker", "--nats", "nats://perft:s3cr3t@127.0.0.1:1", "--secret", secret)
	if status != 1 || strings.Contains(stderr, "s3cr3t") || !strings.Contains(stderr, "nats://perft:xxxxx@127.0.0.1:1") {
		t.Errorf("status %d, stderr %q: want the URL with its password redacted", status, stderr)
	}
}

// TestWorkerWrongSecret: a worker whose --secret is not the store's is
// refused, and the error says which file it gave.
func TestWorkerWrongSecret(t *testing.T) {
	dir := t.TempDir()
	storeSecret, err := distperft.LoadSecret(filepath.Join(dir, "store.secret"), true)
	if err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.secret")
	if _, err := distperft.LoadSecret(other, true); err != nil {
		t.Fatal(err)
	}
	srv, err := natsd.Start(distperft.ServerConfig{Listen: "127.0.0.1:0", Store: t.TempDir(),
		Users: []distperft.User{{Name: distperft.SecretUser, Password: storeSecret.Password()}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	_, stderr, status := execute(t, "worker", "--nats", srv.ClientURL(), "--secret", other)
	want := "(the worker gave the password of its --secret " + other + ": is it the file the coordinator printed?)"
	if status != 1 || !strings.Contains(strings.ToLower(stderr), "authorization violation") || !strings.Contains(stderr, want) {
		t.Errorf("status %d, stderr %q: want an authorization violation and %q", status, stderr, want)
	}
}
