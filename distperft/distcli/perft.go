package distcli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/vm"
)

// Perft runs betzac perft --split: r as betzac checked it, printing the
// result on stdout and the server's URL, progress and the counts'
// sources on stderr.
func Perft(r *distflags.PerftRun, stdout, stderr io.Writer) error {
	root, err := rootPosition(r)
	if err != nil {
		return err
	}
	if r.Plan {
		return printPlan(stdout, r, root)
	}
	if r.NATS == "" {
		if err := checkServerFlags(&r.Split); err != nil {
			return err
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	secretFile, err := prepareStore(&r.Split)
	if err != nil {
		return err
	}
	secret, err := distperft.LoadSecret(secretFile, true)
	if err != nil {
		return err
	}
	auth := distperft.Auth{User: r.User, Password: r.Password, Nkey: r.Nkey, CA: r.TLSCA, Secret: secret}
	url := r.NATS
	if url == "" {
		srv, u, err := startServer(r, auth, secretFile, stderr)
		if err != nil {
			return err
		}
		url = u
		defer srv.StopRun(url, auth)
	}
	return coordinate(ctx, r, root, url, auth, stdout, stderr)
}

// rootPosition is the run's root: the variant compiled again (betzac
// has checked it), set up as a worker sets up a unit's position.
func rootPosition(r *distflags.PerftRun) (*vm.Position, error) {
	_, p, err := compiler.Load(r.Variant)
	if err != nil {
		return nil, err
	}
	pos, err := vm.NewPosition(p, r.FEN)
	if err != nil {
		return nil, err
	}
	if err := distperft.PlayMoves(pos, r.Moves); err != nil {
		return nil, fmt.Errorf("--moves: %w", err)
	}
	return pos, nil
}

// coordinate runs the coordinator on the server at url, with r.Workers
// local workers.
func coordinate(ctx context.Context, r *distflags.PerftRun, root *vm.Position, url string, auth distperft.Auth, stdout, stderr io.Writer) error {
	nc, err := distperft.Connect(url, "betzac perft", auth)
	if err != nil {
		return err
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	if err := distperft.Setup(ctx, js, r.AckWait); err != nil {
		return err
	}
	workersDone := func() {}
	defer func() { workersDone() }()
	opt := distperft.Options{Depth: r.Depth, Split: r.Split.Split, FEN: r.FEN,
		Moves: r.Moves, Verify: r.Verify, Secret: auth.Secret,
		Log:      func(s string) { fmt.Fprintln(stderr, "betzac: "+s) },
		Progress: progress(stderr, r.ProgressAfter),
		Ready:    func() { workersDone = startLocalWorkers(ctx, r, url, auth, stderr) }}
	res, st, err := distperft.Run(ctx, nc, root, opt)
	if err != nil {
		return fmt.Errorf("perft: %w", err)
	}
	printStats(stderr, st)
	return res.Print(stdout, r.JSON, r.Divide)
}

// printStats says where the counts came from.
func printStats(errOut io.Writer, st distperft.Stats) {
	fmt.Fprintf(errOut, "betzac: %d units: %d counted now, %d from earlier runs (counting code version %d)",
		st.Units, st.Counted, st.Resumed, vm.CountVersion)
	if st.Verified > 0 {
		fmt.Fprintf(errOut, ", %d recounted by another worker and agreed", st.Verified)
	}
	fmt.Fprintln(errOut)
	if len(st.Stale) > 0 {
		var versions []string
		n := 0
		for v, k := range st.Stale {
			versions = append(versions, fmt.Sprint(v))
			n += k
		}
		sort.Strings(versions)
		fmt.Fprintf(errOut, "betzac: not used: %d stored counts of this variant and depth made by counting code version %s\n",
			n, strings.Join(versions, ", "))
	}
	if st.Unsigned > 0 {
		fmt.Fprintf(errOut, "betzac: not used: %d stored results without the store's secret's signature\n", st.Unsigned)
	}
}

// printPlan prints the split's size: paths K plies deep and units after
// merging transpositions.
func printPlan(stdout io.Writer, r *distflags.PerftRun, pos *vm.Position) error {
	hash, _, err := distperft.ProgramHash(pos.Program())
	if err != nil {
		return err
	}
	start := time.Now()
	plan, err := distperft.NewPlan(pos, hash, r.Depth, r.Split.Split)
	if err != nil {
		return err
	}
	paths, units := plan.Size()
	fmt.Fprintf(stdout, "paths %d\nunits %d\nsaving %.1f%%\ntime %.3fs\n", paths, units,
		100*(1-float64(units)/float64(max(paths, 1))), time.Since(start).Seconds())
	return nil
}

// startLocalWorkers runs r.Workers workers in this process, sharing
// r.Threads; the returned function stops them and waits.
func startLocalWorkers(ctx context.Context, r *distflags.PerftRun, url string, auth distperft.Auth, log io.Writer) func() {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	n := r.Workers
	threads := r.Threads
	if threads == 0 {
		threads = runtime.NumCPU()
	}
	host, _ := os.Hostname()
	for i := 0; i < n; i++ {
		id := fmt.Sprintf("%s-%d-local%d", host, os.Getpid(), i+1)
		nc, err := distperft.Connect(url, "betzac worker "+id, auth)
		if err != nil {
			fmt.Fprintf(log, "betzac: worker %s: %v\n", id, err)
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer nc.Close()
			opt := distperft.WorkerOptions{ID: id, Threads: max(threads/n, 1), Log: log, Verbose: r.Verbose, Secret: auth.Secret}
			if err := distperft.Work(ctx, nc, opt); err != nil {
				fmt.Fprintf(log, "betzac: worker %s: %v\n", id, err)
			}
		}()
	}
	return func() {
		cancel()
		wg.Wait()
	}
}

// progress reports a distributed run on stderr once it has run after.
func progress(errOut io.Writer, after time.Duration) func(distperft.Progress) {
	return func(p distperft.Progress) {
		if p.Elapsed < after {
			return
		}
		what := "units"
		if p.Verifying {
			what = "units recounted"
		}
		line := fmt.Sprintf("perft: %d/%d %s, %.0f nodes/s", p.Done, p.Total, what, float64(p.Nodes)/p.Elapsed.Seconds())
		if p.ETA > 0 {
			line += fmt.Sprintf(", ETA %s", p.ETA.Round(time.Second))
		}
		fmt.Fprintln(errOut, line)
	}
}
