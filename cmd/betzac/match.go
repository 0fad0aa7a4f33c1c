package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/match"
	"github.com/betzac/betzac/variants"
)

// matchFlagSet are match's flags.
type matchFlagSet struct {
	engines                                []string
	games, maxPlies, randomPlies           int
	depth, movetime, tc                    []string // once for both engines, or once each
	seed                                   uint64
	openings, pgn                          string
	json, trace                            bool
	moveTimeout, timeMargin, commandTimout time.Duration
	bannerGrace                            time.Duration
}

var matchFlags matchFlagSet

var matchCmd = &cobra.Command{
	Use:   "match VARIANT|FILE --engine CMD --engine CMD [--games N] [--depth D | --movetime MS | --tc BASE+INC] [--pgn FILE]",
	Short: "Play two engines against each other, every move checked and every game adjudicated by betzac",
	Long: `Play games between two engines on any variant betzac plays, a built-in or
a variant file, the engines swapping colours after each game. Every move
is checked with betzac's rules: an illegal or unreadable move ends the
game, lost by the engine that played it, and is reported with the
position (FEN), the move and the legal moves. Every game is adjudicated
by the variant's rules: checkmate, stalemate (with the variant's value),
the variant's game-end rules, the n-move and n-fold rules, perpetual
check, insufficient material; a game that reaches --max-plies is drawn.
An engine that crashes or does not answer in time loses the game, with
the reason, and is started again for the next.

--engine is "[PROTOCOL:]COMMAND ARGS", given twice; the protocol is uci
(the default), usi or xboard. A UCI engine gets the variant by UCI_Variant
when it lists it, else written as a Fairy-Stockfish variants.ini section
and loaded with VariantPath; betzac's own "betzac uci" loads a variant
file itself. An XBoard (CECP) engine must list the variant by its CECP
name (as "betzac enginetest --protocol xboard"); it gets each position
by setboard and the moves, its limits as sd DEPTH, st SECONDS (the move
time rounded up to whole seconds) or level, time and otim, and answers
"move MOVE" or "resign" to go. A USI engine gets the variant as a UCI
engine does (USI_Variant, VariantPath; "betzac usi" loads a variant file
itself), each position as "position sfen" (in the shogi family; else
"position fen") and USI moves, its limits as go depth, go movetime or go
btime/wtime with byoyomi 0 or binc/winc (btime is the first player's
clock), and answers "bestmove MOVE", "bestmove resign", or "bestmove
win", a declaration win, which betzac cannot check and scores as a loss
unless the variant's rules end the game there.

How long the engines think: --depth D (each move to depth D; an answer
must come within --move-timeout), --movetime MS, or --tc BASE+INC (a
clock of BASE seconds plus INC seconds a move, "60+0.5", "10"); an engine
that oversteps its move time or clock by more than --time-margin loses
on time. Default: --movetime 100. Given twice, the flag gives each
engine its own: the first value is the first --engine's, the second the
second's ("--depth 4 --depth 2" gives a weaker second engine a head
start; "--tc 60+1 --tc 30+1" gives it half the time).

Games are played in pairs from the same opening: the variant's start,
or in turn each position of --openings FILE (EPD: a FEN a line; PGN: each
game's FEN tag and moves), then --random-plies random legal moves drawn
with --seed.

Progress goes to standard error, one line a game. The summary shows
each engine's wins, draws, losses, illegal moves, time losses and crashes,
and the first engine's Elo difference with its 95% error margin; --json
prints it with every game instead; --pgn writes the games. Exit status:
0 when every game ended by the rules or adjudication, 1 when an engine
played an illegal move, crashed or lost on time, 2 when the match could
not be played.`,
	Example: `  betzac match chess --engine "betzac uci" --engine "stockfish" --depth 3 --games 10
  betzac match capablanca --engine "betzac uci" --engine "fairy-stockfish" --movetime 200 --random-plies 4 --pgn games.pgn
  betzac match my-variant.yaml --engine "betzac uci" --engine "betzac uci" --tc 10+0.1 --games 20 --json
  betzac match chess --engine "uci:./my-engine" --engine stockfish --openings openings.epd --games 40
  betzac match xiangqi --engine "xboard:fairy-stockfish" --engine "betzac uci" --depth 3 --games 10
  betzac match chess --engine "betzac uci" --depth 4 --engine "fairy-stockfish" --depth 2 --games 20
  betzac match shogi --engine "usi:fairy-stockfish" --engine "usi:betzac usi" --depth 2 --games 10`,
	Args: variantArg,
	RunE: runMatch,
}

