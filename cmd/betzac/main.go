// Command betzac compiles chess-variant definitions (YAML files whose
// pieces move as XBetza strings say) into a flat move table, runs that
// table, and proves it with perft.
//
// Usage:
//
//	betzac variants                   list the built-in variants
//	betzac check FILE...              report every error in variant files
//	betzac compile VARIANT|FILE       print the compiled move table
//	betzac compile --betza N --raw    compile one piece, print bare integers
//	betzac moves VARIANT              list the legal moves of a position
//	betzac perft VARIANT -d N         count the leaf nodes to depth N
//	betzac perft V -d N --split K     the same, split over workers on NATS
//	betzac worker --nats URL          count units of a split perft on any machine
//	betzac golden                     run the golden perft corpus
//	betzac enginetest --engine CMD V  find the first move a UCI engine gets wrong
//	betzac fsfplay --engine CMD       random games: every position's moves vs the engine's
//	betzac export fsf VARIANT         write a Fairy-Stockfish variants.ini section
//	betzac import fsf FILE SECTION    read one back as a variant file
//	betzac uci                        play as a UCI engine (UCI_Variant, VariantPath, go perft)
//	betzac rcx VARIANT -o DIR         write C for a LEGO Mindstorms RCX (brickOS)
//	betzac page VARIANT -o DIR        write a web page that plays it with the VM in WebAssembly
//
// Run "betzac help" or "betzac COMMAND --help" for the rest.
//
// Errors go to standard error. The exit status is 0 on success, 1 when
// something failed (an error in a file, a wrong count), and 2 for a command
// line betzac does not understand. Numbers on the command line are
// decimal, and each numeric flag has a range (flagrange.go): a value
// outside it is a command line betzac does not understand.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/internal/lazy"
	_ "github.com/betzac/betzac/internal/startup" // first: no allocation sampling, the stack grown once (issue 31)
	"github.com/betzac/betzac/variants"
)

// rootCmd is the betzac command. Each subcommand lives in its own file and
// registers itself in an init function (addCommand, lazycommands.go), with
// the function that declares its flags (lazyFlags). Subcommands write to
// cmd.OutOrStdout() and cmd.ErrOrStderr(), so that tests can capture them,
// and return their errors rather than printing them: run prints them.
// Return usageErrorf for a command line that makes no sense (exit status 2),
// and exitStatus(1) after reporting problems yourself.
var rootCmd = &cobra.Command{
	Use:   "betzac",
	Short: "Compile chess variants written in XBetza, run them, and prove them with perft",
	Long: `betzac compiles chess-variant definitions (YAML files whose pieces move as
XBetza strings say) into a flat move table ("legdefs"), runs that table in a
small interpreter, and proves the result with perft counts.

A VARIANT argument is the name of a built-in variant (see "betzac variants")
or the path of a variant file.`,
	Example: `  betzac variants
  betzac check my-variant.yaml
  betzac compile capablanca
  betzac compile --betza RmasR
  betzac perft chess -d 5
  betzac golden`,
	SilenceUsage:  true,
	SilenceErrors: true,
	Args:          rootArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		return cmd.Help()
	},
}

func init() {
	rootCmd.CompletionOptions.DisableDefaultCmd = true
	rootCmd.SetHelpCommand(helpCmd)
	rootCmd.SuggestionsMinimumDistance = 2 // cobra's default, which SuggestionsFor does not set
	rootCmd.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return &usageError{cmd: cmd, err: plainFlagError(err)}
	})
}

// declareVersion gives rootCmd its version, and so its --version flag
// (lazyflags.go: declareFlags): only root's own run, help and completion
// show it, and reading the build information at start cost every command
// some 3 page faults (issue 31).
func declareVersion() {
	if rootCmd.Version == "" {
		rootCmd.Version = version()
		rootCmd.SetVersionTemplate("betzac {{.Version}}\n")
	}
}

// version is betzac's module version and VCS revision, from the build.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown version)"
	}
	v := bi.Main.Version
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			v += " " + s.Value[:12]
		}
	}
	return v
}

// flagParseError matches pflag's message for a flag value it cannot read.
// It and the other regular expressions of betzac's packages are compiled
// on first use (lazy.Value), not at start-up, which every command pays
// (issue 31).
var flagParseError = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp {
	return regexp.MustCompile(`^(invalid argument ".*" for ".*" flag): strconv\.Parse(\w+): parsing ".*": (.*)$`)
}}

