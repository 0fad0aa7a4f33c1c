package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/perft"
)

// runEngineSuite is "enginetest --suite FILE": the engine's counts against
// the suite's; a failed count that betzac gets right is walked down to the
// engine's first wrong move list (enginetest.Compare).
func runEngineSuite(ctx context.Context, cmd *cobra.Command, eng *openedEngine, variant string, suite []suitePosition, cannot func(string, ...any) error) error {
	rep := &suiteReport{Suite: engineFlags.suite, Counter: eng.name, Variant: variant}
	err := runSuite(ctx, cmd.OutOrStdout(), rep, suite, 0, engineFlags.json,
		func(ctx context.Context, sp suitePosition, row *suiteRow) error {
			d, err := eng.Perft(ctx, sp.FEN, nil, row.Depth)
			if err != nil {
				row.Error = err.Error()
				return err
			}
			row.Got = d.Total
			if row.Got == row.Want || perft.Count(sp.pos, row.Depth) != row.Want {
				return nil
			}
			cr, err := eng.compare(ctx, sp.pos, sp.FEN, row.Depth)
			if err != nil {
				row.Error = err.Error()
				return err
			}
			row.Mismatch = cr.Mismatch
			return nil
		})
	if err != nil {
		return cannot("%v", err)
	}
	if rep.Failed > 0 {
		return exitStatus(1)
	}
	return nil
}
