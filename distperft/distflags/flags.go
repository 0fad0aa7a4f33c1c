package distflags

import (
	"time"

	"github.com/spf13/pflag"
)

// DefaultAckWait is how long a worker may go without a sign of life
// before its unit goes to another worker.
const DefaultAckWait = 30 * time.Second

// Split are perft's flags for a run split over workers (--split).
type Split struct {
	Split    int
	NATS     string
	Store    string
	Secret   string
	Listen   string
	Workers  int
	Verify   float64
	User     string
	Password string
	Nkey     string
	Allow    []string
	TLSCert  string
	TLSKey   string
	TLSCA    string
	AckWait  time.Duration
	Verbose  bool
	Plan     bool
}

// Register defines the flags of s on perft's flag set f.
func (s *Split) Register(f *pflag.FlagSet) {
	f.IntVar(&s.Split, "split", 0, "split the tree `K` plies deep into units counted by workers over NATS")
	f.StringVar(&s.NATS, "nats", "", "with --split: the NATS server `URL` (default: start betzac-nats, found beside betzac, on PATH or at $BETZAC_NATS_SERVER)")
	f.StringVar(&s.Store, "store", "", "with --split and no --nats: the server's store `DIR` (default under the user cache dir)")
	f.StringVar(&s.Secret, "secret", "", "with --split: the store's secret `FILE`, made if missing (default: \"secret\" in the store's directory; with --nats, in the default store's)")
	f.StringVar(&s.Listen, "listen", "127.0.0.1:4222", "with --split and no --nats: where the server listens (`HOST:PORT`, port 0 for any; other than loopback needs --user or --nkey)")
	f.IntVar(&s.Workers, "workers", 1, "with --split: workers run in this process (0 = none: only joining ones)")
	f.Float64Var(&s.Verify, "verify", 0, "with --split: recount this `fraction` of the units on another worker")
	f.StringVar(&s.User, "user", "", "with --split: NATS user (the server perft starts requires it)")
	f.StringVar(&s.Password, "password", "", "with --split: NATS password")
	f.StringVar(&s.Nkey, "nkey", "", "with --split: connect with the nkey user seed in `FILE` (the server perft starts allows its public key)")
	f.StringSliceVar(&s.Allow, "allow-nkey", nil, "with --split and no --nats: public nkeys (`U...`) of the workers the server lets in")
	f.StringVar(&s.TLSCert, "tls-cert", "", "with --split and no --nats: the server's TLS certificate (PEM `FILE`; with --tls-key)")
	f.StringVar(&s.TLSKey, "tls-key", "", "with --split and no --nats: the TLS certificate's private key (PEM `FILE`)")
	f.StringVar(&s.TLSCA, "tls-ca", "", "with --split: trust servers whose certificate chains to the CAs in `FILE` (PEM; a self-signed certificate itself)")
	f.DurationVar(&s.AckWait, "ack-wait", DefaultAckWait, "with --split: how long a silent worker keeps its unit")
	f.BoolVar(&s.Plan, "plan", false, "with --split: print how many units the split makes, and stop")
	f.BoolVar(&s.Verbose, "verbose", false, "with --split: a line on stderr for each unit the local workers count")
}

// Worker are the flags of betzac worker.
type Worker struct {
	NATS     string
	Threads  int
	User     string
	Password string
	Nkey     string
	TLSCA    string
	Secret   string
	ID       string
	Idle     time.Duration
	Quiet    bool
}

// Register defines the flags of w on the worker command's flag set f.
func (w *Worker) Register(f *pflag.FlagSet) {
	f.StringVar(&w.NATS, "nats", "", "the NATS server `URL` (required)")
	f.IntVar(&w.Threads, "threads", 0, "perft threads per unit (0 = all cores)")
	f.StringVar(&w.Secret, "secret", "", "the store's secret `FILE` (default: the default store's, on this machine)")
	f.StringVar(&w.User, "user", "", "NATS user")
	f.StringVar(&w.Password, "password", "", "NATS password")
	f.StringVar(&w.Nkey, "nkey", "", "connect with the nkey user seed in `FILE` (its public key allowed by the server)")
	f.StringVar(&w.TLSCA, "tls-ca", "", "trust a server whose certificate chains to the CAs in `FILE` (PEM; a self-signed certificate itself)")
	f.StringVar(&w.ID, "id", "", "the worker's name in logs and results (default host-pid)")
	f.DurationVar(&w.Idle, "idle", 0, "stop after this long without a unit (0 = never)")
	f.BoolVar(&w.Quiet, "quiet", false, "log only redeliveries and errors, not each unit")
}