func init() {
	addCommand(matchCmd)
	lazyFlags(matchCmd, declareMatchFlags)
}

// declareMatchFlags declares match's flags (lazyflags.go).
func declareMatchFlags(f *pflag.FlagSet) {
	m := &matchFlags
	f.StringArrayVar(&m.engines, "engine", nil, "an engine, `[PROTOCOL:]CMD ARGS` (twice)")
	f.IntVar(&m.games, "games", 2, "how many games to play")
	f.StringArrayVar(&m.depth, "depth", nil, "search each move to depth `D` (1-64; twice: each engine's)")
	f.StringArrayVar(&m.movetime, "movetime", nil, "think `MS` milliseconds a move (default 100 without --depth or --tc; twice: each engine's)")
	f.StringArrayVar(&m.tc, "tc", nil, "a clock of `BASE+INC` seconds (\"60+0.5\", \"10\"; twice: each engine's)")
	f.StringVar(&m.openings, "openings", "", "play the openings of `FILE` (.epd or .pgn), each for a pair of games")
	f.IntVar(&m.randomPlies, "random-plies", 0, "then play `N` random legal plies")
	f.Uint64Var(&m.seed, "seed", 1, "the seed of the random plies")
	f.StringVar(&m.pgn, "pgn", "", "write the games to `FILE` as PGN")
	f.IntVar(&m.maxPlies, "max-plies", 400, "draw a game after `N` plies (besides the opening's)")
	f.BoolVar(&m.json, "json", false, "print the report and every game as JSON")
	f.BoolVar(&m.trace, "trace", false, "show what is said to the engines and what they answer (on stderr)")
	f.DurationVar(&m.moveTimeout, "move-timeout", time.Minute, "with --depth: the longest wait for a move")
	f.DurationVar(&m.timeMargin, "time-margin", 500*time.Millisecond, "how far past its move time or clock an engine may answer")
	f.DurationVar(&m.commandTimout, "command-timeout", 30*time.Second, "the longest wait for the engine's start and other answers")
	f.DurationVar(&m.bannerGrace, "banner-grace", 5*time.Second, "how long an engine may be silent after a line that is not UCI")
	inRange(f, "games", 1, maxMatchGames)
	inRange(f, "max-plies", 1, maxMatchGames)
	inRange(f, "random-plies", 0, 1000)
	inRange(f, "seed", 0, uint64(math.MaxUint64))
	inRange(f, "move-timeout", time.Millisecond, maxDuration)
	inRange(f, "time-margin", 0, maxDuration)
	inRange(f, "command-timeout", time.Millisecond, maxDuration)
	inRange(f, "banner-grace", 0, maxDuration)
}

func runMatch(cmd *cobra.Command, args []string) error {
	o, specs, err := matchOptions(cmd)
	if err != nil {
		return err
	}
	errOut := cmd.ErrOrStderr()
	cannot := func(err error) error { // not played: exit status 2
		printError(errOut, err)
		return exitStatus(2)
	}
	v, prog, err := compiler.Load(args[0])
	if err != nil {
		return cannot(err)
	}
	o.Variant = match.Variant{Def: v, Prog: prog}
	if !strings.HasPrefix(v.File, "builtin:") {
		o.Variant.File = v.File
	}
	if f := matchFlags.openings; f != "" {
		data, err := variants.ReadFile(f)
		if err != nil {
			return cannot(fmt.Errorf("--openings %s: cannot read: %w", variants.ShownPath(f), err))
		}
		if o.Openings, err = match.ReadOpenings(f, string(data), prog); err != nil {
			return cannot(fmt.Errorf("--openings: %w", err))
		}
	}
	if matchFlags.trace {
		o.Engine.Trace = errOut
	}
	o.Progress = func(g *match.Game, r *match.Report) { fmt.Fprintln(errOut, progressLine(g, r, o.Games)) }
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, runErr := match.Run(ctx, specs, o)
	if err := writeMatch(cmd.OutOrStdout(), rep, runErr); err != nil {
		return err
	}
	if errors.Is(runErr, context.Canceled) {
		fmt.Fprintf(errOut, "betzac match: interrupted after %d of %d games\n", len(rep.Games), o.Games)
		return exitStatus(2)
	}
	if runErr != nil {
		fmt.Fprintf(errOut, "betzac match: could not play: %v\n", runErr)
		return exitStatus(2)
	}
	for _, t := range rep.Players {
		if t.Illegal+t.TimeLosses+t.Crashes > 0 {
			return exitStatus(1)
		}
	}
	return nil
}

