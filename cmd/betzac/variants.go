package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/variants"
)

var variantsCmd = &cobra.Command{
	Use:   "variants",
	Short: "List the built-in variants",
	Long: `List the built-in variants: name, board size and title. A built-in
variant's name can be given wherever betzac takes a VARIANT, and a variant
file can inherit from it ("inherit: chess").`,
	Example: `  betzac variants
  betzac compile capablanca`,
	Args: noArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 0, 2, ' ', 0)
		for _, name := range variants.BuiltinNames() {
			v, err := variants.Builtin(name)
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "%s\t%s\t%s\n", v.Name, v.Board(), v.Title)
		}
		return w.Flush()
	},
}

func init() { addCommand(variantsCmd) }
