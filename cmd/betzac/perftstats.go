package main

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// runStats is "perft --stats": the per-category counts of the last ply
// (perft.CountStats), a counting path apart from plain perft's.
func runStats(cmd *cobra.Command, pos *vm.Position) error {
	for _, f := range []string{"divide", "hash", "split"} {
		if cmd.Flags().Changed(f) {
			return usageErrorf(cmd, "--stats does not go with --%s", f)
		}
	}
	ctx, stop := interruptible(0)
	defer stop()
	start := time.Now()
	s, err := perft.CountStats(ctx, pos, perftFlags.depth, perftFlags.threads)
	if ctx.Err() != nil {
		return fmt.Errorf("perft --stats interrupted after %d nodes", s.Nodes)
	}
	if err != nil {
		return fmt.Errorf("perft: %w", err)
	}
	out := cmd.OutOrStdout()
	if perftFlags.json {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			FEN   string `json:"fen"`
			Depth int    `json:"depth"`
			perft.Stats
			Elapsed time.Duration `json:"elapsed_ns"`
		}{pos.FEN(), perftFlags.depth, s, time.Since(start)})
	}
	rows := []struct {
		name string
		n    uint64
	}{
		{"nodes", s.Nodes}, {"captures", s.Captures}, {"e.p.", s.EP}, {"castles", s.Castles},
		{"promotions", s.Promotions}, {"drops", s.Drops}, {"checks", s.Checks},
		{"discovery checks", s.DiscoveryChecks}, {"double checks", s.DoubleChecks}, {"checkmates", s.Checkmates},
	}
	drops := pos.Program().Rules.Hand.Drops
	for _, r := range rows {
		if r.name == "drops" && !drops && r.n == 0 {
			continue // most variants have none
		}
		fmt.Fprintf(out, "%-17s %d\n", r.name, r.n)
	}
	fmt.Fprintf(out, "%-17s %.3fs\n", "time", time.Since(start).Seconds())
	return nil
}
