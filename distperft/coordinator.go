package distperft

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"sort"
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
}

// Run counts perft Depth plies below root (the position FEN and Moves
// give) on the workers of nc's server, and returns what perft.Run
// returns (Threads is 0: the workers' threads are theirs).
func Run(ctx context.Context, nc *nats.Conn, root *vm.Position, opt Options) (perft.Result, Stats, error) {
	start := time.Now()
	var st Stats
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
	split, err := SplitTree(root, prog, opt.Depth, opt.Split)
	if err != nil {
		return perft.Result{}, st, err
	}
	st.Paths, st.Units = split.Paths, len(split.Units)
	filter := fmt.Sprintf("%s.d%d.*", prog[:16], opt.Depth-opt.Split)
	w, err := results.Watch(ctx, filter)
	if err != nil {
		return perft.Result{}, st, err
	}
	defer w.Stop()
	counts := map[string]Count{}
	for e := range w.Updates() {
		if e == nil {
			break // the values stored before the watch are all in
		}
		addCount(counts, e.Key(), e)
	}
	c := &coord{js: js, root: root, opt: opt, split: split, prog: prog, counts: counts, stats: &st}
	c.want = map[string]bool{}
	for _, u := range split.Units {
		c.want[u.Key] = true
	}
	for k := range c.want {
		if _, ok := counts[k]; ok {
			st.Resumed++
		}
	}
	if opt.Log != nil {
		opt.Log(fmt.Sprintf("%d paths %d plies deep, %d units after merging transpositions, %d already counted",
			st.Paths, opt.Split, st.Units, st.Resumed))
	}
	if opt.Ready != nil {
		opt.Ready()
	}
	if err := c.publish(ctx, func(k string) bool { _, ok := counts[k]; return !ok }, nil); err != nil {
		return perft.Result{}, st, err
	}
	if err := c.wait(ctx, w.Updates(), counts, false); err != nil {
		return perft.Result{}, st, err
	}
	if opt.Verify > 0 {
		if err := c.verify(ctx, results); err != nil {
			return perft.Result{}, st, err
		}
	}
	return c.result(start), st, nil
}

// addCount records a Results entry in counts under key, unless it is a
// worker's error, which it returns.
func addCount(counts map[string]Count, key string, e jetstream.KeyValueEntry) string {
	if e.Operation() != jetstream.KeyValuePut {
		return ""
	}
	var n Count
	if json.Unmarshal(e.Value(), &n) != nil {
		return ""
	}
	if n.Error != "" {
		return fmt.Sprintf("unit %s: worker %s could not count it: %s", key, n.Worker, n.Error)
	}
	counts[key] = n
	return ""
}

// coord is a run under way.
type coord struct {
	js     jetstream.JetStream
	root   *vm.Position
	opt    Options
	split  *Split
	prog   string
	counts map[string]Count
	want   map[string]bool // the units' keys
	stats  *Stats
	// patience is a recount's Job.Patience.
	patience float64
}

// publish sends one job for each distinct unit key that send accepts;
// avoid marks verification jobs.
func (c *coord) publish(ctx context.Context, send func(string) bool, avoid func(string) string) error {
	subject := Subject + ".count"
	if avoid != nil {
		subject = Subject + ".verify"
	}
	sent := map[string]bool{}
	for _, u := range c.split.Units {
		if sent[u.Key] || !send(u.Key) {
			continue
		}
		sent[u.Key] = true
		job := Job{Program: c.prog, FEN: c.opt.FEN, Depth: u.Depth, Key: u.Key,
			Moves: append(append([]string(nil), c.opt.Moves...), MoveStrings(c.root, u.Moves)...)}
		if avoid != nil {
			job.Avoid, job.Patience = avoid(u.Key), c.patience
		}
		// No message ID: a rerun must not be deduplicated against a unit
		// still leased to a dead worker; workers skip a unit counted twice.
		data, _ := json.Marshal(job)
		if _, err := c.js.PublishAsync(subject, data); err != nil {
			return fmt.Errorf("publishing a unit: %w", err)
		}
		if len(sent)%500 == 0 {
			if err := c.flush(ctx); err != nil {
				return err
			}
		}
	}
	return c.flush(ctx)
}

