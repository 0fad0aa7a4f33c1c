package distperft

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"sort"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// Options configure a coordinator run.
type Options struct {
	Depth, Split int
	FEN          string   // the root FEN as given ("" = start position)
	Moves        []string // played from FEN to reach the root
	// Verify is the fraction of units (0 to 1) recounted by another worker.
	Verify float64
	// Progress, if set, is called about every ProgressEvery (default 1s).
	Progress      func(Progress)
	ProgressEvery time.Duration
	// Log, if set, gets one line for each notable event (resume counts).
	Log func(string)
	// Ready, if set, is called once the counts stored earlier are read,
	// before any unit is published: the time to start local workers, so
	// that what they count is not taken for a count of an earlier run.
	Ready func()
	// Secret is the store's secret: a result not signed with it is not
	// taken (Count.MAC).
	Secret *Secret
}

// Progress is how far a run is.
type Progress struct {
	Done, Total int           // units counted, units in all
	Nodes       uint64        // leaves of the units counted in this run
	Elapsed     time.Duration // since the units were published
	ETA         time.Duration // 0 when unknown
	Verifying   bool
}

// Stats describe a run's split.
type Stats struct {
	Paths    uint64 `json:"paths"`    // positions Split plies deep, before merging
	Units    int    `json:"units"`    // after merging transpositions
	Resumed  int    `json:"resumed"`  // already in the Results bucket
	Counted  int    `json:"counted"`  // counted by workers in this run
	Verified int    `json:"verified"` // recounted by a second worker
	// Stale counts the stored counts of the same Program and depth made
	// by other versions of the counting code (not used), by version.
	Stale map[int]int `json:"stale,omitempty"`
	// Unsigned counts the results met without the store's secret's MAC
	// (not used).
	Unsigned int `json:"unsigned,omitempty"`
}

// Run counts perft Depth plies below root (the position FEN and Moves
// give) on the workers of nc's server, and returns what perft.Run
// returns (Threads is 0: the workers' threads are theirs).
func Run(ctx context.Context, nc *nats.Conn, root *vm.Position, opt Options) (perft.Result, Stats, error) {
	start := time.Now()
	st := Stats{Stale: map[int]int{}}
	if opt.Secret == nil {
		return perft.Result{}, st, errors.New("a run needs the store's secret")
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return perft.Result{}, st, err
	}
	prog, progJSON, err := ProgramHash(root.Program())
	if err != nil {
		return perft.Result{}, st, err
	}
	programs, err := js.KeyValue(ctx, Programs)
	if err != nil {
		return perft.Result{}, st, err
	}
	if _, err := programs.Put(ctx, prog, progJSON); err != nil {
		return perft.Result{}, st, fmt.Errorf("storing the program: %w", err)
	}
	results, err := js.KeyValue(ctx, Results)
	if err != nil {
		return perft.Result{}, st, err
	}
	plan, err := NewPlan(root, prog, opt.Depth, opt.Split)
	if err != nil {
		return perft.Result{}, st, err
	}
	// Every version's counts, to say how many of other versions are not used.
	w, err := results.Watch(ctx, keyPrefix(prog, opt.Depth-opt.Split)+".>")
	if err != nil {
		return perft.Result{}, st, err
	}
	defer w.Stop()
	c := &coord{js: js, root: root, opt: opt, plan: plan, units: newUnitSet(), stats: &st, updates: w.Updates()}
	for e := range c.updates {
		if e == nil {
			break // the values stored before the watch are all in
		}
		c.take(e) // an error stored earlier: the unit is published again
	}
	if opt.Ready != nil {
		opt.Ready()
	}
	if err := c.publishUnits(ctx); err != nil {
		return perft.Result{}, st, err
	}
	c.units.prune()
	if opt.Log != nil {
		opt.Log(fmt.Sprintf("%d paths %d plies deep, %d units after merging transpositions, %d already counted",
			st.Paths, opt.Split, st.Units, st.Resumed))
	}
	if err := c.wait(ctx); err != nil {
		return perft.Result{}, st, err
	}
	if opt.Verify > 0 {
		if err := c.verify(ctx, results); err != nil {
			return perft.Result{}, st, err
		}
	}
	return c.result(start), st, nil
}

// readCount decodes a Results entry signed with secret; failed is a
// worker's error, unsigned an entry without the secret's MAC.
func readCount(e jetstream.KeyValueEntry, secret *Secret) (n Count, ok bool, failed string, unsigned bool) {
	if e.Operation() != jetstream.KeyValuePut || json.Unmarshal(e.Value(), &n) != nil {
		return n, false, "", false
	}
	if !secret.signed(e.Key(), n) {
		if n.Error != "" { // stop rather than wait for ever for a unit its worker dropped
			return n, false, fmt.Sprintf("unit %s: a worker without the store's secret (%q: another betzac?) could not count it: %s",
				e.Key(), n.Worker, n.Error), true
		}
		return n, false, "", true
	}
	if n.Error != "" {
		return n, false, fmt.Sprintf("unit %s: worker %s could not count it: %s", e.Key(), n.Worker, n.Error), false
	}
	return n, true, "", false
}

