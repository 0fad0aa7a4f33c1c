package distperft

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// Job is a unit as published: everything a worker needs to count it.
type Job struct {
	Program string   `json:"program"` // hash, a key of the Programs bucket
	FEN     string   `json:"fen"`     // the root FEN; "" is the start position
	Moves   []string `json:"moves"`   // from the FEN to the unit's position
	Depth   int      `json:"depth"`
	Key     string   `json:"key"` // where the count goes in Results
	// Version is the coordinator's vm.CountVersion: a worker whose
	// counting code is another refuses the unit.
	Version int `json:"version"`
	// Avoid, set on a verification job, is the worker that counted the
	// unit first: it gives the job back so that another one counts it,
	// for Patience seconds; then it declines it (Count.Declined).
	Avoid    string  `json:"avoid,omitempty"`
	Patience float64 `json:"patience,omitempty"`
}

// Count is a stored result.
type Count struct {
	Nodes   uint64  `json:"nodes"`
	Worker  string  `json:"worker"`
	Seconds float64 `json:"seconds"`
	// Declined: a verification job that no worker but this one, the
	// one to avoid, took within its Patience; Nodes means nothing.
	Declined bool `json:"declined,omitempty"`
	// Error: the worker could not count the unit (its moves do not
	// reach its position, its Program is missing or bad); the run fails
	// with it, and a rerun publishes the unit again.
	Error string `json:"error,omitempty"`
	// MAC proves that a worker holding the store's Secret stored it
	// under its key (Secret.Sign); a result without it is not taken.
	MAC string `json:"mac"`
}

// passOnDelay is how long a verification job given back waits before it
// is offered again.
const passOnDelay = 500 * time.Millisecond

// verifyKey is where a verification job's count goes.
func verifyKey(key string) string { return "v." + key }

// WorkerOptions configure a worker.
type WorkerOptions struct {
	ID      string    // names the worker in results and logs
	Threads int       // perft threads per unit; 0 = all cores
	Log     io.Writer // redeliveries and errors; nil = none
	Verbose bool      // also one line for each unit counted or skipped
	// Idle, if positive, ends the worker after that long without a unit.
	Idle time.Duration
	// Secret is the store's secret, which signs what the worker stores.
	Secret *Secret
}

// worker is one running worker.
type worker struct {
	opt      WorkerOptions
	cons     jetstream.Consumer
	results  jetstream.KeyValue
	programs jetstream.KeyValue
	mu       sync.Mutex
	cache    map[string]*legdefs.Program
	roots    map[string]*vm.Position // by Program hash and FEN
	wait     time.Duration           // the consumer's AckWait
	asked    time.Time               // when wait was asked
	// lastGivenBack is the verification job this worker gave back last,
	// if it has counted nothing since; pause: it came straight back.
	lastGivenBack string
	pause         bool
	// givenBack: when this worker first gave back each verification job.
	givenBack map[string]time.Time
}

// newWorker returns a worker with opt and empty caches.
func newWorker(opt WorkerOptions) *worker {
	return &worker{opt: opt, cache: map[string]*legdefs.Program{}, roots: map[string]*vm.Position{},
		givenBack: map[string]time.Time{}}
}

// Work pulls units from the server of nc and counts them until ctx ends
// or the coordinator of a server perft started says the run is over (RunOver)
// (then it returns nil), or, with Idle, the queue stays empty that long.
func Work(ctx context.Context, nc *nats.Conn, opt WorkerOptions) error {
	if opt.Secret == nil {
		return errors.New("a worker needs the store's secret (--secret)")
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	w := newWorker(opt)
	ctx, over := context.WithCancel(ctx)
	defer over()
	sub, err := nc.Subscribe(RunOver, func(*nats.Msg) {
		w.verbosef("the run is over (its server stops)")
		over()
	})
	if err != nil {
		return err
	}
	defer func() { _ = sub.Unsubscribe() }()
	if ok, err := w.ready(ctx, js); !ok {
		return err
	}
	idleSince := time.Now()
	failures := 0
	for ctx.Err() == nil {
		msg, err := w.cons.Next(jetstream.FetchMaxWait(time.Second))
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			if errors.Is(err, jetstream.ErrNoMessages) || errors.Is(err, nats.ErrTimeout) {
				if opt.Idle > 0 && time.Since(idleSince) > opt.Idle {
					return nil
				}
				continue
			}
			if failures++; failures > maxFailures || errors.Is(err, nats.ErrConnectionClosed) {
				return err
			}
			w.logf("%v; trying again", err)
			w.reopen(ctx, js)
			continue
		}
		failures = 0
		if err := w.handle(ctx, msg); err != nil {
			_ = msg.Nak() // to another worker at once
			if ctx.Err() != nil {
				return nil // stopped in the middle of a unit
			}
			w.logf("error: %v", err)
		}
		idleSince = time.Now()
		w.pauseIfBack(ctx)
	}
	return nil
}

// maxFailures is how many errors in a row (a second apart) a worker
// survives while it asks for units: a server or a JetStream leader that
// comes back passes; a server gone for good ends the worker.
const maxFailures = 30

