package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

var engineFlags struct {
	engineReach
	fen        string
	depth      int
	uciVariant string
	export     bool
	options    []string
	json       bool
	trace      bool
	suite      string
	protocol   string
}

var enginetestCmd = &cobra.Command{
	Use:   `enginetest --engine "CMD ARGS" [--protocol uci|usi|xboard|script] [VARIANT|FILE] [--fen FEN] -d N | --suite FILE [--json]`,
	Short: "Compare another engine's perft with betzac's and find the first wrong move",
	Long: `Run a UCI engine, set the variant, run "go perft N" and compare its divide
move by move with betzac's. Where they differ, follow a move whose counts
differ, one ply deeper each time, to the position where the two move
lists differ; print that FEN, the moves only betzac generates, the moves
only the engine generates, and the line that leads there.

The variant (default chess) is set with UCI_Variant when the engine lists
its name (chess960 and atomic960 are chess and atomic with UCI_Chess960),
or else written as a Fairy-Stockfish variants.ini section ("betzac export
fsf") to a temporary file and loaded with VariantPath; --export always does that, --uci-variant
names the engine's variant yourself. --option NAME=VALUE sets any other
option first.

Every answer must come within --command-timeout, the whole run within
--timeout; an engine that crashes, prints what is not UCI or stays silent
is reported and its process group killed. Exit status: 0 the engine
agrees, 1 it disagrees, 2 it could not be run (or the command line is
wrong).

--protocol script runs an engine without a protocol, by perftree's contract
(github.com/agausmann/perftree): for each perft "CMD ARGS DEPTH FEN
[MOVES]" (MOVES one argument, space separated, left out when none) must
print "move count" lines, a blank line and the total, and exit with
status 0; each run is bounded by --command-timeout. The script plays its
own variant (--option, --uci-variant and --export are for UCI); betzac
counts VARIANT. Everything else (the walk down, --suite, --json) is the
same.

--protocol xboard runs an XBoard/CECP engine: "xboard", "protover 2", its
features (it must offer setboard=1), "new", "variant NAME" by CECP's name
(chess is "normal", chess960 "fischerandom"; other names as betzac's, or
the engine's own where it lists betzac's), "force", and for each count
"setboard FEN", the moves ("usermove" if it asks), "ping", and the
engine's own "perft N" command (Fairy-Stockfish's xboard mode has it),
read as UCI's divide. On a 10-rank board the engine's ranks count from 0
(a0), as in Fairy-Stockfish's xboard mode. A variant the engine does not
list is refused (CECP has no command to teach an engine one); --option
NAME=VALUE is sent as CECP's "option NAME=VALUE".

--protocol usi runs a USI engine (shogi engines; Fairy-Stockfish when sent
"usi"): "usi" ... "usiok", the variant set as for UCI under USI's option
names (USI_Variant, USI_Chess960; VariantPath), "position sfen SFEN" in
the shogi family and "position fen FEN" in other variants (as
Fairy-Stockfish's USI mode reads them), moves in USI (7g7f, P*5e, 8h2b+;
in chess e2e4 is 4g4e), and "go perft N" read as UCI's divide. The report
shows betzac's line in UCI and the engine's in USI. An engine without a
variant option plays shogi.

--suite FILE runs an EPD perft suite instead of one -d ("FEN ;D1 20 ;D2
400", one position a line): the engine counts each, and a pass/fail table
follows, one line per count, then "N passed, N failed" (--json: one JSON
object). Where the engine is wrong and betzac right, the row shows the
first position where the engine's move list differs, as above. Exit
status 1 if any count failed; a malformed line is an error at its line
and column.`,
	Example: `  betzac enginetest --engine "node CI/fsf-wasm/driver.js" chess -d 4
  betzac enginetest --engine stockfish --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" -d 3
  betzac enginetest --engine fairy-stockfish capablanca -d 3 --json
  betzac enginetest --engine fairy-stockfish my-variant.yaml -d 3   # via VariantPath
  betzac enginetest --engine stockfish --suite perftsuite.epd --json
  betzac enginetest --protocol script --engine ./my-perft.sh -d 4
  betzac enginetest --protocol xboard --engine fairy-stockfish xiangqi -d 3
  betzac enginetest --protocol usi --engine fairy-stockfish shogi -d 4`,
	Args: enginetestArgs,
	RunE: runEnginetest,
}

