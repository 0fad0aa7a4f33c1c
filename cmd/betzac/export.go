package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/fsf"
	"github.com/betzac/betzac/idiagram"
)

var exportFlags struct {
	section string
}

var exportCmd = &cobra.Command{
	Use:   "export fsf|id VARIANT|FILE [--section NAME]",
	Short: "Write a variant in another program's format (Fairy-Stockfish variants.ini, Interactive Diagram)",
	Long: `Write a variant as a Fairy-Stockfish variants.ini section, for FSF's
VariantPath option (see package fsf). FSF reads single-leg Betza only:
a variant with a multi-leg move (XBetza's a, brackets), a modifier FSF does
not know, a promoting piece that is not a chess pawn, several royal
pieces, or a rule the ini cannot carry is refused, each piece named with
the reason. Xiangqi's horse (mafsW), elephant (mafF) and soldier are
written as FSF's horse, elephant and soldier types, and confine regions
as FSF's mobilityRegion settings. Janggi is written as a child of FSF's
janggi (its general's kingType has no key). The section is named after
the variant unless --section NAME; a name of one of FSF's built-in
variants (chess, capablanca, xiangqi, janggi, ...) is refused, since FSF
skips such a section and plays its own: give another, e.g. --section
betzac-chess. The section is read back and compiled before it is
printed, so what is printed means the same variant.

"export id" writes the variant as an Interactive Diagram definition in
its <div class="idiagram"> element, for a page (see package idiagram).
A piece letter that is not one letter, a start position that is neither
mirror- nor rotate-symmetric, promotion other than the P pieces' on a
zone of whole ranks, several royal pieces, or a rule the definition
cannot carry is refused by name; the definition is read back and
compiled before it is printed.`,
	Example: `  betzac export fsf capablanca --section betzac-capablanca
  betzac export fsf my-variant.yaml --section myvariant > my.ini
  betzac export id capablanca > capablanca-diagram.html`,
	Args: exportArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		if args[0] != "fsf" && args[0] != "id" {
			return usageErrorf(cmd, "unknown format %q: the formats are fsf and id", args[0])
		}
		if args[0] == "id" && exportFlags.section != "" {
			return usageErrorf(cmd, "--section is for fsf: a Diagram has no section")
		}
		v, p, err := compiler.Load(args[1])
		if err != nil {
			return err
		}
		var text string
		if args[0] == "id" {
			text, err = idiagram.Export(v, p)
		} else {
			text, err = fsf.Export(v, p, exportFlags.section)
		}
		if err != nil {
			return err
		}
		if args[0] == "id" {
			for _, n := range idiagram.Notes(v) {
				fmt.Fprintf(cmd.ErrOrStderr(), "betzac: note: %s\n", n)
			}
		}
		fmt.Fprint(cmd.OutOrStdout(), text)
		return nil
	},
}

func exportArgs(cmd *cobra.Command, args []string) error {
	return checkArgNames(cmd, args, "FORMAT", "VARIANT|FILE")
}

func init() {
	addCommand(exportCmd)
	lazyFlags(exportCmd, func(f *pflag.FlagSet) {
		f.StringVar(&exportFlags.section, "section", "", "the section `NAME` (default: the variant's name); not one of FSF's built-in variants")
	})
}