// flush waits until the server has every unit published.
func (c *coord) flush(ctx context.Context) error {
	select {
	case <-c.js.PublishAsyncComplete():
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// wait collects counts from updates until every unit has one.
func (c *coord) wait(ctx context.Context, updates <-chan jetstream.KeyValueEntry, counts map[string]Count, verifying bool) error {
	start := time.Now()
	total := len(c.want)
	done := 0
	for k := range c.want {
		if _, ok := counts[k]; ok {
			done++
		}
	}
	first := done
	var nodes uint64
	every := c.opt.ProgressEvery
	if every <= 0 {
		every = time.Second
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for done < total {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
			if c.opt.Progress != nil {
				p := Progress{Done: done, Total: total, Nodes: nodes, Elapsed: time.Since(start), Verifying: verifying}
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
			k := e.Key()
			if verifying {
				k = k[len(verifyKey("")):]
			}
			_, had := counts[k]
			if failed := addCount(counts, k, e); failed != "" && c.want[k] {
				return errors.New(failed)
			}
			if n, ok := counts[k]; ok && !had && c.want[k] {
				done++
				nodes += n.Nodes
				if !verifying {
					c.stats.Counted++
				}
			}
		}
	}
	return nil
}

// verify has the units that pick chooses recounted by another worker
// and compares.
func (c *coord) verify(ctx context.Context, results jetstream.KeyValue) error {
	chosen := map[string]bool{}
	for k := range c.want {
		h := fnv.New64a()
		h.Write([]byte(k))
		if float64(h.Sum64()%1_000_000) < c.opt.Verify*1_000_000 {
			chosen[k] = true
		}
	}
	if len(chosen) == 0 {
		for k := range c.want { // at least one
			chosen[k] = true
			break
		}
	}
	for k := range chosen {
		if err := results.Purge(ctx, verifyKey(k)); err != nil {
			return err
		}
	}
	w, err := results.Watch(ctx, verifyKey(fmt.Sprintf("%s.d%d.*", c.prog[:16], c.opt.Depth-c.opt.Split)), jetstream.UpdatesOnly())
	if err != nil {
		return err
	}
	defer w.Stop()
	vc := &coord{js: c.js, root: c.root, opt: c.opt, split: c.split, prog: c.prog, want: chosen, stats: c.stats,
		patience: c.verifyPatience(chosen)}
	if err := vc.publish(ctx, func(k string) bool { return chosen[k] }, func(k string) string { return c.counts[k].Worker }); err != nil {
		return err
	}
	again := map[string]Count{}
	if err := vc.wait(ctx, w.Updates(), again, true); err != nil {
		return err
	}
	c.stats.Verified = len(chosen)
	var bad []string
	for k := range chosen {
		a, b := c.counts[k], again[k]
		if b.Declined {
			bad = append(bad, fmt.Sprintf("unit %s: no worker but %s, which counted it, took its recount in %.0fs (--verify needs two workers or more)",
				k, a.Worker, vc.patience))
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

// minPatience is the least time a recount waits for a worker other than
// the one that counted the unit first.
const minPatience = 10 * time.Second

// verifyPatience is how long a recount may wait for another worker:
// minPatience plus twice the time the chosen units took to count first,
// time enough for one other worker, busy with the other recounts, to
// come to it.
func (c *coord) verifyPatience(chosen map[string]bool) float64 {
	s := minPatience.Seconds()
	for k := range chosen {
		s += 2 * c.counts[k].Seconds
	}
	return s
}

// VerifyError lists the units whose recount disagrees.
type VerifyError struct{ Disagreements []string }

func (e *VerifyError) Error() string {
	s := fmt.Sprintf("verification failed: %d of the recounted units disagree or were not recounted", len(e.Disagreements))
	for _, d := range e.Disagreements {
		s += "\n  " + d
	}
	return s
}

// result sums the units' counts into the root's total and divide.
func (c *coord) result(start time.Time) perft.Result {
	r := perft.Result{FEN: c.root.FEN(), Depth: c.opt.Depth}
	r.Divide = make([]perft.Entry, len(c.split.RootMoves))
	for i, m := range c.split.RootMoves {
		r.Divide[i].Move = m
	}
	for _, u := range c.split.Units {
		n := c.counts[u.Key].Nodes
		for _, re := range u.Reach {
			r.Divide[re.Root].Nodes += n * re.Paths
			r.Nodes += n * re.Paths
		}
	}
	sort.Slice(r.Divide, func(i, j int) bool { return r.Divide[i].Move < r.Divide[j].Move })
	r.Elapsed = time.Since(start)
	if s := r.Elapsed.Seconds(); s > 0 {
		r.NPS = float64(r.Nodes) / s
	}
	return r
}
