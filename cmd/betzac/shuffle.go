package main

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

var shuffleCmd = &cobra.Command{
	Use:   "shuffle VARIANT|FILE --seed N",
	Short: "Draw a shuffled start position",
	Long: `Draw a start position of a variant with a shuffle (the variant file's
"shuffle" key, the Interactive Diagram's shuffle=) and print its FEN. The
same seed always draws the same start; --count N prints the starts of seeds
N, N+1, ... one a line, so that each can be drawn again alone. Count perft
from one with "betzac perft VARIANT --fen FEN".`,
	Example: `  betzac shuffle chess960 --seed 42
  betzac shuffle my-variant.yaml --seed 1 --count 10`,
	Args: variantArg,
	RunE: func(cmd *cobra.Command, args []string) error {
		if !cmd.Flags().Changed("seed") {
			return usageErrorf(cmd, "--seed N is needed: the same seed always draws the same start")
		}
		v, p, err := compiler.Load(args[0])
		if err != nil {
			return err
		}
		if v.Shuffle == nil {
			return fmt.Errorf("variant %s has no shuffle (a \"shuffle\" key): its only start is %s", v.Name, v.Start)
		}
		for i := range uint64(shuffleCount) {
			seed := shuffleSeed + i
			fen, err := v.ShuffleStart(rand.New(rand.NewPCG(seed, 0)))
			if err == nil {
				_, err = vm.NewPosition(p, fen)
			}
			if err != nil {
				return fmt.Errorf("variant %s, seed %d: %v", v.Name, seed, err)
			}
			fmt.Fprintln(cmd.OutOrStdout(), fen)
		}
		return nil
	},
}

var (
	shuffleSeed  uint64
	shuffleCount int
)

func init() {
	addCommand(shuffleCmd)
	lazyFlags(shuffleCmd, declareShuffleFlags)
}

// declareShuffleFlags declares shuffle's flags (lazyflags.go).
func declareShuffleFlags(f *pflag.FlagSet) {
	f.Uint64Var(&shuffleSeed, "seed", 0, "the seed of the draw (required)")
	f.IntVar(&shuffleCount, "count", 1, "how many starts to print, from seeds N, N+1, ...")
	inRange(f, "seed", 0, uint64(math.MaxUint64-100_000))
	inRange(f, "count", 1, 100_000)
}
