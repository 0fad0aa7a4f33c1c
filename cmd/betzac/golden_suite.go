package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/perft"
)

// runGoldenSuite is "golden --suite FILE": betzac's counts against an EPD
// perft suite's.
func runGoldenSuite(cmd *cobra.Command) error {
	if goldenFlags.epd {
		return usageErrorf(cmd, "--suite runs a suite, --epd prints the corpus: give one")
	}
	variant := goldenFlags.variant
	if variant == "" {
		variant = "chess"
	}
	v, p, err := compiler.Load(variant)
	if err != nil {
		return err
	}
	suite, err := loadSuite(goldenFlags.suite, p)
	if err != nil {
		return err
	}
	var maxNodes uint64
	if cmd.Flags().Changed("max-nodes") {
		maxNodes = uint64(goldenFlags.maxNodes)
	}
	ctx, stop := interruptible(0)
	defer stop()
	rep := &suiteReport{Suite: goldenFlags.suite, Counter: "betzac", Variant: v.Name}
	err = runSuite(ctx, cmd.OutOrStdout(), rep, suite, maxNodes, goldenFlags.json,
		func(ctx context.Context, sp suitePosition, row *suiteRow) error {
			r, err := perft.Run(ctx, sp.pos, row.Depth, perft.Options{Threads: goldenFlags.threads})
			row.Got = r.Nodes
			if err != nil {
				row.Error = err.Error()
				return err
			}
			return nil
		})
	if err != nil {
		return err
	}
	if rep.Failed > 0 {
		return exitStatus(1)
	}
	return nil
}
