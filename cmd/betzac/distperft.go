package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/spf13/cobra"

	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// distFlags are perft's flags for a run split over workers (--split).
var distFlags struct {
	split    int
	nats     string
	store    string
	secret   string
	listen   string
	workers  int
	verify   float64
	user     string
	password string
	nkey     string
	allow    []string
	tlsCert  string
	tlsKey   string
	tlsCA    string
	ackWait  time.Duration
	verbose  bool
	plan     bool
}

func init() {
	f := perftCmd.Flags()
	f.IntVar(&distFlags.split, "split", 0, "split the tree `K` plies deep into units counted by workers over NATS")
	f.StringVar(&distFlags.nats, "nats", "", "with --split: the NATS server `URL` (default: start betzac-nats, found beside betzac, on PATH or at $BETZAC_NATS_SERVER)")
	f.StringVar(&distFlags.store, "store", "", "with --split and no --nats: the server's store `DIR` (default under the user cache dir)")
	f.StringVar(&distFlags.secret, "secret", "", "with --split: the store's secret `FILE`, made if missing (default: \"secret\" in the store's directory; with --nats, in the default store's)")
	f.StringVar(&distFlags.listen, "listen", "127.0.0.1:4222", "with --split and no --nats: where the server listens (`HOST:PORT`, port 0 for any; other than loopback needs --user or --nkey)")
	f.IntVar(&distFlags.workers, "workers", 1, "with --split: workers run in this process (0 = none: only joining ones)")
	f.Float64Var(&distFlags.verify, "verify", 0, "with --split: recount this `fraction` of the units on another worker")
	f.StringVar(&distFlags.user, "user", "", "with --split: NATS user (the server perft starts requires it)")
	f.StringVar(&distFlags.password, "password", "", "with --split: NATS password")
	f.StringVar(&distFlags.nkey, "nkey", "", "with --split: connect with the nkey user seed in `FILE` (the server perft starts allows its public key)")
	f.StringSliceVar(&distFlags.allow, "allow-nkey", nil, "with --split and no --nats: public nkeys (`U...`) of the workers the server lets in")
	f.StringVar(&distFlags.tlsCert, "tls-cert", "", "with --split and no --nats: the server's TLS certificate (PEM `FILE`; with --tls-key)")
	f.StringVar(&distFlags.tlsKey, "tls-key", "", "with --split and no --nats: the TLS certificate's private key (PEM `FILE`)")
	f.StringVar(&distFlags.tlsCA, "tls-ca", "", "with --split: trust servers whose certificate chains to the CAs in `FILE` (PEM; a self-signed certificate itself)")
	f.DurationVar(&distFlags.ackWait, "ack-wait", distperft.DefaultAckWait, "with --split: how long a silent worker keeps its unit")
	f.BoolVar(&distFlags.plan, "plan", false, "with --split: print how many units the split makes, and stop")
	f.BoolVar(&distFlags.verbose, "verbose", false, "with --split: a line on stderr for each unit the local workers count")
	inRange(f, "split", 0, perft.MaxDepth)
	inRange(f, "workers", 0, maxThreads)
	inRange(f, "verify", 0.0, 1.0)
	inRange(f, "ack-wait", time.Second, 24*time.Hour)
}