// coord is a run under way.
type coord struct {
	js      jetstream.JetStream
	root    *vm.Position
	opt     Options
	plan    *Plan
	units   *unitSet
	stats   *Stats
	updates <-chan jetstream.KeyValueEntry // the Results watch
	nodes   uint64                         // counted by workers in this run
	sent    int                            // jobs published
}

// take records a count from the Results watch; the error is a worker's
// on a unit of the split.
func (c *coord) take(e jetstream.KeyValueEntry) error {
	version, d, ok := parseKey(e.Key())
	if !ok {
		return nil
	}
	if version != vm.CountVersion {
		if e.Operation() == jetstream.KeyValuePut {
			c.stats.Stale[version]++
		}
		return nil
	}
	n, ok, failed, unsigned := readCount(e, c.opt.Secret)
	if unsigned {
		c.stats.Unsigned++
	}
	if failed != "" && c.units.has(d) {
		if _, known := c.units.count(d); !known {
			return errors.New(failed)
		}
	}
	if ok && c.units.setCount(d, n.Nodes) {
		c.nodes += n.Nodes
		c.stats.Counted++
	}
	return nil
}

// publishUnits walks the split and publishes each unit at its first
// path, unless its count is stored.
func (c *coord) publishUnits(ctx context.Context) error {
	var err error
	c.plan.walk(func(d Digest, parent *node, last vm.Move, reach []Reach) {
		for _, r := range reach {
			c.stats.Paths += r.Paths
		}
		fresh, counted := c.units.add(d)
		if err != nil || !fresh {
			return
		}
		if counted {
			c.stats.Resumed++
			return
		}
		err = c.publish(ctx, Job{Key: unitKey(c.plan.Program, c.plan.Depth-c.plan.K, d)}, path(parent, last), false)
	})
	c.stats.Units = c.units.units
	if err != nil {
		return err
	}
	return c.flush(ctx)
}

// publish sends job, completed with the unit's path, as a count or a
// recount.
func (c *coord) publish(ctx context.Context, job Job, moves []vm.Move, recount bool) error {
	subject := Subject + ".count"
	if recount {
		subject = Subject + ".verify"
	}
	job.Program, job.FEN, job.Depth, job.Version = c.plan.Program, c.opt.FEN, c.plan.Depth-c.plan.K, vm.CountVersion
	job.Moves = append(append([]string(nil), c.opt.Moves...), MoveStrings(c.root, moves)...)
	// No message ID: a rerun must not be deduplicated against a unit
	// still leased to a dead worker; workers skip a unit counted twice.
	data, _ := json.Marshal(job)
	if _, err := c.js.PublishAsync(subject, data); err != nil {
		return fmt.Errorf("publishing a unit: %w", err)
	}
	if c.sent++; c.sent%500 == 0 {
		return c.flush(ctx)
	}
	return nil
}