func enginetestArgs(cmd *cobra.Command, args []string) error {
	return checkArgNames(cmd, args, "[VARIANT|FILE]")
}

func runEnginetest(cmd *cobra.Command, args []string) error {
	f := &engineFlags
	argv, options, err := checkEngineFlags(cmd)
	if err != nil {
		return err
	}
	variant := "chess"
	if len(args) == 1 {
		variant = args[0]
	}
	errOut := cmd.ErrOrStderr()
	cannot := func(format string, a ...any) error {
		msg := fmt.Sprintf(format, a...)
		if len(a) == 1 {
			msg += timeoutHint(a[0])
		}
		fmt.Fprintf(errOut, "betzac enginetest: could not run: %s\n", msg)
		return exitStatus(2)
	}
	v, p, err := compiler.Load(variant)
	if err != nil {
		printError(errOut, err)
		return exitStatus(2)
	}
	var suite []suitePosition
	var pos *vm.Position
	rootFEN := f.fen
	if f.suite != "" {
		if suite, err = loadSuite(f.suite, p); err != nil {
			printError(errOut, err)
			return exitStatus(2)
		}
	} else {
		if pos, err = setupPosition(cmd, v, p, f.fen, ""); err != nil {
			return cannot("%v", err)
		}
		if rootFEN == "" {
			rootFEN = pos.FEN()
		}
	}

	ctx, stop := interruptible(f.timeout)
	defer stop()
	eng, err := engineProtocols.Get()[f.protocol].open(ctx, argv, options, v, p, errOut)
	if err != nil {
		return cannot("%v", err)
	}
	defer eng.close()

	if suite != nil {
		return runEngineSuite(ctx, cmd, eng, v.Name, suite, cannot)
	}
	rep, err := eng.compare(ctx, pos, rootFEN, f.depth)
	if err != nil {
		return cannot("%v", err)
	}
	rep.Engine, rep.Variant = eng.name, v.Name
	if err := writeEngineReport(cmd.OutOrStdout(), rep, eng, f.json); err != nil {
		return err
	}
	if !rep.Agree {
		return exitStatus(1)
	}
	return nil
}

// checkEngineFlags checks enginetest's flags and returns the engine's
// command line and its --option settings.
func checkEngineFlags(cmd *cobra.Command) (argv []string, options [][2]string, err error) {
	f := &engineFlags
	if f.engine == "" {
		return nil, nil, usageErrorf(cmd, "enginetest needs --engine \"CMD ARGS\"")
	}
	if err := checkProtocol(cmd); err != nil {
		return nil, nil, err
	}
	if f.suite != "" && (cmd.Flags().Changed("depth") || cmd.Flags().Changed("fen")) {
		return nil, nil, usageErrorf(cmd, "--suite gives the positions and depths: no --fen or -d with it")
	}
	if f.depth < 1 && f.suite == "" {
		return nil, nil, usageErrorf(cmd, "enginetest needs a depth: -d N (N >= 1), or --suite FILE")
	}
	argv, err = enginetest.SplitCommand(f.engine)
	if err != nil {
		return nil, nil, usageErrorf(cmd, "--engine: %v", err)
	}
	options, err = parseOptions(f.options)
	if err != nil {
		return nil, nil, usageErrorf(cmd, "%v", err)
	}
	return argv, options, nil
}

// engineConfig is the engine argv's configuration by the command's
// flags; with --trace its dialogue goes to errOut.
func engineConfig(argv []string, errOut io.Writer) enginetest.Config {
	cfg := enginetest.Config{Command: argv, CommandTimeout: engineFlags.commandTimeout, BannerGrace: engineFlags.bannerGrace}
	if engineFlags.trace {
		cfg.Trace = errOut
	}
	return cfg
}

// writeEngineReport prints the report, as JSON with --json.
func writeEngineReport(out io.Writer, rep *enginetest.Report, eng *openedEngine, asJSON bool) error {
	if !asJSON {
		printReport(out, rep, eng.variantNote())
		return nil
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		*enginetest.Report
		UCIVariant    string `json:"uci_variant"`
		XBoardVariant string `json:"xboard_variant,omitempty"`
		USIVariant    string `json:"usi_variant,omitempty"`
	}{rep, eng.uciVariant, eng.xbVariant, eng.usiVariant})
}

