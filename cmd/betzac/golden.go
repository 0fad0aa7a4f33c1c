package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// goldenCap is golden's default --max-nodes: the whole corpus takes long
// (isochess's start position to depth 6 alone minutes); up to this cap
// (all but a few dozen entries) about 25 CPU-seconds.
const goldenCap = 10_000_000

var goldenFlags struct {
	variant  string
	maxNodes int64
	threads  int
	epd      bool
	suite    string
	json     bool
}

var goldenCmd = &cobra.Command{
	Use:   "golden [--variant V] [--max-nodes N] [--threads N] [--epd | --suite FILE [--json]]",
	Short: "Run the golden perft corpus",
	Long: `Run the golden perft corpus (built into betzac; see golden/README.md): every
position and depth, or those of --variant, up to --max-nodes nodes per entry
(default 10000000: all but the largest few dozen entries, about half a
minute; 0 = all, which takes long: isochess's start to depth 6 alone
minutes). Prints one
line per entry, then a summary: the entries, those skipped by --max-nodes,
the time, and a final "N passed, N failed" line; the exit status is 1 if any
entry failed. On a terminal, stderr shows the entry being counted.

--epd prints the corpus as EPD ("fen ;D1 20 ;D2 400") instead, for other
engines: all of it, or up to --max-nodes when that is given.

--suite FILE runs an EPD perft suite instead ("FEN ;D1 20 ;D2 400", one
position a line; # starts a comment) in --variant (default chess): one
line per count, "ok" or "FAIL" with the line of the file, the depth, the
count and the expected one; then "N passed, N failed". --max-nodes skips
larger counts only when given. --json prints one JSON object instead. A
malformed line is an error at its line and column. The exit status is 1 if
any count failed.`,
	Example: `  betzac golden
  betzac golden --variant chess960 --max-nodes 1000000
  betzac golden --max-nodes 0
  betzac golden --variant chess --epd
  betzac golden --suite perftsuite.epd
  betzac golden --variant capablanca --suite capa.epd --json`,
	Args: noArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		if goldenFlags.suite != "" {
			return runGoldenSuite(cmd)
		}
		if goldenFlags.json {
			return usageErrorf(cmd, "--json goes with --suite")
		}
		maxNodes := uint64(goldenFlags.maxNodes)
		var vs []string
		if goldenFlags.variant != "" {
			vs = []string{goldenFlags.variant}
		}
		if goldenFlags.epd {
			if !cmd.Flags().Changed("max-nodes") {
				maxNodes = 0
			}
			return printEPD(cmd.OutOrStdout(), maxNodes, vs)
		}
		entries, err := golden.Entries(0, vs...)
		if err != nil {
			return err
		}
		sum, err := runGolden(cmd.OutOrStdout(), newStatusLine(cmd.ErrOrStderr()), entries, maxNodes)
		if err != nil {
			return err
		}
		if sum.failed > 0 {
			return exitStatus(1)
		}
		return nil
	},
}

// printEPD prints the corpus of variants (none: all) as EPD.
func printEPD(out io.Writer, maxNodes uint64, vs []string) error {
	if len(vs) == 0 {
		vs = golden.Variants()
	}
	for _, v := range vs {
		f, err := golden.Load(v)
		if err != nil {
			return err
		}
		fmt.Fprint(out, f.EPD(maxNodes))
	}
	return nil
}

// goldenSummary is what a golden run counted.
type goldenSummary struct {
	entries, passed, failed, skipped int
	elapsed                          time.Duration
}

// runGolden counts the entries of at most maxNodes nodes (0: all), one
// line each on out, the entry being counted on status, and ends with the
// summary; its last line "N passed, N failed" is what CI adds up.
func runGolden(out io.Writer, status *statusLine, entries []golden.Entry, maxNodes uint64) (goldenSummary, error) {
	start := time.Now()
	sum := goldenSummary{entries: len(entries)}
	progs := map[string]*legdefs.Program{}
	for i, e := range entries {
		if maxNodes > 0 && e.Nodes > maxNodes {
			sum.skipped++
			continue
		}
		p := progs[e.Variant]
		if p == nil {
			var err error
			if _, p, err = compiler.Load(e.Variant); err != nil {
				status.Close()
				return sum, err
			}
			progs[e.Variant] = p
		}
		if status.tty {
			status.Show(fmt.Sprintf("golden: %d/%d %s %s d%d (%d nodes), %s", i+1, len(entries), e.Variant, e.Name, e.Depth, e.Nodes, time.Since(start).Round(time.Second)))
		}
		line, ok, err := goldenEntry(e, p)
		status.Clear()
		if err != nil {
			status.Close()
			return sum, err
		}
		fmt.Fprintln(out, line)
		if ok {
			sum.passed++
		} else {
			sum.failed++
		}
	}
	status.Close()
	sum.elapsed = time.Since(start)
	fmt.Fprintf(out, "%d entries, %d skipped by --max-nodes %d (0 runs all), %.1fs\n", sum.entries, sum.skipped, maxNodes, sum.elapsed.Seconds())
	fmt.Fprintf(out, "%d passed, %d failed\n", sum.passed, sum.failed)
	return sum, nil
}

// goldenEntry counts one entry with the program p: its line, and whether
// it passed.
func goldenEntry(e golden.Entry, p *legdefs.Program) (string, bool, error) {
	pos, err := vm.NewPosition(p, e.FEN)
	if err != nil {
		return fmt.Sprintf("FAIL %s %s d%d: %v", e.Variant, e.Name, e.Depth, err), false, nil
	}
	r, err := perft.Run(context.Background(), pos, e.Depth, perft.Options{Threads: goldenFlags.threads})
	if err != nil {
		return "", false, err
	}
	if r.Nodes != e.Nodes {
		return fmt.Sprintf("FAIL %s %s d%d: %d nodes, want %d (%s) fen %q", e.Variant, e.Name, e.Depth, r.Nodes, e.Nodes, e.Source, e.FEN), false, nil
	}
	return fmt.Sprintf("ok   %s %s d%d %d (%.2fs)", e.Variant, e.Name, e.Depth, r.Nodes, r.Elapsed.Seconds()), true, nil
}

func init() {
	addCommand(goldenCmd)
	lazyFlags(goldenCmd, declareGoldenFlags)
}

// declareGoldenFlags declares golden's flags (lazyflags.go).
func declareGoldenFlags(f *pflag.FlagSet) {
	f.StringVar(&goldenFlags.variant, "variant", "", "run only this variant's corpus")
	f.Int64Var(&goldenFlags.maxNodes, "max-nodes", goldenCap, "skip entries with more than `N` nodes (0 = run all: long)")
	f.IntVar(&goldenFlags.threads, "threads", 0, "worker threads (0 = all cores)")
	f.BoolVar(&goldenFlags.epd, "epd", false, "print the corpus as EPD instead of running it")
	f.StringVar(&goldenFlags.suite, "suite", "", "run the EPD perft suite in `FILE` instead of the corpus")
	f.BoolVar(&goldenFlags.json, "json", false, "print the --suite report as JSON")
	inRange(f, "max-nodes", int64(0), math.MaxInt64)
	inRange(f, "threads", 0, maxThreads)
}
