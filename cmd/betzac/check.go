package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

var checkCmd = &cobra.Command{
	Use:   "check FILE...",
	Short: "Report every error in variant files",
	Long: `Load and compile each variant file (or built-in variant) and report every
problem found, one a line as "file:line:col: message", on standard error.
An error in a file that a variant inherits from is reported at the
variant's own inherit line too: "mine.yaml:2:10: inherit: base.yaml:5:30: …".
A file without problems gets "FILE: ok" on standard output. The exit status
is 1 if any file has a problem.

Warnings, "file:line:col: warning: message", on standard error, point at
what is allowed but probably not meant: no royal piece, castling O on a
piece that is not royal (it never castles) or with no partner in the start
position, a start position where a side has no royal piece, a castling
right in it with no partner. A file with only warnings is still ok.`,
	Example: `  betzac check my-variant.yaml
  betzac check variants/*.yaml
  betzac check chess capablanca`,
	Args: checkArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		failed := false
		for _, arg := range args {
			if !checkOne(cmd.ErrOrStderr(), arg) {
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

func init() { addCommand(checkCmd) }

func checkArgs(cmd *cobra.Command, args []string) error { return checkArgNames(cmd, args, "FILE...") }

// checkOne loads, compiles and lints one variant, printing its errors
// and warnings on errOut; it reports whether there was no error.
func checkOne(errOut io.Writer, arg string) bool {
	v, p, err := compiler.Load(arg)
	var ws []vm.Warning
	if err == nil {
		ws, err = vm.Lint(p)
		if err != nil {
			err = v.StartPositionError(err)
		}
	}
	if err != nil {
		printError(errOut, err)
		return false
	}
	for _, w := range ws {
		fmt.Fprintln(errOut, warningAt(v, w))
	}
	return true
}

// warningAt positions a warning: at the piece's Betza string, or at the
// start position, or at the file.
func warningAt(v *variants.Variant, w vm.Warning) *variants.Error {
	var e *variants.Error
	switch pc := v.Piece(w.Piece); {
	case pc != nil:
		e = pc.ErrorAt(0, w.String())
	case w.Start:
		e = v.StartError(w.String())
	default:
		e = &variants.Error{File: v.File, Msg: w.String()}
	}
	e = v.Own(e)
	e.Msg = "warning: " + e.Msg
	return e
}
