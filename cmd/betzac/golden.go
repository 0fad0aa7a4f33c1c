package main

import (
	"context"
	"fmt"
	"math"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

var goldenFlags struct {
	variant  string
	maxNodes int64
	threads  int
	epd      bool
}

var goldenCmd = &cobra.Command{
	Use:   "golden [--variant V] [--max-nodes N] [--threads N] [--epd]",
	Short: "Run the golden perft corpus",
	Long: `Run the golden perft corpus (built into betzac; see golden/README.md): every
position and depth, or those of --variant, up to --max-nodes nodes per entry
(0 = all). Prints one line per entry and a final "N passed, N failed" line;
the exit status is 1 if any entry failed.

--epd prints the corpus as EPD ("fen ;D1 20 ;D2 400") instead, for other
engines (also up to --max-nodes).`,
	Example: `  betzac golden
  betzac golden --variant chess960 --max-nodes 1000000
  betzac golden --variant chess --epd`,
	Args: usageArgs(cobra.NoArgs),
	RunE: func(cmd *cobra.Command, args []string) error {
		maxNodes := uint64(goldenFlags.maxNodes)
		out := cmd.OutOrStdout()
		var vs []string
		if goldenFlags.variant != "" {
			vs = []string{goldenFlags.variant}
		}
		if goldenFlags.epd {
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
		entries, err := golden.Entries(maxNodes, vs...)
		if err != nil {
			return err
		}
		progs := map[string]*legdefs.Program{}
		passed, failed := 0, 0
		for _, e := range entries {
			p := progs[e.Variant]
			if p == nil {
				_, p, err = compiler.Load(e.Variant)
				if err != nil {
					return err
				}
				progs[e.Variant] = p
			}
			pos, err := vm.NewPosition(p, e.FEN)
			if err != nil {
				fmt.Fprintf(out, "FAIL %s %s d%d: %v\n", e.Variant, e.Name, e.Depth, err)
				failed++
				continue
			}
			r, err := perft.Run(context.Background(), pos, e.Depth, perft.Options{Threads: goldenFlags.threads})
			if err != nil {
				return err
			}
			if r.Nodes == e.Nodes {
				passed++
				fmt.Fprintf(out, "ok   %s %s d%d %d (%.2fs)\n", e.Variant, e.Name, e.Depth, r.Nodes, r.Elapsed.Seconds())
			} else {
				failed++
				fmt.Fprintf(out, "FAIL %s %s d%d: %d nodes, want %d (%s) fen %q\n", e.Variant, e.Name, e.Depth, r.Nodes, e.Nodes, e.Source, e.FEN)
			}
		}
		fmt.Fprintf(out, "%d passed, %d failed\n", passed, failed)
		if failed > 0 {
			return exitStatus(1)
		}
		return nil
	},
}

func init() {
	f := goldenCmd.Flags()
	f.StringVar(&goldenFlags.variant, "variant", "", "run only this variant's corpus")
	f.Int64Var(&goldenFlags.maxNodes, "max-nodes", 0, "skip entries with more than `N` nodes (0 = run all)")
	f.IntVar(&goldenFlags.threads, "threads", 0, "worker threads (0 = all cores)")
	f.BoolVar(&goldenFlags.epd, "epd", false, "print the corpus as EPD instead of running it")
	inRange(f, "max-nodes", int64(0), math.MaxInt64)
	inRange(f, "threads", 0, maxThreads)
	rootCmd.AddCommand(goldenCmd)
}