// maxMatchGames bounds --games and --max-plies.
const maxMatchGames = 1_000_000

// matchOptions checks match's flags and returns the options (less the
// variant and openings) and the engines.
func matchOptions(cmd *cobra.Command) (match.Options, [2]match.Spec, error) {
	m := &matchFlags
	var specs [2]match.Spec
	if len(m.engines) != 2 {
		return match.Options{}, specs, usageErrorf(cmd, "match needs two engines: --engine CMD --engine CMD (got %d)", len(m.engines))
	}
	for k, e := range m.engines {
		sp, err := match.ParseSpec(e)
		if err != nil {
			return match.Options{}, specs, usageErrorf(cmd, "--engine: %v", err)
		}
		specs[k] = sp
	}
	o := match.Options{Games: m.games, MaxPlies: m.maxPlies, RandomPlies: m.randomPlies, Seed: m.seed,
		MoveTimeout: m.moveTimeout, TimeMargin: m.timeMargin,
		Engine: enginetest.Config{CommandTimeout: m.commandTimout, BannerGrace: m.bannerGrace}}
	kinds := 0
	for _, vals := range [][]string{m.depth, m.movetime, m.tc} {
		if len(vals) > 0 {
			kinds++
		}
	}
	if kinds > 1 {
		return o, specs, usageErrorf(cmd, "give one of --depth, --movetime and --tc (once for both engines, or twice: the first --engine's, then the second's)")
	}
	if kinds == 0 {
		o.Limits.MoveTime = 100 * time.Millisecond
		return o, specs, nil
	}
	per, err := matchLimits(m)
	if err != nil {
		return o, specs, usageErrorf(cmd, "%v", err)
	}
	if len(per) == 1 {
		o.Limits = per[0]
	} else {
		o.PerEngine = [2]match.Limits{per[0], per[1]}
	}
	return o, specs, nil
}

// matchLimits reads the one limit flag given, once or twice: the
// limits of both engines, or of each.
func matchLimits(m *matchFlagSet) ([]match.Limits, error) {
	name, vals := "depth", m.depth
	if len(m.movetime) > 0 {
		name, vals = "movetime", m.movetime
	} else if len(m.tc) > 0 {
		name, vals = "tc", m.tc
	}
	if len(vals) > 2 {
		return nil, fmt.Errorf("--%s given %d times: give it once for both engines, or twice (the first --engine's, then the second's)", name, len(vals))
	}
	var out []match.Limits
	for _, v := range vals {
		var l match.Limits
		switch name {
		case "depth":
			d, err := strconv.Atoi(v)
			if err != nil || !isDecimal(v) || d < 1 || d > 64 {
				return nil, fmt.Errorf("--depth %q: want an integer from 1 to 64", v)
			}
			l.Depth = d
		case "movetime":
			ms, err := strconv.Atoi(v)
			if err != nil || !isDecimal(v) || ms < 1 || ms > int(time.Hour/time.Millisecond) {
				return nil, fmt.Errorf("--movetime %q: want an integer from 1 to %d (milliseconds)", v, time.Hour/time.Millisecond)
			}
			l.MoveTime = time.Duration(ms) * time.Millisecond
		default:
			base, inc, err := parseTC(v)
			if err != nil {
				return nil, fmt.Errorf("--tc %q: %v", v, err)
			}
			l.Base, l.Inc = base, inc
		}
		out = append(out, l)
	}
	return out, nil
}

