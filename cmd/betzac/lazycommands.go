package main

import "github.com/spf13/cobra"

// Commands are added to rootCmd on first use too. Each command's init
// registers it (addCommand); run adds to rootCmd only the command its
// first argument names, or, when it names none (betzac's own help, an
// unknown command, completion), all of them. A command's fields are all
// constant (its argument check a function, not a closure) so that the
// linker lays it out and nothing writes it until it is added: writing
// and adding every command at start cost every run some 5 page faults
// (issue 31).

// subcommands are betzac's commands, in the order registered.
var subcommands []*cobra.Command

// addCommand registers cmd as a command of rootCmd.
func addCommand(cmd *cobra.Command) { subcommands = append(subcommands, cmd) }

// addCommandsFor adds to rootCmd the command args name, or every command
// if their first word names none.
func addCommandsFor(args []string) {
	if len(args) > 0 {
		for _, c := range subcommands {
			if c.Name() == args[0] || c.HasAlias(args[0]) {
				if !c.HasParent() {
					rootCmd.AddCommand(c)
				}
				return
			}
		}
	}
	addAllCommands()
}

// addAllCommands adds every command to rootCmd, in the order registered
// (which "did you mean" suggestions follow), whatever was added before.
func addAllCommands() {
	for _, c := range subcommands {
		if c.HasParent() {
			rootCmd.RemoveCommand(c)
		}
	}
	rootCmd.AddCommand(subcommands...)
}
