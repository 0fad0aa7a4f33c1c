package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecourier"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
)

var gcFlags struct {
	out          string
	probe, check bool
	games, plies int
	seed         uint64
	invariant    int
	perft        int
	everyMove    int
	probeAnswers string
	ends         bool
}

var gamecourierCmd = &cobra.Command{
	Use:   "gamecourier VARIANT|FILE [-o DIR] | gamecourier --check VARIANT|FILE | gamecourier --probe [-o DIR] | gamecourier --probe-answers FILE [VARIANT|FILE]",
	Short: "Write a Game Courier preset (chessvariants.com) that enforces the rules",
	Long: `Write a Game Courier preset for a variant: one file per field of the preset
editor, and README.txt saying where each goes. The Pre-Game code holds the
compiled move table (the numbers of "betzac compile --raw") and a
table-driven move generator in GAME Code (H.G. Muller's design); the
Post-Move code of each side performs and checks the move, the Post-Game
code lists the legal moves for the highlighter and detects checkmate and
stalemate.

Variants that use a rule the emitted code does not implement (check
counting, gates, passing, must-drop, unload moves, ...) are refused, naming
the rule and the piece.

With --check, run the proof instead of writing files: the preset is run in
betzac's GAME Code interpreter on random games of the VM's, and must agree
with the VM at every position: the highlighter's legal moves, the board
after legal moves (two at random and every special one as whole requests;
in the first --every-move games, every other legal move through its
Post-Move alone), refused illegal moves, checkmate and stalemate.
Every 10th position and the last of a game are also replayed whole, as
Game Courier does. The first --invariant games (all by default) must give
the same result under every combination of the dialect switches (the
points of GAME Code no public source settles); the others run under one
each. --perft N counts
perft 1 to N through the preset's own generator, at the start and after
10 plies, against the VM's. It prints the cost of a whole game
(statements and operator evaluations of one page request).

With --probe, write the staged probe: a tiny preset (stage 1) that asks the
live server one question a line (a ";" in a string, gosub arguments, each
setlegal and loop form, $maxmln, @-SQ, empty strings, negative numbers,
won/drawn/lost, how a clicked promotion arrives, the step limit, the
dialect switches), each
printing a line "betzac-probe KEY VALUE" to paste back; and, in DIR/stage2,
the chess preset with probe lines, for once stage 1 says it can run.
README.txt in DIR says what to click.

With --probe-answers FILE, read that paste: print what the server does (the
switches of the interpreter it settles, and per construct whether it works)
and fail, naming the construct and a line using it, if the preset of
VARIANT (chess by default) uses a construct the server refused.

With --ends, the preset (and the proof) also ends the game when the side
to move has no legal move: won (the side that just moved wins: a
checkmate), lost or drawn, as the variant's checkmate and stalemate values
say. No public page shows these commands: use it only when --probe-answers
says the server's won, lost and drawn work as the preset needs.`,
	Example: `  betzac gamecourier chess -o chess-gc
  betzac gamecourier my-variant.yaml -o out && cat out/README.txt
  betzac gamecourier --check my-variant.yaml --games 5 --plies 40
  betzac gamecourier --probe -o probe
  betzac gamecourier --probe-answers answers.txt my-variant.yaml`,
	Args: func(cmd *cobra.Command, args []string) error {
		if gcFlags.probeAnswers != "" {
			if len(args) > 1 || gcFlags.check || gcFlags.probe || gcFlags.ends {
				return usageErrorf(cmd, "--probe-answers takes at most one VARIANT and no --check, --probe or --ends")
			}
			return nil
		}
		if gcFlags.probe {
			if len(args) > 0 || gcFlags.check || gcFlags.ends {
				return usageErrorf(cmd, "--probe takes no VARIANT and no --check or --ends")
			}
			return nil
		}
		return variantArg(cmd, args)
	},
	RunE: func(cmd *cobra.Command, args []string) error {
		if gcFlags.probeAnswers != "" {
			return readProbeAnswers(cmd, args)
		}
		if gcFlags.probe {
			return writeProbe(cmd)
		}
		_, p, err := compiler.Load(args[0])
		if err != nil {
			return err
		}
		if gcFlags.check {
			return runCheck(cmd, p)
		}
		pr, err := gamecourier.Emit(p)
		if err == nil && gcFlags.ends {
			err = pr.EndWithCommands()
		}
		if err != nil {
			return err
		}
		dir := gcFlags.out
		if dir == "" {
			dir = pr.Name + "-gc"
		}
		return writeFiles(cmd, dir, pr.Output())
	},
}