// parseTC reads "BASE[+INC]" in seconds.
func parseTC(s string) (base, inc time.Duration, err error) {
	b, i, hasInc := strings.Cut(s, "+")
	seconds := func(what, t string) (time.Duration, error) {
		x, err := strconv.ParseFloat(t, 64)
		if err != nil || math.IsNaN(x) || x < 0 || x > 86400 {
			return 0, fmt.Errorf("want BASE+INC in seconds (\"60+0.5\", \"10\"); the %s %q is not a number of seconds from 0 to 86400", what, t)
		}
		return time.Duration(x * float64(time.Second)), nil
	}
	if base, err = seconds("base", b); err != nil {
		return 0, 0, err
	}
	if base <= 0 {
		return 0, 0, fmt.Errorf("the base time must be more than 0")
	}
	if hasInc {
		if inc, err = seconds("increment", i); err != nil {
			return 0, 0, err
		}
	}
	return base, inc, nil
}

// progressLine is the line shown after a game of a match of total games.
func progressLine(g *match.Game, r *match.Report, total int) string {
	t := r.Players[0]
	return fmt.Sprintf("game %d/%d: %s - %s %s (%s); %s: +%d =%d -%d",
		g.Number, total, r.Players[g.White].Name, r.Players[g.White^1].Name, g.Result, g.Reason,
		t.Name, t.Wins, t.Draws, t.Losses)
}

// writeMatch prints the report (as JSON with --json) and writes --pgn.
func writeMatch(w io.Writer, r *match.Report, runErr error) error {
	if r == nil || len(r.Games) == 0 {
		return nil
	}
	if matchFlags.pgn != "" {
		text, err := r.PGN()
		if err == nil {
			err = os.WriteFile(matchFlags.pgn, []byte(text), 0o644)
		}
		if err != nil {
			return fmt.Errorf("--pgn %s: %w", variants.ShownPath(matchFlags.pgn), err)
		}
	}
	if matchFlags.json {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			*match.Report
			Elo      match.Elo `json:"elo"`
			Complete bool      `json:"complete"`
		}{r, r.Elo(), runErr == nil})
	}
	fmt.Fprintf(w, "match %s: %s\n", r.Variant, games(len(r.Games)))
	width := max(len("engine"), len(r.Players[0].Name), len(r.Players[1].Name))
	fmt.Fprintf(w, "%-*s %5s %5s %6s %9s %7s %5s %7s\n", width, "engine", "wins", "draws", "losses", "undecided", "illegal", "time", "crashes")
	for _, t := range r.Players {
		fmt.Fprintf(w, "%-*s %5d %5d %6d %9d %7d %5d %7d\n", width, t.Name, t.Wins, t.Draws, t.Losses, t.Undecided, t.Illegal, t.TimeLosses, t.Crashes)
	}
	fmt.Fprintln(w, eloLine(r))
	for _, g := range r.Games {
		if g.Failed >= 0 {
			fmt.Fprintf(w, "game %d: %s\n", g.Number, g.Reason)
		}
	}
	return nil
}

// eloLine says the first engine's score and Elo difference.
func eloLine(r *match.Report) string {
	e := r.Elo()
	s := fmt.Sprintf("%s scored %.1f%% of %s", r.Players[0].Name, 100*e.Score, games(e.Games))
	switch {
	case e.Games == 0:
		return s + ": no Elo estimate"
	case e.Diff == nil:
		return s + ": no finite Elo estimate"
	case e.Margin == nil:
		return s + fmt.Sprintf(": Elo difference %+.0f, margin unbounded (too few games)", *e.Diff)
	}
	return s + fmt.Sprintf(": Elo difference %+.0f +/- %.0f (95%%)", *e.Diff, *e.Margin)
}

// games is "1 game", "N games".
func games(n int) string {
	if n == 1 {
		return "1 game"
	}
	return fmt.Sprintf("%d games", n)
}
