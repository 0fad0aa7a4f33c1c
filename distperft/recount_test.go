package distperft

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestRecountsCross: two workers, each giving back the recounts that
// avoid it, take each other's. The last recounts of a --verify run, one
// avoiding each worker, used to go back to the worker they avoid in lock
// step (each worker gave one back and asked again at once, so it was
// first in line when its own came back) until both were declined (CI's
// TestDistributedVerify; a pair given to two workers started together
// did it in 2 of 20 runs on a loaded machine), so five pairs are given,
// each to two new workers. (It failed in CI twice more while a worker
// handed its own back paused at least passOnDelay: see
// TestRecountsCrossStaggered.)
func TestRecountsCross(t *testing.T) {
	t.Parallel() // mostly waits (workers asking, leases running out), on a server of its own
	recountPairs(t, 5, 0)
}

// TestRecountsCrossStaggered: as TestRecountsCross, the second recount
// of each pair published 200-450 ms after the first, so that when the
// first went to the worker it avoids, the two give theirs back that far
// apart. Workers that paused at least passOnDelay when their own came
// back kept that order, the one that gave back first asking first and
// handed its own again (pauseIfBack): a pair took over 10 s in 6 of 100.
// Two pairs in the default tier (a pair takes about 3.5 s), five in the
// full one.
func TestRecountsCrossStaggered(t *testing.T) {
	t.Parallel() // mostly waits, on a server of its own
	recountPairs(t, testenv.Pick(2, 5), 200*time.Millisecond)
}

// recountPairs gives n pairs of recounts (n at most 5), each to two new
// workers, the second of a pair published stagger plus up to 250 ms after
// the first (none if stagger is 0), and checks that each worker counted
// the other's.
func recountPairs(t *testing.T, n int, stagger time.Duration) {
	nc, js := startJetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if err := Setup(ctx, js, 0); err != nil {
		t.Fatal(err)
	}
	hash, start := storeChess(ctx, t, js)
	secret := testSecret(t)
	results, _ := js.KeyValue(ctx, Results)
	watch, err := results.Watch(ctx, "v.>", jetstream.UpdatesOnly())
	if err != nil {
		t.Fatal(err)
	}
	defer watch.Stop()
	moves := []string{"e2e4", "d2d4", "g1f3", "c2c4", "b1c3", "e2e3", "d2d3", "g2g3", "b2b3", "f2f4"}
	for i := 0; i < 2*n; i += 2 {
		func() {
			defer startPair(ctx, t, nc, secret)()
			time.Sleep(1500 * time.Millisecond) // both idle, asking
			published := time.Now()
			// Each recount's key, and the worker that must not count it.
			want := map[string]string{verifyKey(publishRecount(ctx, t, js, hash, start, moves[i], "w1")): "w1"}
			if stagger > 0 {
				time.Sleep(stagger + rand.N(250*time.Millisecond))
			}
			want[verifyKey(publishRecount(ctx, t, js, hash, start, moves[i+1], "w2"))] = "w2"
			awaitRecounts(t, watch, want)
			t.Logf("pair %d recounted in %.2fs", i/2, time.Since(published).Seconds())
		}()
	}
}

// startPair starts workers w1 and w2, logging to the test's log, and
// returns what stops them and waits until they have returned (a log line
// after the test has ended would panic).
func startPair(ctx context.Context, t *testing.T, nc *nats.Conn, secret *Secret) (stop func()) {
	wctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for _, id := range []string{"w1", "w2"} {
		wg.Go(func() {
			opt := WorkerOptions{ID: id, Threads: 1, Secret: secret, Log: testLog{t}, Verbose: true}
			if err := Work(wctx, nc, opt); err != nil {
				t.Errorf("worker %s: %v", id, err)
			}
		})
	}
	return func() {
		cancel()
		wg.Wait()
	}
}

// testLog writes a worker's log lines to the test's log.
type testLog struct{ t *testing.T }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Log(time.Now().Format("15:04:05.000"), string(p))
	return len(p), nil
}

// awaitRecounts reads the recounts of want (key -> worker to avoid) from
// watch and checks that another worker counted each.
func awaitRecounts(t *testing.T, watch jetstream.KeyWatcher, want map[string]string) {
	t.Helper()
	for e := range watch.Updates() {
		if e == nil {
			continue
		}
		var n Count
		if err := json.Unmarshal(e.Value(), &n); err != nil {
			t.Fatal(err)
		}
		if n.Declined || n.Worker == want[e.Key()] || n.Nodes == 0 {
			t.Errorf("recount %s (avoiding %s): %+v", e.Key(), want[e.Key()], n)
		}
		if delete(want, e.Key()); len(want) == 0 {
			return
		}
	}
	t.Fatalf("recounts never stored: %v", want)
}

// storeChess stores chess's Program and returns its hash and start.
func storeChess(ctx context.Context, t *testing.T, js jetstream.JetStream) (string, *vm.Position) {
	t.Helper()
	_, prog, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	hash, progJSON, err := ProgramHash(prog)
	if err != nil {
		t.Fatal(err)
	}
	programs, _ := js.KeyValue(ctx, Programs)
	if _, err := programs.Put(ctx, hash, progJSON); err != nil {
		t.Fatal(err)
	}
	start, err := vm.NewPosition(prog, "")
	if err != nil {
		t.Fatal(err)
	}
	return hash, start
}

// publishRecount publishes the depth-2 recount of the position after move,
// to be given back by avoid for up to 20 s; it returns the unit's key.
func publishRecount(ctx context.Context, t *testing.T, js jetstream.JetStream, hash string, start *vm.Position, move, avoid string) string {
	t.Helper()
	pos := start.Clone()
	m, err := pos.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	pos.Make(m)
	job := Job{Program: hash, Moves: []string{move}, Depth: 2, Key: Key(hash, PositionKey(pos), 2),
		Version: vm.CountVersion, Avoid: avoid, Patience: 20}
	data, _ := json.Marshal(job)
	if _, err := js.Publish(ctx, Subject+".verify", data); err != nil {
		t.Fatal(err)
	}
	return job.Key
}