// runDistributed is perft --split: pos is the root, set up from --fen and
// --moves. Every argument is checked before the server starts.
func runDistributed(cmd *cobra.Command, pos *vm.Position) error {
	serverCmd, err := checkDistFlags(cmd)
	if err != nil {
		return err
	}
	if distFlags.plan {
		return printPlan(cmd, pos)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errOut := cmd.ErrOrStderr()
	secretFile, err := prepareStore()
	if err != nil {
		return err
	}
	secret, err := distperft.LoadSecret(secretFile, true)
	if err != nil {
		return err
	}
	auth := distperft.Auth{User: distFlags.user, Password: distFlags.password, Nkey: distFlags.nkey, CA: distFlags.tlsCA, Secret: secret}
	url := distFlags.nats
	if url == "" {
		srv, dir, joinURL, err := startServer(serverCmd, auth)
		if err != nil {
			return err
		}
		url = srv.URL()
		if distFlags.tlsCert != "" {
			url = joinURL // the name the certificate is for
		}
		defer srv.StopRun(url, auth)
		fmt.Fprintf(errOut, "betzac: NATS server with its store in %s; %s\n  %s\n", dir, whoJoins(), joinCommand(joinURL, secretFile))
		if host, _, _ := net.SplitHostPort(distFlags.listen); !loopback(host) && distFlags.user != "" && distFlags.tlsCert == "" {
			fmt.Fprintln(errOut, "betzac: warning: without --tls-cert the password crosses the network in clear")
		}
	}
	nc, err := distperft.Connect(url, "betzac perft", auth)
	if err != nil {
		return err
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	if err := distperft.Setup(ctx, js, distFlags.ackWait); err != nil {
		return err
	}
	workersDone := func() {}
	defer func() { workersDone() }()
	opt := distperft.Options{Depth: perftFlags.depth, Split: distFlags.split, FEN: perftFlags.fen,
		Moves: strings.Fields(perftFlags.moves), Verify: distFlags.verify, Secret: secret,
		Log:      func(s string) { fmt.Fprintln(errOut, "betzac: "+s) },
		Progress: distProgress(errOut),
		Ready:    func() { workersDone = startLocalWorkers(ctx, url, auth, errOut) }}
	r, st, err := distperft.Run(ctx, nc, pos, opt)
	if err != nil {
		return fmt.Errorf("perft: %w", err)
	}
	printStats(errOut, st)
	return printResult(cmd, r)
}

// checkDistFlags checks --split's flags, before anything starts, and
// finds the server command to run if there is no --nats.
func checkDistFlags(cmd *cobra.Command) (serverCmd string, err error) {
	if perftFlags.hash > 0 {
		return "", usageErrorf(cmd, "--hash is for plain perft: workers of --split count without a table")
	}
	if err := distperft.CheckSplit(perftFlags.depth, distFlags.split); err != nil {
		return "", usageErrorf(cmd, "%v", err)
	}
	if distFlags.nats != "" || distFlags.plan {
		return "", nil
	}
	if err := checkListen(cmd); err != nil {
		return "", err
	}
	cfg, err := serverConfig()
	if err != nil {
		return "", err
	}
	if _, _, err := distperft.CheckServerConfig(cfg); err != nil {
		return "", err
	}
	return distperft.FindServer()
}

// prepareStore checks the store's directory of the server perft starts
// (making it if missing) and returns the secret's file.
func prepareStore() (secretFile string, err error) {
	dir, err := storeDir(distFlags.store)
	if distFlags.nats == "" {
		if err != nil {
			return "", err
		}
		if err := distperft.CheckStore(dir); err != nil {
			return "", err
		}
	}
	if distFlags.secret != "" {
		return distFlags.secret, nil
	}
	if err != nil {
		return "", fmt.Errorf("%v (or name the secret's file: --secret FILE)", err)
	}
	return filepath.Join(dir, distperft.SecretFile), nil
}

// storeDir is the store of the server perft starts: dir, or by default
// one under the user's cache directory.
func storeDir(dir string) (string, error) {
	if dir != "" {
		return dir, nil
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("--store: no user cache dir (%v); name a directory", err)
	}
	return filepath.Join(cache, "betzac", "nats"), nil
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
func printPlan(cmd *cobra.Command, pos *vm.Position) error {
	hash, _, err := distperft.ProgramHash(pos.Program())
	if err != nil {
		return err
	}
	start := time.Now()
	plan, err := distperft.NewPlan(pos, hash, perftFlags.depth, distFlags.split)
	if err != nil {
		return usageErrorf(cmd, "%v", err)
	}
	paths, units := plan.Size()
	fmt.Fprintf(cmd.OutOrStdout(), "paths %d\nunits %d\nsaving %.1f%%\ntime %.3fs\n", paths, units,
		100*(1-float64(units)/float64(max(paths, 1))), time.Since(start).Seconds())
	return nil
}

// loopback reports whether host is this machine only.
func loopback(host string) bool {
	ip := net.ParseIP(host)
	return host == "localhost" || ip != nil && ip.IsLoopback()
}

// checkListen refuses a server of perft's that other machines reach
// without credentials.
func checkListen(cmd *cobra.Command) error {
	host, port, err := net.SplitHostPort(distFlags.listen)
	if err != nil {
		return usageErrorf(cmd, "--listen %q: %v", distFlags.listen, err)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return usageErrorf(cmd, "--listen %q: the port must be a number from 0 to 65535", distFlags.listen)
	}
	if !loopback(host) && distFlags.user == "" && distFlags.nkey == "" && len(distFlags.allow) == 0 {
		return usageErrorf(cmd, "--listen %s: other machines could reach the server, so it needs credentials: "+
			"--user and --password, or --nkey/--allow-nkey (or listen on 127.0.0.1)", distFlags.listen)
	}
	if distFlags.user != "" && distFlags.password == "" {
		return usageErrorf(cmd, "--user %s needs --password", distFlags.user)
	}
	return nil
}

// whoJoins says who can reach the server perft started.
func whoJoins() string {
	host, _, _ := net.SplitHostPort(distFlags.listen)
	if loopback(host) {
		return fmt.Sprintf("only this machine can join (--listen %s), with:", distFlags.listen)
	}
	return "other machines join with:"
}

// joinCommand is the worker command line that joins url, with
// placeholders for the secrets (the file named is not one).
func joinCommand(url, secretFile string) string {
	s := "betzac worker --nats " + url + " --secret " + secretFile
	if distFlags.user != "" {
		s += " --user " + distFlags.user + " --password PASSWORD"
	}
	if distFlags.nkey != "" || len(distFlags.allow) > 0 {
		s += " --nkey SEED-FILE"
	}
	if distFlags.tlsCert != "" {
		ca := distFlags.tlsCA
		if ca == "" {
			ca = "CA-FILE"
		}
		s += " --tls-ca " + ca
	}
	return s
}

// startServer starts the server command serverCmd and returns the URL
// other machines reach it by.
func startServer(serverCmd string, auth distperft.Auth) (srv *distperft.ServerProcess, dir, joinURL string, err error) {
	if dir, err = storeDir(distFlags.store); err != nil {
		return nil, "", "", err
	}
	cfg, err := serverConfig()
	if err != nil {
		return nil, "", "", err
	}
	cfg.Store = dir
	cfg.Users = append(cfg.Users, distperft.User{Name: distperft.SecretUser, Password: auth.Secret.Password()})
	if srv, err = distperft.StartServerProcess(serverCmd, cfg); err != nil {
		return nil, "", "", err
	}
	u, err := url.Parse(srv.URL())
	if err != nil || u.Port() == "" {
		_ = srv.Stop()
		return nil, "", "", fmt.Errorf("%s printed %q, not the URL it listens on", serverCmd, srv.URL())
	}
	host, _, _ := net.SplitHostPort(distFlags.listen)
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host, _ = os.Hostname()
	}
	scheme := "nats://"
	if distFlags.tlsCert != "" {
		scheme = "tls://"
	}
	return srv, dir, scheme + net.JoinHostPort(host, u.Port()), nil
}

// serverConfig is the server's configuration from the flags, without
// its store and secret.
func serverConfig() (distperft.ServerConfig, error) {
	cfg := distperft.ServerConfig{Listen: distFlags.listen, Nkeys: distFlags.allow, TLSCert: distFlags.tlsCert, TLSKey: distFlags.tlsKey}
	if distFlags.user != "" {
		cfg.Users = []distperft.User{{Name: distFlags.user, Password: distFlags.password}}
	}
	if distFlags.nkey != "" {
		pub, err := distperft.NkeyPublic(distFlags.nkey)
		if err != nil {
			return cfg, fmt.Errorf("--nkey %w", err)
		}
		cfg.Nkeys = append(cfg.Nkeys, pub)
	}
	return cfg, nil
}

// startLocalWorkers runs --workers workers in this process, sharing
// --threads; the returned function stops them and waits.
func startLocalWorkers(ctx context.Context, url string, auth distperft.Auth, log io.Writer) func() {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	n := distFlags.workers
	threads := perftFlags.threads
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
			opt := distperft.WorkerOptions{ID: id, Threads: max(threads/n, 1), Log: log, Verbose: distFlags.verbose, Secret: auth.Secret}
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

// distProgress reports a distributed run on stderr once it has run
// progressAfter.
func distProgress(errOut io.Writer) func(distperft.Progress) {
	return func(p distperft.Progress) {
		if p.Elapsed < progressAfter {
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

// printResult prints a perft result as plain perft does.
func printResult(cmd *cobra.Command, r perft.Result) error {
	out := cmd.OutOrStdout()
	if perftFlags.json {
		if !perftFlags.divide {
			r.Divide = nil
		}
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	}
	if perftFlags.divide {
		for _, e := range r.Divide {
			fmt.Fprintf(out, "%s: %d\n", e.Move, e.Nodes)
		}
		fmt.Fprintln(out)
	}
	fmt.Fprintf(out, "nodes %d\ntime %.3fs\nnps %.0f\n", r.Nodes, r.Elapsed.Seconds(), r.NPS)
	return nil
}
