package main

import (
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Flags are declared on first use. Each command's init adds the command
// to rootCmd and registers the function that declares its flags
// (lazyFlags); run declares them for the command it runs, and help for
// the command it shows (declareFlags). Declaring every command's flags
// at start cost every run, "betzac --version" included, 0.4 M
// instructions and some 15 page faults: a fifth of what betzac's own code
// did before main (issue 31).

// flagDeclarers are the functions that declare commands' flags, in the
// order registered; declareFlags runs each once.
var flagDeclarers []flagDeclarer

// flagDeclarer declares (some of) cmd's flags, until it has (declare nil).
type flagDeclarer struct {
	cmd     *cobra.Command
	declare func(f *pflag.FlagSet)
}

// lazyFlags registers declare as declaring (some of) cmd's flags.
func lazyFlags(cmd *cobra.Command, declare func(f *pflag.FlagSet)) {
	flagDeclarers = append(flagDeclarers, flagDeclarer{cmd: cmd, declare: declare})
}

// declareFlags declares the flags of cmd and of its ancestors (whose
// persistent flags cmd parses), each once.
func declareFlags(cmd *cobra.Command) {
	if cmd == rootCmd {
		declareVersion()
	}
	for c := cmd; c != nil; c = c.Parent() {
		for i, d := range flagDeclarers {
			if d.cmd == c && d.declare != nil {
				flagDeclarers[i].declare = nil
				d.declare(c.Flags())
			}
		}
	}
}

// declareFlagsFor declares the flags of the command args run, as
// ExecuteC finds it, and returns that command (nil if there is none).
// cobra's hidden completion command ("__complete perft --d") completes the
// flags of the command named after it: those are declared too.
func declareFlagsFor(args []string) *cobra.Command {
	if len(args) > 0 && (args[0] == cobra.ShellCompRequestCmd || args[0] == cobra.ShellCompNoDescRequestCmd) {
		if cmd, _, err := rootCmd.Find(args[1:]); err == nil {
			declareFlags(cmd)
		}
	}
	cmd, _, err := rootCmd.Find(args)
	if err != nil {
		return nil
	}
	declareFlags(cmd)
	return cmd
}