// reopen waits a second and opens the consumer and the buckets again
// (the server may have lost them), keeping the old ones if it cannot.
func (w *worker) reopen(ctx context.Context, js jetstream.JetStream) {
	select {
	case <-ctx.Done():
		return
	case <-time.After(time.Second):
	}
	cons, results, programs := w.cons, w.results, w.programs
	if err := w.open(ctx, js); err != nil {
		w.cons, w.results, w.programs = cons, results, programs
	}
}

// ready waits until a coordinator has created the consumer and the
// buckets, and opens them; false if ctx ended first or on an error.
// (A worker that took a missing bucket for an error and stopped left
// --verify's recounts to the one worker they must avoid: issue 16.)
func (w *worker) ready(ctx context.Context, js jetstream.JetStream) (bool, error) {
	for i := 0; ; i++ {
		err := w.open(ctx, js)
		if err == nil {
			return true, nil
		}
		if ctx.Err() != nil {
			return false, nil // stopped: the run may have ended before the worker began
		}
		if !errors.Is(err, jetstream.ErrStreamNotFound) && !errors.Is(err, jetstream.ErrConsumerNotFound) &&
			!errors.Is(err, jetstream.ErrBucketNotFound) {
			return false, err
		}
		if i == 0 {
			w.logf("waiting for a coordinator (betzac perft --split) to create the work queue")
		}
		select {
		case <-ctx.Done():
			return false, nil
		case <-time.After(time.Second):
		}
	}
}

// open opens the consumer and the buckets.
func (w *worker) open(ctx context.Context, js jetstream.JetStream) (err error) {
	if w.cons, err = js.Consumer(ctx, Stream, Consumer); err != nil {
		return err
	}
	if w.results, err = js.KeyValue(ctx, Results); err != nil {
		return err
	}
	w.programs, err = js.KeyValue(ctx, Programs)
	return err
}

func (w *worker) logf(format string, a ...any) {
	if w.opt.Log != nil {
		w.mu.Lock()
		fmt.Fprintf(w.opt.Log, "worker %s: %s\n", w.opt.ID, fmt.Sprintf(format, a...))
		w.mu.Unlock()
	}
}

func (w *worker) verbosef(format string, a ...any) {
	if w.opt.Verbose {
		w.logf(format, a...)
	}
}

// handle counts one unit (or passes it on) and acknowledges it.
func (w *worker) handle(ctx context.Context, msg jetstream.Msg) error {
	var job Job
	if err := json.Unmarshal(msg.Data(), &job); err != nil {
		_ = msg.Term() // malformed: never redeliver
		return fmt.Errorf("bad unit message: %w", err)
	}
	if md, err := msg.Metadata(); err == nil && md.NumDelivered > 1 && job.Avoid == "" {
		w.logf("unit %s redelivered (delivery %d)", job.Key, md.NumDelivered)
	}
	if job.Avoid == w.opt.ID {
		return w.passOn(ctx, msg, job)
	}
	w.lastGivenBack = ""
	key := job.Key
	if job.Avoid != "" {
		key = verifyKey(job.Key)
	} else if done, err := w.counted(ctx, key); err != nil {
		return err
	} else if done {
		w.verbosef("unit %s already counted", key)
		return msg.Ack()
	}
	pos, err := w.position(ctx, job)
	if err != nil && ctx.Err() != nil {
		return err // stopped while fetching the Program: Work gives the unit back
	}
	if err != nil {
		// Never redelivered, and told to the coordinator, which stops.
		_ = w.put(ctx, key, Count{Worker: w.opt.ID, Error: err.Error()})
		_ = msg.Term()
		return fmt.Errorf("unit %s: %w", job.Key, err)
	}
	w.verbosef("counting %s", key)
	stop := w.keepAlive(ctx, msg)
	r, err := perft.Run(ctx, pos, job.Depth, perft.Options{Threads: w.opt.Threads})
	stop()
	if err != nil {
		return fmt.Errorf("unit %s: %w", job.Key, err)
	}
	if err := w.put(ctx, key, Count{Nodes: r.Nodes, Worker: w.opt.ID, Seconds: r.Elapsed.Seconds()}); err != nil {
		return err
	}
	w.verbosef("counted %s: %d nodes in %.2fs", key, r.Nodes, r.Elapsed.Seconds())
	return msg.Ack()
}

// put stores c, signed, under key.
func (w *worker) put(ctx context.Context, key string, c Count) error {
	c.MAC = w.opt.Secret.Sign(key, c)
	data, _ := json.Marshal(c)
	_, err := w.results.Put(ctx, key, data)
	return err
}

// counted reports whether key has a count (not a worker's error) signed
// with the store's secret: one without is counted again.
func (w *worker) counted(ctx context.Context, key string) (bool, error) {
	e, err := w.results.Get(ctx, key)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("unit %s: looking for its count: %w", key, err)
	}
	var n Count
	return json.Unmarshal(e.Value(), &n) == nil && n.Error == "" && w.opt.Secret.signed(key, n), nil
}

