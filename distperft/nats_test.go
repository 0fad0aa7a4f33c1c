package distperft

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// TestWorkerWaitsForBuckets: a worker that finds the work queue before
// the buckets exist waits for them. It used to stop with "bucket not
// found", and --verify's recounts, left to the one worker they avoid,
// were given back for ever (issue 16's stall).
func TestWorkerWaitsForBuckets(t *testing.T) {
	srv, err := StartServer(ServerConfig{Listen: "127.0.0.1:0", Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop()
	nc, err := Connect(srv.ClientURL(), "test", Auth{})
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
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
	go func() { done <- Work(wctx, nc, WorkerOptions{ID: "w"}) }()
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