// parseOptions splits each --option NAME=VALUE.
func parseOptions(opts []string) ([][2]string, error) {
	var out [][2]string
	for _, o := range opts {
		name, value, ok := strings.Cut(o, "=")
		name = strings.TrimSpace(name)
		if !ok || name == "" || strings.Contains(name, " value ") {
			return nil, fmt.Errorf("--option %q: want NAME=VALUE", o)
		}
		out = append(out, [2]string{name, value})
	}
	return out, nil
}

// timeoutHint names the flag whose time limit ended the run, if one did.
func timeoutHint(err any) string {
	e, ok := err.(error)
	var ee *enginetest.Error
	if !ok || !errors.As(e, &ee) {
		return ""
	}
	switch {
	case ee.Kind == enginetest.KindTimeout:
		return "; see --command-timeout"
	case errors.Is(ee, context.DeadlineExceeded):
		return fmt.Sprintf(" (--timeout %v)", engineFlags.timeout)
	}
	return ""
}

func printReport(w io.Writer, r *enginetest.Report, note string) {
	variant := r.Variant
	if note != "" {
		variant += " (" + note + ")"
	}
	fmt.Fprintf(w, "engine   %s\nvariant  %s\nfen      %s\ndepth    %d\n", r.Engine, variant, r.FEN, r.Depth)
	if r.Agree {
		fmt.Fprintf(w, "agree    %d nodes\n", r.Nodes)
		return
	}
	fmt.Fprintf(w, "DISAGREE betzac %d nodes, engine %d\n", r.Nodes, r.EngineNodes)
	for _, s := range r.Steps {
		fmt.Fprintf(w, "  depth %d: %s (engine %s): betzac %d, engine %d\n", s.Depth, s.Move, s.EngineMove, s.Nodes, s.EngineNodes)
	}
	m := r.Mismatch
	list := func(s []string) string {
		if len(s) == 0 {
			return "(none)"
		}
		return strings.Join(s, " ")
	}
	fmt.Fprintf(w, "line         %s\n", list(m.Line))
	fmt.Fprintf(w, "engine line  %s\n", list(m.EngineLine))
	fmt.Fprintf(w, "position     %s\n", m.FEN)
	fmt.Fprintf(w, "only betzac  %s\n", list(m.OnlyOurs))
	fmt.Fprintf(w, "only engine  %s\n", list(m.OnlyEngine))
	for _, s := range m.Differ {
		fmt.Fprintf(w, "count        %s: betzac %d, engine %d\n", s.Move, s.Nodes, s.EngineNodes)
	}
}

func init() {
	addCommand(enginetestCmd)
	lazyFlags(enginetestCmd, declareEnginetestFlags)
}

// declareEnginetestFlags declares enginetest's flags (lazyflags.go).
func declareEnginetestFlags(f *pflag.FlagSet) {
	addEngineFlags(f, &engineFlags.engineReach, 10*time.Minute, 2*time.Minute, "(one go perft, isready, uci)")
	f.StringVar(&engineFlags.fen, "fen", "", "start from this `FEN` instead of the variant's start position")
	f.IntVarP(&engineFlags.depth, "depth", "d", 0, "depth in plies (required, >= 1)")
	f.StringVar(&engineFlags.uciVariant, "uci-variant", "", "the engine's `NAME` for the variant (default: betzac's name if the engine lists it)")
	f.BoolVar(&engineFlags.export, "export", false, "always load the variant into the engine with VariantPath")
	f.StringArrayVar(&engineFlags.options, "option", nil, "set a UCI option first (xboard: CECP option), `NAME=VALUE` (repeatable)")
	f.BoolVar(&engineFlags.json, "json", false, "print the report as JSON")
	f.BoolVar(&engineFlags.trace, "trace", false, "show the conversation with the engine on stderr")
	f.StringVar(&engineFlags.protocol, "protocol", "uci", "how to talk to the engine: `uci`, usi, xboard (CECP, with the engine's perft command) or script (perftree's \"CMD DEPTH FEN [MOVES]\")")
	f.StringVar(&engineFlags.suite, "suite", "", "run the EPD perft suite in `FILE` (\"FEN ;D1 20 ;D2 400\") instead of -d")
	inRange(f, "depth", 1, perft.MaxDepth)
}