// pauseIfBack waits a random time when the job given back last came
// straight back to this worker, so that another worker asking is handed
// it. The server hands the job due first, the one given back first, to
// the request made first: asking again at once, or after a least wait
// (passOnDelay), the worker that gave back first stayed first in line for
// its own while another held back its own, in lock step until both
// declined (CI, 20 s). The wait is exponential, with no least: memoryless,
// so either worker is as likely to ask next however far apart they gave
// back, and it may end before this worker's own job is due, in time for
// the other's (TestRecountsCrossStaggered).
func (w *worker) pauseIfBack(ctx context.Context) {
	if !w.pause {
		return
	}
	w.pause = false
	select {
	case <-ctx.Done():
	case <-time.After(time.Duration(rand.ExpFloat64() * float64(passOnDelay))):
	}
}

// passOn gives back a verification job this worker must not count, or,
// once it has been offered for longer than its Patience, declines it: the
// coordinator then reports that no other worker recounted the unit,
// rather than waiting for ever when this is the only worker left. The
// time offered is the longer of this worker's time since it first gave
// the job back and the deliveries' lower bound (every offer after the
// first follows a passOnDelay), which holds across a worker's restart
// without comparing clocks.
func (w *worker) passOn(ctx context.Context, msg jetstream.Msg, job Job) error {
	md, err := msg.Metadata()
	if err != nil {
		return err
	}
	first, ok := w.givenBack[job.Key]
	if !ok {
		first = time.Now()
		w.givenBack[job.Key] = first
	}
	offered := max(time.Since(first), time.Duration(md.NumDelivered-1)*passOnDelay).Round(100 * time.Millisecond)
	if offered.Seconds() < job.Patience {
		w.pause = w.lastGivenBack == job.Key
		w.lastGivenBack = job.Key
		return msg.NakWithDelay(passOnDelay)
	}
	delete(w.givenBack, job.Key)
	w.logf("unit %s: no other worker took its recount in %s; declined", job.Key, offered)
	if err := w.put(ctx, verifyKey(job.Key), Count{Worker: w.opt.ID, Declined: true}); err != nil {
		return err
	}
	return msg.Term()
}

// keepAlive says "in progress" for msg every third of the AckWait until
// the returned function is called.
func (w *worker) keepAlive(ctx context.Context, msg jetstream.Msg) func() {
	ackWait := w.ackWait(ctx)
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(max(ackWait/3, 100*time.Millisecond))
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				_ = msg.InProgress()
			}
		}
	}()
	return func() { close(done) }
}

// ackWait returns the consumer's AckWait, asked again every ten seconds
// (a coordinator may change it).
func (w *worker) ackWait(ctx context.Context) time.Duration {
	if time.Since(w.asked) > 10*time.Second {
		if info, err := w.cons.Info(ctx); err == nil {
			w.wait, w.asked = info.Config.AckWait, time.Now()
		}
	}
	if w.wait <= 0 {
		return distflags.DefaultAckWait
	}
	return w.wait
}

// position sets up a job's position, from a copy of its root (setting up
// a Program's tables takes longer than a small unit).
func (w *worker) position(ctx context.Context, job Job) (*vm.Position, error) {
	if job.Version != vm.CountVersion {
		return nil, fmt.Errorf("the coordinator counts with the counting code of version %d, this worker with version %d: run the same betzac",
			job.Version, vm.CountVersion)
	}
	root := w.roots[job.Program+"\n"+job.FEN]
	if root == nil {
		prog, err := w.program(ctx, job.Program)
		if err != nil {
			return nil, err
		}
		if root, err = vm.NewPosition(prog, job.FEN); err != nil {
			return nil, err
		}
		w.roots[job.Program+"\n"+job.FEN] = root
	}
	pos := root.Clone()
	if err := PlayMoves(pos, job.Moves); err != nil {
		return nil, err
	}
	// The moves are notation: a move read back as another would count
	// another position, silently.
	if k := Key(job.Program, PositionKey(pos), job.Depth); k != job.Key {
		return nil, fmt.Errorf("the moves %q do not reach the unit's position (a move read back as another)", job.Moves)
	}
	return pos, nil
}

// program fetches and decodes a Program by hash, once.
func (w *worker) program(ctx context.Context, hash string) (*legdefs.Program, error) {
	if p := w.cache[hash]; p != nil {
		return p, nil
	}
	e, err := w.programs.Get(ctx, hash)
	if err != nil {
		return nil, fmt.Errorf("program %.16s: %w", hash, err)
	}
	if sum := sha256.Sum256(e.Value()); hex.EncodeToString(sum[:]) != hash {
		return nil, fmt.Errorf("program %.16s: the stored program does not hash to its key", hash)
	}
	var p legdefs.Program
	if err := json.Unmarshal(e.Value(), &p); err != nil {
		return nil, fmt.Errorf("program %.16s: %w", hash, err)
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	w.cache[hash] = &p
	return &p, nil
}