// flush waits until the server has every unit published, taking the
// counts that came meanwhile (the watch must not fall behind).
func (c *coord) flush(ctx context.Context) error {
	for {
		select {
		case <-c.js.PublishAsyncComplete():
			return nil
		case e := <-c.updates:
			if e != nil {
				if err := c.take(e); err != nil {
					return err
				}
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// wait collects counts until every unit has one.
func (c *coord) wait(ctx context.Context) error {
	return c.await(ctx, false, func() (int, int) { return c.units.known, c.units.units }, c.updates, c.take)
}

// await reads updates with take until progress says all are done,
// reporting progress.
func (c *coord) await(ctx context.Context, verifying bool, progress func() (done, total int),
	updates <-chan jetstream.KeyValueEntry, take func(jetstream.KeyValueEntry) error) error {
	start := time.Now()
	first, _ := progress()
	nodes := c.nodes
	every := c.opt.ProgressEvery
	if every <= 0 {
		every = time.Second
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for done, total := progress(); done < total; done, total = progress() {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
			if c.opt.Progress != nil {
				p := Progress{Done: done, Total: total, Nodes: c.nodes - nodes, Elapsed: time.Since(start), Verifying: verifying}
				if n := done - first; n > 0 {
					p.ETA = time.Duration(float64(p.Elapsed) / float64(n) * float64(total-done))
				}
				c.opt.Progress(p)
			}
		case e, ok := <-updates:
			if !ok {
				return fmt.Errorf("the results watch ended")
			}
			if e == nil {
				continue
			}
			if err := take(e); err != nil {
				return err
			}
		}
	}
	return nil
}

// chosen reports whether the unit under key is among the Verify
// fraction recounted.
func (c *coord) chosen(key string) bool {
	h := fnv.New64a()
	h.Write([]byte(key))
	return float64(h.Sum64()%1_000_000) < c.opt.Verify*1_000_000
}

// verify has the chosen units recounted by another worker and compares.
func (c *coord) verify(ctx context.Context, results jetstream.KeyValue) error {
	if len(c.units.m) == 0 {
		return nil // no unit: nothing to recount
	}
	depth := c.plan.Depth - c.plan.K
	first := map[string]Count{} // the chosen units' counts, by key
	var any Digest
	for d := range c.units.m {
		any = d
		if k := unitKey(c.plan.Program, depth, d); c.chosen(k) {
			first[k] = Count{}
		}
	}
	if len(first) == 0 { // at least one
		first[unitKey(c.plan.Program, depth, any)] = Count{}
	}
	patience := minPatience.Seconds()
	for k := range first {
		e, err := results.Get(ctx, k)
		if err != nil {
			return fmt.Errorf("unit %s: %w", k, err)
		}
		n, _, _, _ := readCount(e, c.opt.Secret)
		first[k] = n
		patience += 2 * n.Seconds
		if err := results.Purge(ctx, verifyKey(k)); err != nil {
			return err
		}
	}
	w, err := results.Watch(ctx, verifyKey(fmt.Sprintf("%s.c%d.*", keyPrefix(c.plan.Program, depth), vm.CountVersion)), jetstream.UpdatesOnly())
	if err != nil {
		return err
	}
	defer w.Stop()
	if err := c.publishRecounts(ctx, first, patience); err != nil {
		return err
	}
	again := map[string]Count{}
	take := func(e jetstream.KeyValueEntry) error {
		k := strings.TrimPrefix(e.Key(), verifyKey(""))
		n, ok, failed, _ := readCount(e, c.opt.Secret)
		if _, want := first[k]; !want {
			return nil
		}
		if failed != "" {
			return errors.New(failed)
		}
		if _, had := again[k]; ok && !had {
			again[k] = n
			c.nodes += n.Nodes
		}
		return nil
	}
	if err := c.await(ctx, true, func() (int, int) { return len(again), len(first) }, w.Updates(), take); err != nil {
		return err
	}
	c.stats.Verified = len(first)
	var bad []string
	for k, a := range first {
		b := again[k]
		if b.Declined {
			bad = append(bad, fmt.Sprintf("unit %s: no worker but %s, which counted it, took its recount in %.0fs (--verify needs two workers or more)",
				k, a.Worker, patience))
			c.stats.Verified--
		} else if a.Nodes != b.Nodes {
			bad = append(bad, fmt.Sprintf("unit %s: worker %s counted %d, worker %s %d", k, a.Worker, a.Nodes, b.Worker, b.Nodes))
		}
	}
	if len(bad) > 0 {
		sort.Strings(bad)
		return &VerifyError{Disagreements: bad}
	}
	return nil
}

// publishRecounts walks the split and publishes a recount of each unit
// in first, at its first path, to be avoided by the worker that counted it.
func (c *coord) publishRecounts(ctx context.Context, first map[string]Count, patience float64) error {
	sent := map[string]bool{}
	var err error
	c.plan.walk(func(d Digest, parent *node, last vm.Move, _ []Reach) {
		k := unitKey(c.plan.Program, c.plan.Depth-c.plan.K, d)
		n, ok := first[k]
		if err != nil || !ok || sent[k] {
			return
		}
		sent[k] = true
		err = c.publish(ctx, Job{Key: k, Avoid: n.Worker, Patience: patience}, path(parent, last), true)
	})
	if err != nil {
		return err
	}
	return c.flush(ctx)
}

// minPatience is the least time a recount waits for a worker other than
// the one that counted the unit first. A recount may wait minPatience
// plus twice the time the chosen units took to count first, time enough
// for one other worker, busy with the other recounts, to come to it (10 s
// was too short on a machine at load 20: a test failed once).
const minPatience = 30 * time.Second

// VerifyError lists the units whose recount disagrees.
type VerifyError struct{ Disagreements []string }

func (e *VerifyError) Error() string {
	s := fmt.Sprintf("verification failed: %d of the recounted units disagree or were not recounted", len(e.Disagreements))
	for _, d := range e.Disagreements {
		s += "\n  " + d
	}
	return s
}

// result walks the split again and sums the units' counts, times the
// paths from each root move, into the root's total and divide.
func (c *coord) result(start time.Time) perft.Result {
	r := perft.Result{FEN: c.root.FEN(), Depth: c.opt.Depth}
	r.Divide = make([]perft.Entry, len(c.plan.RootMoves))
	for i, m := range c.plan.RootMoves {
		r.Divide[i].Move = m
	}
	c.plan.walk(func(d Digest, _ *node, _ vm.Move, reach []Reach) {
		n, _ := c.units.count(d)
		for _, re := range reach {
			r.Divide[re.Root].Nodes += n * re.Paths
			r.Nodes += n * re.Paths
		}
	})
	sort.Slice(r.Divide, func(i, j int) bool { return r.Divide[i].Move < r.Divide[j].Move })
	r.Elapsed = time.Since(start)
	if s := r.Elapsed.Seconds(); s > 0 {
		r.NPS = float64(r.Nodes) / s
	}
	return r
}
