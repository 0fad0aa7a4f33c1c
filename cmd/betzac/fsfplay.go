package main

import (
	"fmt"
	"math"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/perft"
)

var playFlags struct {
	engineReach
	ini        string
	known      string
	expectFail string
	opt        enginetest.PlayOptions
}

var fsfplayCmd = &cobra.Command{
	Use:   `fsfplay --engine "CMD ARGS" [VARIANT...] [--ini FILE] [--games N --plies P --seed S]`,
	Short: "Play random games against Fairy-Stockfish, comparing every position's moves",
	Long: `Play random games with Fairy-Stockfish (or any UCI engine that plays the
variants): at every position compare the engine's legal moves ("go perft
1") with betzac's, and every --perft-every plies perft to --perft-depth
(where the counts differ, the first position whose move lists differ is
found as by enginetest). Moves are drawn from --seed and the game number,
so a run is repeatable. A game stops at its first disagreement.

Variants: those named, or every built-in variant the engine lists under
the same name (chess960 and atomic960 are the engine's chess and atomic
with UCI_Chess960). With --ini FILE, the sections named (each must
translate), or every section of that variants.ini that "betzac import fsf"
translates without complaint, played by the engine from FILE itself
(VariantPath).

Fairy-Stockfish is not always right. --known FILE lists positions where
it is wrong, each with the proof; they are checked first (the engine must
still make that move and betzac must not; or, for a move written -MOVE,
the engine must still omit it and agree with betzac at the row's witness
position) and counted apart. A
disagreement of the same kind during play (the engine's extra move is a
drop after which the engine itself finds no legal reply, of a piece that
may not give mate by a drop; or, under royal extinction, betzac's extra
move is a promotion to a second royal piece that the engine itself makes
when the piece is already promoted) is counted apart too, as "fsf-wrong".
--expect-fail FILE names variants (first column) whose failure is a known,
owned betzac bug: they count as expected failures, not failures.

The last line is "N passed, N failed" (one per variant and per known
position). Exit status: 0 no failure, 1 a failure, 2 could not run.`,
	Example: `  betzac fsfplay --engine "node CI/fsf-wasm/driver.js" --games 2 --plies 60
  betzac fsfplay --engine fairy-stockfish shogi minishogi --games 50 --plies 200 --seed 7
  betzac fsfplay --engine fairy-stockfish --ini variants.ini
  betzac fsfplay --engine fairy-stockfish --ini variants.ini gale teeko`,
	RunE: runFsfplay,
}

func runFsfplay(cmd *cobra.Command, args []string) error {
	f := &playFlags
	if f.engine == "" {
		return usageErrorf(cmd, "fsfplay needs --engine \"CMD ARGS\"")
	}
	argv, err := enginetest.SplitCommand(f.engine)
	if err != nil {
		return usageErrorf(cmd, "--engine: %v", err)
	}
	ctx, stop := interruptible(f.timeout)
	defer stop()
	cfg := enginetest.Config{Command: argv, CommandTimeout: f.commandTimeout, BannerGrace: f.bannerGrace}
	sess := enginetest.NewSession(func() (*enginetest.Engine, error) { return enginetest.Start(ctx, cfg) })
	defer sess.Close()
	expect, err := enginetest.ReadExpectFail(f.expectFail)
	if err != nil {
		return err
	}
	check := enginetest.FSFCheck{Variants: args, INI: f.ini, Known: f.known, ExpectFail: expect, Play: f.opt}
	t, err := check.Run(ctx, sess, cmd.OutOrStdout())
	if err != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "betzac fsfplay: could not run: %v\n", err)
		return exitStatus(2)
	}
	if t.Failed > 0 {
		return exitStatus(1)
	}
	return nil
}

func init() {
	addCommand(fsfplayCmd)
	lazyFlags(fsfplayCmd, declareFsfplayFlags)
}

// declareFsfplayFlags declares fsfplay's flags (lazyflags.go).
func declareFsfplayFlags(f *pflag.FlagSet) {
	addEngineFlags(f, &playFlags.engineReach, 30*time.Minute, time.Minute, "of the engine")
	f.StringVar(&playFlags.ini, "ini", "", "play every section of this variants.ini `FILE` that import fsf translates without complaint")
	f.StringVar(&playFlags.known, "known", "", "`FILE` of positions where the engine is known to be wrong (variant, FEN, move, proof)")
	f.StringVar(&playFlags.expectFail, "expect-fail", "", "`FILE` of variants expected to fail (variant, issue, reason)")
	f.IntVar(&playFlags.opt.Games, "games", 2, "random games per variant")
	f.IntVar(&playFlags.opt.Plies, "plies", 40, "plies per game at most")
	f.Uint64Var(&playFlags.opt.Seed, "seed", 1, "random seed")
	f.IntVar(&playFlags.opt.PerftDepth, "perft-depth", 2, "depth of the sampled perfts (1: none)")
	f.IntVar(&playFlags.opt.PerftEvery, "perft-every", 10, "compare perft --perft-depth every N plies")
	inRange(f, "games", 0, maxGames)
	inRange(f, "plies", 1, maxPlies)
	inRange(f, "seed", 0, uint64(math.MaxUint64))
	inRange(f, "perft-depth", 1, perft.MaxDepth)
	inRange(f, "perft-every", 1, maxPlies)
}
