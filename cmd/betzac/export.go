package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/fsf"
)

var exportFlags struct {
	section string
}

var exportCmd = &cobra.Command{
	Use:   "export fsf VARIANT|FILE [--section NAME]",
	Short: "Write a variant in another program's format (Fairy-Stockfish variants.ini)",
	Long: `Write a variant as a Fairy-Stockfish variants.ini section, for FSF's
VariantPath option (see package fsf). FSF reads single-leg Betza only:
a variant with a multi-leg move (XBetza's a, brackets), a modifier FSF does
not know, a promoting piece that is not a chess pawn, several royal
pieces, or a rule the ini cannot carry is refused, each piece named with
the reason. The section is read back and compiled before it is printed,
so what is printed means the same variant.`,
	Example: `  betzac export fsf capablanca
  betzac export fsf my-variant.yaml --section myvariant > my.ini`,
	Args: argNames("FORMAT", "VARIANT|FILE"),
	RunE: func(cmd *cobra.Command, args []string) error {
		if args[0] != "fsf" {
			return usageErrorf(cmd, "unknown format %q: the only one is fsf", args[0])
		}
		v, p, err := compiler.Load(args[1])
		if err != nil {
			return err
		}
		text, err := fsf.Export(v, p, exportFlags.section)
		if err != nil {
			return err
		}
		fmt.Fprint(cmd.OutOrStdout(), text)
		return nil
	},
}

func init() {
	exportCmd.Flags().StringVar(&exportFlags.section, "section", "", "the section `NAME` (default: the variant's name)")
	rootCmd.AddCommand(exportCmd)
}
