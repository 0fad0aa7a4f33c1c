package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
)

var checkCmd = &cobra.Command{
	Use:   "check FILE...",
	Short: "Report every error in variant files",
	Long: `Load and compile each variant file (or built-in variant) and report every
problem found, one a line as "file:line:col: message", on standard error.
A file without problems gets "FILE: ok" on standard output. The exit status
is 1 if any file has a problem.`,
	Example: `  betzac check my-variant.yaml
  betzac check variants/*.yaml
  betzac check chess capablanca`,
	Args: argNames("FILE..."),
	RunE: func(cmd *cobra.Command, args []string) error {
		failed := false
		for _, arg := range args {
			v, err := variants.Resolve(arg)
			if err == nil {
				_, err = compiler.Compile(v)
			}
			if err != nil {
				printError(cmd.ErrOrStderr(), err)
				failed = true
				continue
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: ok\n", arg)
		}
		if failed {
			return exitStatus(1)
		}
		return nil
	},
}

func init() { rootCmd.AddCommand(checkCmd) }
