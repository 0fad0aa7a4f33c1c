package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecourier"
)

var gcFlags struct {
	out string
}

var gamecourierCmd = &cobra.Command{
	Use:   "gamecourier VARIANT|FILE [-o DIR]",
	Short: "Write a Game Courier preset (chessvariants.com) that enforces the rules",
	Long: `Write a Game Courier preset for a variant: one file per field of the preset
editor, and README.txt saying where each goes. The Pre-Game code holds the
compiled move table (the numbers of "betzac compile --raw") and a
table-driven move generator in GAME Code (H.G. Muller's design); the
Post-Move code of each side performs and checks the move, the Post-Game
code lists the legal moves for the highlighter and detects checkmate and
stalemate.

Variants that use a rule the emitted code does not implement (drops,
Chess960 castling, confinement regions, ...) are refused, naming the rule
and the piece.`,
	Example: `  betzac gamecourier chess -o chess-gc
  betzac gamecourier my-variant.yaml -o out && cat out/README.txt`,
	Args: argNames("VARIANT|FILE"),
	RunE: func(cmd *cobra.Command, args []string) error {
		_, p, err := compiler.Load(args[0])
		if err != nil {
			return err
		}
		pr, err := gamecourier.Emit(p)
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

func init() {
	f := gamecourierCmd.Flags()
	f.StringVarP(&gcFlags.out, "out", "o", "", "write the preset into `DIR` (default: NAME-gc)")
	rootCmd.AddCommand(gamecourierCmd)
}
