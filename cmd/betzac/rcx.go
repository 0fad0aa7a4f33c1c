package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/rcx"
)

var rcxFlags struct {
	out    string
	depth  int
	search int
	fen    string
}

var rcxCmd = &cobra.Command{
	Use:   "rcx VARIANT|FILE [-o DIR] [--depth N] [--search N] [--fen FEN]",
	Short: "Write a C program for the LEGO Mindstorms RCX (brickOS)",
	Long: `Write a self-contained C program for brickOS on the LEGO Mindstorms RCX: the
compiled move table, an interpreter for it with the VM's semantics, perft
to --depth from the start position and a material-only alpha-beta search
to --search plies, with a Makefile that uses brickOS's make rules.

In DIR (default: the variant's name), "make" builds NAME.lx for the brick
and checks that it fits the 14.5 KB a brickOS program gets and needs no
runtime helper the kernel lacks; "make bare SIM=.../run sim" runs the same
core in the GNU H8/300 simulator, printing perft(1..depth); "make host"
runs it with the host C compiler.

Variants the RCX core cannot run (boards over 10x10, drops, Chess960
castling, wrapping, crooked or relay moves, ...) are refused, naming the
feature and the piece.`,
	Example: `  betzac rcx chess -o out && make -C out
  betzac rcx capablanca -o capa --depth 2 && make -C capa host
  betzac rcx chess --fen "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" --search 1 -o mate`,
	Args: variantArg,
	RunE: func(cmd *cobra.Command, args []string) error {
		if err := checkFENFlag(cmd); err != nil { // moves.go
			return err
		}
		_, p, err := compiler.Load(args[0])
		if err != nil {
			return err
		}
		search := rcxFlags.search
		if search == 0 {
			search = -1
		}
		prog, err := rcx.Emit(p, rcx.Options{Depth: rcxFlags.depth, SearchDepth: search, FEN: rcxFlags.fen})
		if err != nil {
			return err
		}
		dir := rcxFlags.out
		if dir == "" {
			dir = prog.Name
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		for _, f := range prog.Files {
			if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
				return err
			}
		}
		out := cmd.OutOrStdout()
		fmt.Fprintf(out, "wrote %s/ (%d files): make -C %s builds %s.lx\n", dir, len(prog.Files), dir, prog.Name)
		fmt.Fprintf(out, "estimated size: %v\n", prog.Estimate)
		return nil
	},
}

func init() {
	addCommand(rcxCmd)
	lazyFlags(rcxCmd, declareRcxFlags)
}

// declareRcxFlags declares rcx's flags (lazyflags.go).
func declareRcxFlags(f *pflag.FlagSet) {
	f.StringVarP(&rcxFlags.out, "out", "o", "", "write the program into `DIR` (default: the variant's name)")
	f.IntVarP(&rcxFlags.depth, "depth", "d", 3, "perft depth")
	f.IntVar(&rcxFlags.search, "search", 2, "alpha-beta depth in plies (0: no search)")
	f.StringVar(&rcxFlags.fen, "fen", "", "start from this `FEN` instead of the variant's start position")
	inRange(f, "depth", 1, 9)
	inRange(f, "search", 0, 9)
}