// writeFiles writes files into dir and says so.
func writeFiles(cmd *cobra.Command, dir string, files []gamecourier.File) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
			return err
		}
	}
	fmt.Fprintf(cmd.OutOrStdout(), "wrote %s/ (%d files): see %s\n", dir, len(files), filepath.Join(dir, "README.txt"))
	return nil
}

// runCheck runs the proof on p and prints its report.
func runCheck(cmd *cobra.Command, p *legdefs.Program) error {
	rep, err := gamecourier.Check(p, gamecourier.CheckOptions{Games: gcFlags.games, Plies: gcFlags.plies, Seed: gcFlags.seed,
		Invariant: gcFlags.invariant, Perft: gcFlags.perft, EveryMove: gcFlags.everyMove, Ends: gcFlags.ends})
	out := cmd.OutOrStdout()
	fmt.Fprintf(out, "%s: %d positions (%d replayed whole), %d legal moves played (%d more through their Post-Move alone), %d illegal moves refused\n",
		p.Name, rep.Positions, rep.Replays, rep.MovesTried, rep.PostMoves, rep.Refusals)
	for i, proof := range rep.Proofs {
		fmt.Fprintf(out, "game %d under every switch combination: %v\n", i, proof)
	}
	for _, l := range rep.Perfts {
		fmt.Fprintln(out, l)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "the preset agrees with the VM\ncost of a %d-ply game (one page request): %d statements, %d operator evaluations\n",
		gcFlags.plies, rep.Cost.Statements, rep.Cost.Ops)
	return nil
}

func init() {
	addCommand(gamecourierCmd)
	lazyFlags(gamecourierCmd, declareGamecourierFlags)
}

// declareGamecourierFlags declares gamecourier's flags (lazyflags.go).
func declareGamecourierFlags(f *pflag.FlagSet) {
	f.StringVarP(&gcFlags.out, "out", "o", "", "write the preset into `DIR` (default: NAME-gc)")
	f.BoolVar(&gcFlags.check, "check", false, "run the proof against the VM instead of writing files")
	f.BoolVar(&gcFlags.probe, "probe", false, "write the staged probe for the live server")
	f.BoolVar(&gcFlags.ends, "ends", false, "end games with won, lost or drawn (checkmate, stalemate, by the variant's values): only once --probe-answers says the server's commands work so")
	f.StringVar(&gcFlags.probeAnswers, "probe-answers", "", "read the pasted answers of the staged probe from `FILE`")
	f.IntVar(&gcFlags.games, "games", 3, "--check: random games")
	f.IntVar(&gcFlags.plies, "plies", 30, "--check: plies per game")
	f.Uint64Var(&gcFlags.seed, "seed", 1, "--check: seed of the random games")
	f.IntVar(&gcFlags.invariant, "invariant", -1, "--check: games proven under every dialect switch combination (-1: every game)")
	f.IntVar(&gcFlags.perft, "perft", 2, "--check: perft depth counted through the preset (0: none)")
	f.IntVar(&gcFlags.everyMove, "every-move", -1, "--check: games in which every legal move is played (its Post-Move alone; -1: every game)")
	inRange(f, "games", 1, maxGames)
	inRange(f, "plies", 1, maxPlies)
	inRange(f, "seed", 0, uint64(math.MaxUint64))
	inRange(f, "invariant", -1, maxGames)
	inRange(f, "perft", 0, perft.MaxDepth)
	inRange(f, "every-move", -1, maxGames)
}
