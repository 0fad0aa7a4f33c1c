package main

import (
	"fmt"
	"runtime/debug"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

var perftFlags struct {
	fen     string
	moves   string
	depth   int
	divide  bool
	threads int
	hash    int
	json    bool
	stats   bool
	vmOnly  bool
}

// progressAfter is how long a run goes before progress shows on stderr,
// and progressEvery the time between reports (variables so that tests can
// see progress at once).
var progressAfter, progressEvery = 3 * time.Second, time.Second

// perftGCPercent is perft's GOGC. Loading, compiling and building the
// tables allocate a few MB (chushogi 3) and counting allocates nothing, so
// with Go's default (a first GC at 4 MB) a short run pays a GC cycle for
// start-up garbage (1.5 ms of chushogi's 15 at -d 1, issue 31); at 400 the
// first comes at 16 MB. The memory stays what is allocated: the counting
// makes no garbage, and a hash table is allocated once.
const perftGCPercent = 400

var perftCmd = &cobra.Command{
	Use:   "perft VARIANT|FILE -d N [--fen FEN] [--moves ...] [--divide] [--threads N] [--hash MB] [--json] [--stats] [--split K ...]",
	Short: "Count the leaf nodes of the move tree to a depth",
	Long: `Count the positions reached after exactly N plies (perft) from a variant's
start position, or --fen, after the moves of --moves. Prints the node
count, the time and the speed in nodes per second.

--divide prints the count below each legal move first, "move: nodes", in the
notation of "betzac moves". The root moves are split among --threads
workers (default: all cores); --hash MB adds a transposition table (at
most the machine's memory). Runs longer than a few seconds report their
progress on stderr every second (root moves done, nodes, nodes per second,
ETA): on a terminal one line updated in place, elsewhere a line each time.
Ctrl-C stops a run at once, printing the nodes counted so far. The depth is
at most 64. --json prints one JSON object instead (with "divide" when
--divide is given).

--split K splits the tree K plies deep into units (positions reached by
different move orders are one unit) counted by workers over NATS JetStream:
--nats URL names a server; without it perft starts one, the betzac-nats
command found beside betzac or on PATH (or the one $BETZAC_NATS_SERVER names;
go install github.com/betzac/betzac/cmd/... installs both), with its store in
--store, and prints the URL that "betzac worker" joins on other machines.
The store's secret (--secret, by default in the store) lets the workers in
and signs their counts: give another machine's workers a copy.
Counts are kept on the server, so a rerun resumes. --workers local
workers share --threads; --verify F has a fraction of the units recounted by
another worker; --plan prints the split's size and stops. See the README,
"Perft across several machines".

--stats counts, at the last ply, the captures, e.p. captures, castlings,
promotions, drops (where the variant has them), checks, discovered checks,
double checks and checkmates, as chessprogramming.org's "Perft Results"
tables do. Every move that removes a piece from the board is one capture
(a locust or multi-leg move taking several, an atomic blast); a discovered
check is a check by one piece that did not move; a double check is not
also counted as discovered. It makes every last-ply move, so it is slower
than plain perft, which it leaves alone.`,
	Example: `  betzac perft chess -d 5
  betzac perft chess -d 6 --threads 1
  betzac perft chess --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" -d 4 --divide
  betzac perft chess --moves "e2e4 e7e5" -d 4 --hash 64 --json
  betzac perft chess --fen "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" -d 5 --stats
  betzac perft my-variant.yaml -d 3
  betzac perft capablanca -d 7 --split 4 --store ~/perft-capa
  betzac perft chess -d 8 --split 3 --nats nats://lab1:4222 --workers 0 --verify 0.01
  betzac perft shogi -d 6 --split 5 --plan`,
	Args: variantArg,
	RunE: func(cmd *cobra.Command, args []string) error {
		if !cmd.Flags().Changed("depth") {
			return usageErrorf(cmd, "perft needs a depth: -d N (N >= 0)")
		}
		debug.SetGCPercent(perftGCPercent)
		newPos := vm.NewPosition
		if perftFlags.hash == 0 {
			newPos = vm.NewPositionUnkeyed // no hash table: no node reads the hash
		}
		pos, setup, err := loadNotated(cmd, args[0], perftFlags.fen, perftFlags.moves, newPos)
		if err != nil {
			return err
		}
		if perftFlags.stats {
			return runStats(cmd, pos)
		}
		if distFlags.Split > 0 {
			return runDistributed(cmd, args[0], setup)
		}
		ctx, stop := interruptible(0)
		defer stop()
		status := newStatusLine(cmd.ErrOrStderr())
		var last time.Duration
		opt := perft.Options{Threads: perftFlags.threads, HashMB: perftFlags.hash, VMOnly: perftFlags.vmOnly,
			Progress: func(pr perft.Progress) {
				if pr.Elapsed < progressAfter || pr.Elapsed-last < progressEvery {
					return
				}
				last = pr.Elapsed
				status.Show(perftProgress(pr))
			}}
		r, err := perft.Run(ctx, pos, perftFlags.depth, opt)
		status.Close()
		if r.Canceled {
			return fmt.Errorf("perft interrupted after %d nodes", r.Nodes)
		}
		if err != nil {
			return fmt.Errorf("perft: %w", err)
		}
		return printResult(cmd, r)
	},
}

func init() {
	addCommand(perftCmd)
	lazyFlags(perftCmd, declarePerftFlags)
}

// declarePerftFlags declares perft's flags (lazyflags.go).
func declarePerftFlags(f *pflag.FlagSet) {
	f.StringVar(&perftFlags.fen, "fen", "", "start from this `FEN` instead of the variant's start position")
	addSFENFlag(perftCmd) // usi.go
	f.StringVar(&perftFlags.moves, "moves", "", "play these `moves` (space separated) first")
	f.IntVarP(&perftFlags.depth, "depth", "d", 0, "depth in plies (required)")
	f.BoolVar(&perftFlags.divide, "divide", false, "print the count below each root move")
	f.IntVar(&perftFlags.threads, "threads", 0, "worker threads for the root split (0 = all cores)")
	f.IntVar(&perftFlags.hash, "hash", 0, "transposition table size in `MB` (0 = none)")
	f.BoolVar(&perftFlags.json, "json", false, "print the result as JSON")
	f.BoolVar(&perftFlags.vmOnly, "vm-only", false, "count on the VM alone, not on a bitboard back end where the variant fits one (betzac compile --plan says which; --hash counts on the VM)")
	f.BoolVar(&perftFlags.stats, "stats", false, "count captures, e.p., castlings, promotions, drops, checks and mates at the last ply")
	inRange(f, "depth", 0, perft.MaxDepth)
	inRange(f, "threads", 0, maxThreads)
	inRange(f, "hash", 0, perft.MaxHashMB)
}
