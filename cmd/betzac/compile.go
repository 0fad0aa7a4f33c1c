package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

var compileFlags struct {
	raw   bool
	plan  bool
	betza string
	board string
}

var compileCmd = &cobra.Command{
	Use:   "compile VARIANT|FILE | compile --betza STRING [--board FxR]",
	Short: "Print the compiled move table (legdefs) of a variant or a piece",
	Long: `Compile a variant (a built-in name or a file) and print its Program: the
legdefs table as a readable disassembly, one move a line, under each piece
type's letter, name and Betza string.

With --betza, compile a single XBetza string instead, for the board given
by --board (default 8x8; only crooked and circular paths depend on it). An
error in the string is shown with a caret under its column.

With --raw, print the table as bare integers instead: per move nLegs, then
"range dx dy mode" per leg, 0 after each piece's list.

With --plan, print instead the path the VM chose for the variant (package
vm, plan.go): its legality test, what the fast test looks for beyond the
rays' pins, attack test, Make path, the filters run on each node's list,
the shortcuts it takes, how perft's last ply counts each piece type and
how each type's plain moves are generated.`,
	Example: `  betzac compile chess
  betzac compile my-variant.yaml --raw
  betzac compile xiangqi --plan
  betzac compile --betza N --raw
  betzac compile --betza RmasR
  betzac compile --betza zW --board 10x8`,
	Args: func(cmd *cobra.Command, args []string) error {
		if cmd.Flags().Changed("betza") {
			if len(args) > 0 {
				return usageErrorf(cmd, "compile takes a VARIANT or --betza, not both")
			}
			if cmd.Flags().Changed("plan") {
				return usageErrorf(cmd, "--plan goes with a VARIANT (a plan is a whole variant's)")
			}
			return nil
		}
		if cmd.Flags().Changed("plan") && cmd.Flags().Changed("raw") {
			return usageErrorf(cmd, "--plan and --raw print different things; give one")
		}
		if cmd.Flags().Changed("board") {
			return usageErrorf(cmd, "--board goes with --betza (a variant file has its own board)")
		}
		if len(args) != 1 {
			return usageErrorf(cmd, "compile takes one VARIANT (a built-in name or a file), or --betza STRING")
		}
		return nil
	},
	RunE: func(cmd *cobra.Command, args []string) error {
		out := cmd.OutOrStdout()
		if cmd.Flags().Changed("betza") {
			return compileBetza(cmd, out)
		}
		_, p, err := compiler.Load(args[0])
		if err != nil {
			return err
		}
		if compileFlags.plan {
			pos, err := vm.NewPosition(p, "")
			if err != nil {
				return err
			}
			if err := pos.Plan(out); err != nil {
				return err
			}
			_, err = fmt.Fprintf(out, "perft     %s\n", perft.Backend(pos))
			return err
		}
		if compileFlags.raw {
			_, err := fmt.Fprintln(out, p.Table.String())
			return err
		}
		return legdefs.Disassemble(out, p)
	},
}

func init() {
	addCommand(compileCmd)
	lazyFlags(compileCmd, declareCompileFlags)
}

// declareCompileFlags declares compile's flags (lazyflags.go).
func declareCompileFlags(f *pflag.FlagSet) {
	f.BoolVar(&compileFlags.raw, "raw", false, "print the table as bare integers")
	f.BoolVar(&compileFlags.plan, "plan", false, "print the VM's plan for the variant (package vm, plan.go)")
	f.StringVar(&compileFlags.betza, "betza", "", "compile this XBetza `string` (one piece) instead of a variant")
	f.StringVar(&compileFlags.board, "board", "8x8", "board size `FILESxRANKS` for --betza")
}

// compileBetza compiles --betza for --board.
func compileBetza(cmd *cobra.Command, out io.Writer) error {
	files, ranks, err := variants.ParseBoard(compileFlags.board)
	if err != nil {
		return usageErrorf(cmd, "--board: %v", err)
	}
	src := compileFlags.betza
	t, err := compiler.CompileBetza(src, files, ranks)
	if err != nil {
		showBetzaError(cmd.ErrOrStderr(), src, err)
		return exitStatus(1)
	}
	if compileFlags.raw {
		_, err := fmt.Fprintln(out, t.String())
		return err
	}
	return legdefs.DisassembleBetza(out, src, t.Moves(0))
}

// showBetzaError prints an error in a Betza string with the string and a
// caret under the column it concerns.
func showBetzaError(w io.Writer, src string, err error) {
	var ge *grammar.Error
	if !errors.As(err, &ge) {
		fmt.Fprintf(w, "betza %s: %v\n", grammar.Quote(src), err)
		return
	}
	col := ge.Pos.Column()
	fmt.Fprintf(w, "betza %s: column %d: %s\n", grammar.Quote(src), col, ge.Msg)
	// The string from at most 40 characters before the column: a long
	// one is not shown whole.
	from := max(0, min(col-1, len(src))-40)
	shown := src[from:min(len(src), from+80)]
	fmt.Fprintf(w, "  %s\n  %s^\n", shown, strings.Repeat(" ", max(0, min(col-1, len(src))-from)))
}
