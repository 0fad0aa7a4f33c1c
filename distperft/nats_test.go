package distperft

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/vm"
)

// startJetStream starts a real NATS server with JetStream on a free
// loopback port, as betzac does (a betzac-nats process: the test binary,
// see TestMain), and connects to it; both end with the test.
func startJetStream(t *testing.T) (*nats.Conn, jetstream.JetStream) {
	t.Helper()
	path, err := distflags.FindServer("the tests run", "")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := StartServerProcess(path, ServerConfig{Listen: "127.0.0.1:0", Store: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := srv.Stop(); err != nil {
			t.Errorf("stopping the server: %v", err)
		}
	})
	nc, err := Connect(srv.URL(), "test", Auth{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return nc, js
}

// testSecret is a new secret in a file of the test's.
func testSecret(t *testing.T) *Secret {
	t.Helper()
	s, err := LoadSecret(filepath.Join(t.TempDir(), SecretFile), true)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestWorkerWaitsForBuckets: a worker that finds the work queue before
// the buckets exist waits for them. It used to stop with "bucket not
// found", and --verify's recounts, left to the one worker they avoid,
// were given back for ever (issue 16's stall).
func TestWorkerWaitsForBuckets(t *testing.T) {
	t.Parallel() // mostly waits (workers asking, leases running out), on a server of its own
	nc, js := startJetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// The queue alone, as a coordinator's Setup had made it in between.
	if _, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: Stream, Subjects: []string{Subject + ".>"},
		Retention: jetstream.WorkQueuePolicy}); err != nil {
		t.Fatal(err)
	}
	if _, err := js.CreateOrUpdateConsumer(ctx, Stream, jetstream.ConsumerConfig{Durable: Consumer,
		AckPolicy: jetstream.AckExplicitPolicy}); err != nil {
		t.Fatal(err)
	}
	wctx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- Work(wctx, nc, WorkerOptions{ID: "w", Secret: testSecret(t)}) }()
	select {
	case err := <-done:
		t.Fatalf("the worker stopped before the buckets existed: %v", err)
	case <-time.After(1500 * time.Millisecond):
	}
	if err := Setup(ctx, js, 0); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		t.Fatalf("the worker stopped once the buckets existed: %v", err)
	case <-time.After(1500 * time.Millisecond):
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("stopped worker: %v", err)
	}
}

// TestWorkerChecksPosition: a unit whose moves do not reach the position
// its key names (a move's notation read back as another move would do
// that) is not counted: the worker stores the error under the key, for
// the coordinator to stop with, rather than a count of another position.
func TestWorkerChecksPosition(t *testing.T) {
	nc, js := startJetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := Setup(ctx, js, 0); err != nil {
		t.Fatal(err)
	}
	hash, start := storeChess(ctx, t, js)
	// The key of the start position, with a move that leaves it.
	job := Job{Program: hash, Moves: []string{"e2e4"}, Depth: 1, Key: Key(hash, PositionKey(start), 1), Version: vm.CountVersion}
	data, _ := json.Marshal(job)
	if _, err := js.Publish(ctx, Subject+".count", data); err != nil {
		t.Fatal(err)
	}
	results, _ := js.KeyValue(ctx, Results)
	w, err := results.Watch(ctx, job.Key, jetstream.UpdatesOnly())
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	wctx, stop := context.WithCancel(ctx)
	defer stop()
	secret := testSecret(t)
	go func() { _ = Work(wctx, nc, WorkerOptions{ID: "w", Secret: secret}) }()
	for e := range w.Updates() {
		if e == nil {
			continue
		}
		var n Count
		if err := json.Unmarshal(e.Value(), &n); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(n.Error, "do not reach the unit's position") || n.Nodes != 0 {
			t.Errorf("stored %+v: want the error, no count", n)
		}
		if _, ok, msg, _ := readCount(e, secret); !strings.Contains(msg, "worker w could not count it") || ok {
			t.Errorf("the coordinator reads it as %q, a count: %v", msg, ok)
		}
		return
	}
	t.Fatal("no result stored")
}

// TestWorkerSurvivesLostConsumer: a worker whose consumer goes away (a
// server that lost it, a JetStream leader changing) keeps asking and
// counts once it is back. It used to stop at the first error, leaving a
// --verify recount to the one worker it must avoid, which then declined
// it after 30 s.
func TestWorkerSurvivesLostConsumer(t *testing.T) {
	t.Parallel() // mostly waits (workers asking, leases running out), on a server of its own
	nc, js := startJetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := Setup(ctx, js, 0); err != nil {
		t.Fatal(err)
	}
	wctx, stop := context.WithCancel(ctx)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- Work(wctx, nc, WorkerOptions{ID: "w", Secret: testSecret(t)}) }()
	time.Sleep(1500 * time.Millisecond) // the worker waits for units
	if err := js.DeleteConsumer(ctx, Stream, Consumer); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		t.Fatalf("the worker stopped when its consumer went: %v", err)
	case <-time.After(2500 * time.Millisecond):
	}
	if err := Setup(ctx, js, 0); err != nil {
		t.Fatal(err)
	}
	hash, start := storeChess(ctx, t, js)
	job := Job{Program: hash, Depth: 1, Key: Key(hash, PositionKey(start), 1), Version: vm.CountVersion}
	results, _ := js.KeyValue(ctx, Results)
	w, err := results.Watch(ctx, job.Key, jetstream.UpdatesOnly())
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	data, _ := json.Marshal(job)
	if _, err := js.Publish(ctx, Subject+".count", data); err != nil {
		t.Fatal(err)
	}
	for e := range w.Updates() {
		if e == nil {
			continue
		}
		var n Count
		if err := json.Unmarshal(e.Value(), &n); err != nil || n.Nodes != 20 {
			t.Errorf("stored %s (%v): want chess perft 1, 20", e.Value(), err)
		}
		return
	}
	t.Fatal("no count stored")
}
