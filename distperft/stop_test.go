package distperft

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/betzac/betzac/vm"
)

// TestStoppedWorkerGivesBack: a worker stopped while it fetches a unit's
// Program gives the unit back (Work then Naks it) rather than terminating
// it: a terminated unit is never counted and the coordinator waits for
// it for ever. (It took the canceled fetch for a bad Program.)
func TestStoppedWorkerGivesBack(t *testing.T) {
	_, js := startJetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := Setup(ctx, js, 0); err != nil {
		t.Fatal(err)
	}
	hash, start := storeChess(ctx, t, js)
	// A recount: no look for a count first, straight to the Program.
	job := Job{Program: hash, Depth: 1, Key: Key(hash, PositionKey(start), 1), Version: vm.CountVersion,
		Avoid: "another", Patience: 20}
	data, _ := json.Marshal(job)
	if _, err := js.Publish(ctx, Subject+".verify", data); err != nil {
		t.Fatal(err)
	}
	w := newWorker(WorkerOptions{ID: "w", Secret: testSecret(t)})
	if err := w.open(ctx, js); err != nil {
		t.Fatal(err)
	}
	msg, err := w.cons.Next(jetstream.FetchMaxWait(5 * time.Second))
	if err != nil {
		t.Fatal(err)
	}
	stopped, stop := context.WithCancel(ctx)
	stop()
	if err := w.handle(stopped, msg); !errors.Is(err, context.Canceled) {
		t.Fatalf("handle with the worker stopped: %v, want context.Canceled", err)
	}
	if err := msg.Nak(); err != nil { // as Work does with an error
		t.Fatal(err)
	}
	again, err := w.cons.Next(jetstream.FetchMaxWait(5 * time.Second))
	if err != nil {
		t.Fatalf("the unit did not come back: %v", err)
	}
	if string(again.Data()) != string(data) {
		t.Errorf("came back: %s, want %s", again.Data(), data)
	}
}