// plainFlagError rewrites "strconv.ParseInt: parsing "x": invalid syntax"
// in a flag error as what the flag wants.
func plainFlagError(err error) error {
	m := flagParseError.Get().FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	want := map[string]string{"Int": "an integer", "Uint": "a whole number >= 0", "Float": "a number", "Bool": "true or false"}[m[2]]
	if want == "" {
		want = "another value"
	}
	if m[3] == "value out of range" {
		return fmt.Errorf("%s: out of range", m[1])
	}
	return fmt.Errorf("%s: want %s", m[1], want)
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes betzac with the command-line arguments args and returns the
// exit status. Errors are printed on stderr.
func run(args []string, stdout, stderr io.Writer) int {
	addCommandsFor(args)
	if cmd := declareFlagsFor(args); cmd != nil {
		strictFlags(cmd) // the command cobra will run, as ExecuteC finds it
	}
	rootCmd.SetArgs(args)
	rootCmd.SetOut(stdout)
	rootCmd.SetErr(stderr)
	rootCmd.SetIn(strings.NewReader(""))
	cmd, err := rootCmd.ExecuteC()
	if err == nil {
		return 0
	}
	var st exitStatus
	if errors.As(err, &st) {
		return int(st)
	}
	var ue *usageError
	if errors.As(err, &ue) {
		if ue.cmd != nil {
			cmd = ue.cmd
		}
		fmt.Fprintf(stderr, "betzac: %s\nRun '%s --help' for usage.\n", distflags.Redact(ue.err.Error()), cmd.CommandPath())
		return 2
	}
	if strings.HasPrefix(err.Error(), "unknown command") || strings.HasPrefix(err.Error(), "unknown flag") {
		// cobra's own usage errors, from before a command runs.
		fmt.Fprintf(stderr, "betzac: %s\nRun '%s --help' for usage.\n", distflags.Redact(err.Error()), cmd.CommandPath())
		return 2
	}
	printError(stderr, err)
	return 1
}

// printError prints err on w: positioned errors (file:line:col: …) one a
// line as they are, anything else after "betzac: ", the passwords of URLs
// redacted.
func printError(w io.Writer, err error) {
	var vl variants.ErrorList
	if errors.As(err, &vl) {
		fmt.Fprintln(w, err)
		return
	}
	fmt.Fprintf(w, "betzac: %s\n", distflags.Redact(err.Error()))
}

// usageError is a command line that makes no sense: exit status 2.
type usageError struct {
	cmd *cobra.Command // the command whose usage to point to, or nil
	err error
}

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// usageErrorf returns a usage error for cmd.
func usageErrorf(cmd *cobra.Command, format string, args ...any) error {
	return &usageError{cmd: cmd, err: fmt.Errorf(format, args...)}
}

// interruptAfter is how long a command runs before interruptible catches
// Ctrl-C; a SIGINT sooner ends the process at once, as one during loading
// does. os/signal's watcher blocks a thread of its own, and the runtime
// starting it cost a short run some 2 ms of CPU, a fourteenth of perft
// chushogi -d 4 (issue 31); no one interrupts a run in its first 50 ms.
const interruptAfter = 50 * time.Millisecond

// interruptible is a context that Ctrl-C (os.Interrupt) cancels from
// interruptAfter on, and the timeout too unless it is 0; stop releases it
// and gives SIGINT back its default action.
func interruptible(timeout time.Duration) (ctx context.Context, stop func()) {
	caught, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex // orders the registration and release
	released := false
	sig := make(chan os.Signal, 1)
	catch := time.AfterFunc(interruptAfter, func() {
		mu.Lock()
		if !released {
			signal.Notify(sig, os.Interrupt)
		}
		mu.Unlock()
		select {
		case <-sig:
			cancel()
		case <-caught.Done():
		}
	})
	release := func() {
		mu.Lock()
		released = true
		catch.Stop()
		signal.Stop(sig)
		mu.Unlock()
		cancel()
	}
	if timeout == 0 {
		return caught, release
	}
	ctx, cancelTimeout := context.WithTimeout(caught, timeout)
	return ctx, func() { cancelTimeout(); release() }
}

// exitStatus is returned by a command that has reported its problems
// itself: run exits with it and prints nothing more.
type exitStatus int

func (s exitStatus) Error() string { return fmt.Sprintf("exit status %d", int(s)) }

// The commands' argument checks are functions, not closures made at
// start (lazycommands.go).

// noArgs is cobra.NoArgs, whose errors are usage errors.
func noArgs(cmd *cobra.Command, args []string) error {
	if err := cobra.NoArgs(cmd, args); err != nil {
		return &usageError{cmd: cmd, err: err}
	}
	return nil
}

// variantArg wants one argument, a variant.
func variantArg(cmd *cobra.Command, args []string) error {
	return checkArgNames(cmd, args, "VARIANT|FILE")
}

// checkArgNames checks args against their names, as the usage line
// writes them: "NAME" is required, "[NAME]" optional, "NAME..." one or
// more; no names, no arguments. A missing or extra argument is a usage
// error that names it.
func checkArgNames(cmd *cobra.Command, args []string, names ...string) error {
	for i, n := range names {
		if i >= len(args) && !strings.HasPrefix(n, "[") {
			return usageErrorf(cmd, "missing argument %s", strings.TrimSuffix(n, "..."))
		}
	}
	if len(args) > len(names) && (len(names) == 0 || !strings.HasSuffix(names[len(names)-1], "...")) {
		want := strings.Join(names, " ")
		if want == "" {
			want = "none"
		}
		return usageErrorf(cmd, "too many arguments (want %s): %q", want, args[len(names)])
	}
	return nil
}

// helpCmd is cobra's help command, except that an unknown topic is a
// usage error (cobra's printed the usage and exited 0).
var helpCmd = &cobra.Command{
	Use:   "help [COMMAND]",
	Short: "Help about any command",
	RunE: func(c *cobra.Command, args []string) error {
		cmd, rest, err := c.Root().Find(args)
		if err != nil || cmd == nil || len(rest) > 0 {
			msg := fmt.Sprintf("unknown help topic %q", strings.Join(args, " "))
			if cmd != nil && len(rest) > 0 {
				if s := cmd.SuggestionsFor(rest[0]); len(s) > 0 {
					msg += fmt.Sprintf(" (did you mean %q?)", strings.TrimPrefix(cmd.CommandPath()+" "+s[0], "betzac "))
				}
			}
			return usageErrorf(c.Root(), "%s", msg)
		}
		declareFlags(cmd)
		return cmd.Help()
	},
}

// rootArgs rejects unknown commands, suggesting near ones.
func rootArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	msg := fmt.Sprintf("unknown command %q", args[0])
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %q?)", s[0])
	}
	return usageErrorf(cmd, "%s", msg)
}
