package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/fsf"
	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

var playFlags struct {
	engine         string
	ini            string
	known          string
	expectFail     string
	opt            enginetest.PlayOptions
	timeout        time.Duration
	commandTimeout time.Duration
	bannerGrace    time.Duration
}

var fsfplayCmd = &cobra.Command{
	Use:   `fsfplay --engine "CMD ARGS" [VARIANT...] [--ini FILE] [--games N --plies P --seed S]`,
	Short: "Play random games against Fairy-Stockfish, comparing every position's moves",
	Long: `Play random games with Fairy-Stockfish (or any UCI engine that plays the
variants): at every position compare the engine's legal moves ("go perft
1") with betzac's, and every --perft-every plies perft to --perft-depth
(where the counts differ, the first position whose move lists differ is
found as by enginetest). Moves are drawn from --seed and the game number,
so a run is repeatable. A game stops at its first disagreement.

Variants: those named, or every built-in variant the engine lists under
the same name (chess960 and atomic960 are the engine's chess and atomic
with UCI_Chess960). With --ini FILE, the sections named (each must
translate), or every section of that variants.ini that "betzac import fsf"
translates without complaint, played by the engine from FILE itself
(VariantPath).

Fairy-Stockfish is not always right. --known FILE lists positions where
it is wrong, each with the proof; they are checked first (the engine must
still make that move and betzac must not; or, for a move written -MOVE,
the engine must still omit it and agree with betzac at the row's witness
position) and counted apart. A
disagreement of the same kind during play (the engine's extra move is a
drop after which the engine itself finds no legal reply, of a piece that
may not give mate by a drop; or, under royal extinction, betzac's extra
move is a promotion to a second royal piece that the engine itself makes
when the piece is already promoted) is counted apart too, as "fsf-wrong".
--expect-fail FILE names variants (first column) whose failure is a known,
owned betzac bug: they count as expected failures, not failures.

The last line is "N passed, N failed" (one per variant and per known
position). Exit status: 0 no failure, 1 a failure, 2 could not run.`,
	Example: `  betzac fsfplay --engine "node CI/fsf-wasm/driver.js" --games 2 --plies 60
  betzac fsfplay --engine fairy-stockfish shogi minishogi --games 50 --plies 200 --seed 7
  betzac fsfplay --engine fairy-stockfish --ini variants.ini
  betzac fsfplay --engine fairy-stockfish --ini variants.ini gale teeko`,
	RunE: runFsfplay,
}

// playTarget is one variant to play: its program, and how the engine
// knows it.
type playTarget struct {
	name string
	p    *legdefs.Program
	v    *variants.Variant
	ini  string // VariantPath file, or ""; then UCI_Variant name
	uci  string
	err  error // the variant could not be set up (a failure)
}

func runFsfplay(cmd *cobra.Command, args []string) error {
	f := &playFlags
	if f.engine == "" {
		return usageErrorf(cmd, "fsfplay needs --engine \"CMD ARGS\"")
	}
	argv, err := enginetest.SplitCommand(f.engine)
	if err != nil {
		return usageErrorf(cmd, "--engine: %v", err)
	}
	out := cmd.OutOrStdout()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, f.timeout)
	defer cancel()
	cfg := enginetest.Config{Command: argv, CommandTimeout: f.commandTimeout, BannerGrace: f.bannerGrace}
	start := func() (*enginetest.Engine, error) { return enginetest.Start(ctx, cfg) }

	sess := &engineSession{start: start}
	defer sess.close()
	expect, err := readExpectFail(f.expectFail)
	if err != nil {
		return err
	}
	var targets []playTarget
	if f.ini != "" {
		targets, err = iniTargets(out, f.ini, args)
	} else {
		targets, err = builtinTargets(sess, args)
	}
	if err != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "betzac fsfplay: could not run: %v\n", err)
		return exitStatus(2)
	}
	t := &tally{out: out}
	if f.known != "" {
		if err := checkKnown(ctx, sess, f.known, t); err != nil {
			fmt.Fprintf(cmd.ErrOrStderr(), "betzac fsfplay: could not run: %v\n", err)
			return exitStatus(2)
		}
	}
	for _, tg := range targets {
		if f.opt.Games == 0 {
			break
		}
		began := time.Now()
		rep, err := playOne(ctx, sess, tg, f.opt)
		t.variant(tg.name, rep, err, expect[tg.name], time.Since(began))
	}
	fmt.Fprintf(out, "fsfplay: %d positions, %d deeper perfts, %d fsf-wrong, %d expected failures\n", t.positions, t.perfts, t.fsfWrong, t.xfail)
	fmt.Fprintf(out, "%d passed, %d failed\n", t.passed, t.failed)
	if t.failed > 0 {
		return exitStatus(1)
	}
	return nil
}

// builtinTargets is the named variants, or every built-in the engine lists.
func builtinTargets(s *engineSession, names []string) ([]playTarget, error) {
	if s.eng == nil {
		eng, err := s.start()
		if err != nil {
			return nil, err
		}
		s.eng = eng
	}
	eng := s.eng
	all := len(names) == 0
	if all {
		names = variants.BuiltinNames()
	}
	var ts []playTarget
	for _, n := range names {
		v, p, err := compiler.Load(n)
		if err != nil {
			return nil, err
		}
		uci := enginetest.UCIName(v.Name)
		if !eng.Plays(uci) {
			if all {
				continue
			}
			return nil, fmt.Errorf("the engine does not play %s", n)
		}
		ts = append(ts, playTarget{name: v.Name, p: p, v: v, uci: uci})
	}
	return ts, nil
}

// iniTargets is every section of the file that import fsf translates
// without complaint and that compiles, or the sections named (each must
// translate); it says which it leaves out.
func iniTargets(out io.Writer, path string, only []string) ([]playTarget, error) {
	data, err := variants.ReadFile(path) // not a named pipe: import's reader
	if err != nil {
		return nil, variants.ErrorList{{File: path, Msg: "cannot read: " + err.Error()}}
	}
	secs, err := fsf.ParseINI(strings.NewReader(string(data)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	names := only
	if len(only) == 0 {
		for n := range secs {
			names = append(names, n)
		}
		sort.Strings(names)
	}
	var ts []playTarget
	skipped := 0
	for _, n := range names {
		if _, ok := secs[n]; !ok {
			return nil, fmt.Errorf("%s has no section [%s]", path, quote.Short(n))
		}
		imp, err := fsf.Import(strings.NewReader(string(data)), n)
		switch {
		case err != nil && len(only) > 0:
			return nil, iniError(path, err)
		case err == nil && len(imp.Untranslated) > 0 && len(only) > 0:
			return nil, fmt.Errorf("section [%s]: import fsf cannot translate %s", n, strings.Join(imp.Untranslated, "; "))
		case err != nil || len(imp.Untranslated) > 0:
			skipped++
			continue
		}
		tg := playTarget{name: "[" + n + "]", ini: abs, uci: n}
		tg.v, err = variants.LoadBytes(n+".yaml", []byte(imp.YAML))
		if err != nil {
			tg.err = fmt.Errorf("import fsf wrote a file that does not load: %w", err)
		} else if tg.p, err = compiler.Compile(tg.v); err != nil {
			tg.err = fmt.Errorf("import fsf wrote a variant that does not compile: %w", err)
		}
		ts = append(ts, tg)
	}
	fmt.Fprintf(out, "%s: %d sections translated without complaint, %d left out\n", path, len(ts), skipped)
	return ts, nil
}

// engineSession is one engine process, started when first needed and
// shared by the variants (the WebAssembly engine takes seconds to start);
// after an error it is closed, and the next variant starts a new one.
type engineSession struct {
	start func() (*enginetest.Engine, error)
	eng   *enginetest.Engine
	ini   string // the VariantPath it loaded
}

// engineFor returns the engine set up to play tg.
func (s *engineSession) engineFor(ctx context.Context, tg playTarget) (*enginetest.Engine, error) {
	if s.eng == nil {
		eng, err := s.start()
		if err != nil {
			return nil, err
		}
		s.eng, s.ini = eng, ""
	}
	if tg.ini != "" && tg.ini != s.ini {
		if err := s.eng.SetOption(ctx, "VariantPath", tg.ini); err != nil {
			return nil, s.failed(err)
		}
		s.ini = tg.ini
	}
	if err := s.eng.SetVariant(ctx, tg.uci, tg.p.Castling960); err != nil {
		return nil, s.failed(err)
	}
	return s.eng, nil
}

// failed closes the engine after err.
func (s *engineSession) failed(err error) error {
	if err != nil && s.eng != nil {
		s.eng.Close()
		s.eng = nil
	}
	return err
}

func (s *engineSession) close() {
	if s.eng != nil {
		s.eng.Close()
	}
}

// playOne plays the games of one variant.
func playOne(ctx context.Context, s *engineSession, tg playTarget, opt enginetest.PlayOptions) (*enginetest.PlayReport, error) {
	if tg.err != nil {
		return nil, tg.err
	}
	eng, err := s.engineFor(ctx, tg)
	if err != nil {
		return nil, err
	}
	pos, err := vm.NewPosition(tg.p, "")
	if err != nil {
		return nil, startPositionError(tg.v, err)
	}
	if tg.p.Rules.Walling != "" {
		// each move comes once per wall square, up to a board's worth:
		// perft 2 is as deep as a sample fits the budget
		opt.PerftDepth = min(opt.PerftDepth, 2)
	}
	rep, err := enginetest.Play(ctx, eng, pos, pos.FEN(), opt, dropMateFSFWrong(tg.p))
	return rep, s.failed(err)
}

// dropMateFSFWrong recognises Fairy-Stockfish's known error: it allows a
// drop that gives mate where the variant forbids that (shogi's
// uchifuzume, and its kin in minishogi and torishogi). The proof is the
// engine's own: after its extra drop it finds no legal reply, and betzac's
// variant says the piece may not be dropped to give mate. Every extra
// engine move must be such a drop, and betzac must have no extra move.
func dropMateFSFWrong(p *legdefs.Program) enginetest.Known {
	return func(ctx context.Context, eng enginetest.Perfter, rootFEN string, line []string, m *enginetest.Mismatch) (string, error) {
		why, err := dropMateProof(ctx, p, eng, rootFEN, line, m)
		if why != "" || err != nil {
			return why, err
		}
		return royalPromotionProof(ctx, p, eng, m) // fsfwrong_royal.go
	}
}

func dropMateProof(ctx context.Context, p *legdefs.Program, eng enginetest.Perfter, rootFEN string, line []string, m *enginetest.Mismatch) (string, error) {
	if len(m.OnlyOurs) > 0 || len(m.OnlyEngine) == 0 || len(m.Differ) > 0 {
		return "", nil
	}
	var why []string
	for _, mv := range m.OnlyEngine {
		letter, _, ok := strings.Cut(mv, "@")
		if !ok || !noMateDrop(p, letter) {
			return "", nil
		}
		d, err := eng.Perft(ctx, rootFEN, append(append([]string(nil), line...), mv), 1)
		if err != nil {
			return "", err
		}
		if d.Total != 0 {
			return "", nil
		}
		why = append(why, fmt.Sprintf("%s mates (the engine itself finds no legal reply) and %s may not be dropped to give mate", mv, strings.ToUpper(letter)))
	}
	return strings.Join(why, "; "), nil
}

// noMateDrop reports whether the piece with FEN letter letter (either
// case, "+" allowed) may not be dropped to give mate.
func noMateDrop(p *legdefs.Program, letter string) bool {
	for _, pt := range p.Pieces {
		if strings.EqualFold(pt.Letter, letter) {
			return pt.Drop != nil && pt.Drop.NoMate
		}
	}
	return false
}

// readExpectFail reads the expected-failure file: variant names in the
// first column; "#" comments.
func readExpectFail(path string) (map[string]string, error) {
	m := map[string]string{}
	if path == "" {
		return m, nil
	}
	err := eachTSVLine(path, func(cols []string) error {
		m[cols[0]] = strings.Join(cols[1:], " ")
		return nil
	})
	return m, err
}

// eachTSVLine calls f with the tab-separated columns of every line of the
// file that is not blank or a "#" comment.
func eachTSVLine(path string, f func(cols []string) error) error {
	data, err := variants.ReadFile(path) // a FIFO or /dev/zero is refused
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := f(strings.Split(line, "\t")); err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
	}
	return sc.Err()
}

// checkKnown checks each documented engine error of the file (columns:
// variant, FEN, the engine's wrong move, the proof): the engine must still
// make that move there, betzac must not, and the engine's own proof
// (dropMateFSFWrong) must hold. A move written "-MOVE" is one the engine
// omits; its row has a fifth column, a witness FEN where the engine itself
// allows what MOVE does, and agrees with betzac there (knownMissing).
func checkKnown(ctx context.Context, s *engineSession, path string, t *tally) error {
	return eachTSVLine(path, func(cols []string) error {
		if len(cols) < 4 {
			return fmt.Errorf("want 4 tab-separated columns: variant, FEN, move, proof")
		}
		name, fen, move := cols[0], cols[1], cols[2]
		v, p, err := compiler.Load(name)
		if err != nil {
			return err
		}
		tg := playTarget{name: v.Name, p: p, v: v, uci: v.Name}
		var why string
		if missing, ok := strings.CutPrefix(move, "-"); ok {
			if len(cols) < 5 {
				return fmt.Errorf("a move the engine omits (%s) needs a fifth column, the witness FEN", move)
			}
			why, err = knownMissing(ctx, s, tg, fen, missing, cols[4])
		} else {
			why, err = knownHolds(ctx, s, tg, fen, move)
		}
		if err != nil {
			t.fail("known %s %s %s: %v", name, fen, move, err)
			return nil
		}
		t.passed++
		t.fsfWrong++
		fmt.Fprintf(t.out, "ok   known fsf-wrong %s %s %s: %s\n", name, fen, move, why)
		return nil
	})
}

// movesAt compares the legal moves of the engine and betzac at fen.
func (s *engineSession) movesAt(ctx context.Context, tg playTarget, fen string) (*enginetest.Engine, *enginetest.Report, error) {
	eng, err := s.engineFor(ctx, tg)
	if err != nil {
		return nil, nil, err
	}
	pos, err := vm.NewPosition(tg.p, fen)
	if err != nil {
		return nil, nil, err
	}
	rep, err := enginetest.Compare(ctx, eng, pos, fen, 1)
	if err != nil {
		return nil, nil, s.failed(err)
	}
	return eng, rep, nil
}

// knownHolds compares the move lists at fen and requires the engine's one
// extra move to be move, proven wrong by dropMateFSFWrong.
func knownHolds(ctx context.Context, s *engineSession, tg playTarget, fen, move string) (string, error) {
	eng, rep, err := s.movesAt(ctx, tg, fen)
	if err != nil {
		return "", err
	}
	if rep.Agree || rep.Mismatch == nil || len(rep.Mismatch.OnlyOurs) > 0 || strings.Join(rep.Mismatch.OnlyEngine, " ") != move {
		return "", fmt.Errorf("want the engine's only extra move to be %s; the engine and betzac now differ by: %s", move, describeMismatch(rep))
	}
	why, err := dropMateProof(ctx, tg.p, eng, fen, nil, rep.Mismatch)
	if err != nil {
		return "", s.failed(err)
	}
	if why == "" {
		return "", fmt.Errorf("the proof no longer holds: the engine finds a reply after %s, or the piece may give mate by a drop", move)
	}
	return why, nil
}

// knownMissing requires betzac's one extra move at fen to be move, and the
// engine to agree with betzac on every move at witness: a position where
// the engine itself plays by the rule that makes move legal.
func knownMissing(ctx context.Context, s *engineSession, tg playTarget, fen, move, witness string) (string, error) {
	eng, rep, err := s.movesAt(ctx, tg, fen)
	if err != nil {
		return "", err
	}
	if rep.Agree || rep.Mismatch == nil || len(rep.Mismatch.OnlyEngine) > 0 || strings.Join(rep.Mismatch.OnlyOurs, " ") != move {
		return "", fmt.Errorf("want the engine to omit only %s; the engine and betzac now differ by: %s", move, describeMismatch(rep))
	}
	wpos, err := vm.NewPosition(tg.p, witness)
	if err != nil {
		return "", fmt.Errorf("witness: %w", err)
	}
	wrep, err := enginetest.Compare(ctx, eng, wpos, witness, 1)
	if err != nil {
		return "", s.failed(err)
	}
	if !wrep.Agree {
		return "", fmt.Errorf("the proof no longer holds: at the witness %s the engine and betzac differ by: %s", witness, describeMismatch(wrep))
	}
	return fmt.Sprintf("the engine omits %s; at the witness it agrees with betzac (%d moves)", move, wrep.Nodes), nil
}

func describeMismatch(r *enginetest.Report) string {
	if r.Agree {
		return "nothing (they agree)"
	}
	m := r.Mismatch
	if m == nil {
		return fmt.Sprintf("counts betzac %d, engine %d", r.Nodes, r.EngineNodes)
	}
	list := func(s []string) string {
		if len(s) == 0 {
			return "(none)"
		}
		return strings.Join(s, " ")
	}
	s := fmt.Sprintf("only betzac %s; only engine %s", list(m.OnlyOurs), list(m.OnlyEngine))
	for _, d := range m.Differ {
		s += fmt.Sprintf("; %s: betzac %d, engine %d", d.Move, d.Nodes, d.EngineNodes)
	}
	return s
}

// tally counts and prints the outcome per variant.
type tally struct {
	out                         io.Writer
	passed, failed, xfail       int
	positions, perfts, fsfWrong int
}

func (t *tally) fail(format string, a ...any) {
	t.failed++
	fmt.Fprintf(t.out, "FAIL "+format+"\n", a...)
}

func (t *tally) variant(name string, rep *enginetest.PlayReport, err error, expected string, took time.Duration) {
	if rep != nil {
		t.positions += rep.Positions
		t.perfts += rep.Perfts
		t.fsfWrong += len(rep.FSFWrong)
	}
	bad := err != nil || rep == nil || len(rep.Mismatches) > 0
	status := "ok  "
	switch {
	case bad && expected != "":
		status = "XFAIL"
		t.xfail++
	case bad:
		status = "FAIL"
		t.failed++
	case expected != "":
		status = "XPASS"
		t.passed++
	default:
		t.passed++
	}
	n, p := 0, 0
	if rep != nil {
		n, p = rep.Positions, rep.Perfts
	}
	fmt.Fprintf(t.out, "%s %s: %d positions, %d deeper perfts (%.1fs)\n", status, name, n, p, took.Seconds())
	if expected != "" {
		fmt.Fprintf(t.out, "     expected to fail: %s\n", expected)
		if !bad {
			fmt.Fprintf(t.out, "     it passed: remove it from the expected failures\n")
		}
	}
	if err != nil {
		fmt.Fprintf(t.out, "     could not play: %v\n", err)
	}
	if rep == nil {
		return
	}
	for _, m := range rep.FSFWrong {
		fmt.Fprintf(t.out, "     fsf-wrong game %d ply %d at %s: %s\n", m.Game, m.Ply, m.Report.Mismatch.FEN, m.Why)
	}
	for _, m := range rep.Mismatches {
		fen := m.Report.FEN
		if m.Report.Mismatch != nil {
			fen = m.Report.Mismatch.FEN
		}
		fmt.Fprintf(t.out, "     game %d ply %d, perft %d: %s\n", m.Game, m.Ply, m.Report.Depth, describeMismatch(m.Report))
		fmt.Fprintf(t.out, "     position  %s\n", fen)
		line := append(append([]string(nil), m.Line...), mismatchLine(m.Report)...)
		fmt.Fprintf(t.out, "     line      %s\n", strings.Join(line, " "))
	}
}

func mismatchLine(r *enginetest.Report) []string {
	if r.Mismatch == nil {
		return nil
	}
	return r.Mismatch.Line
}

func init() {
	f := fsfplayCmd.Flags()
	f.StringVar(&playFlags.engine, "engine", "", "the engine's command line, `\"CMD ARGS\"` (required)")
	f.StringVar(&playFlags.ini, "ini", "", "play every section of this variants.ini `FILE` that import fsf translates without complaint")
	f.StringVar(&playFlags.known, "known", "", "`FILE` of positions where the engine is known to be wrong (variant, FEN, move, proof)")
	f.StringVar(&playFlags.expectFail, "expect-fail", "", "`FILE` of variants expected to fail (variant, issue, reason)")
	f.IntVar(&playFlags.opt.Games, "games", 2, "random games per variant")
	f.IntVar(&playFlags.opt.Plies, "plies", 40, "plies per game at most")
	f.Uint64Var(&playFlags.opt.Seed, "seed", 1, "random seed")
	f.IntVar(&playFlags.opt.PerftDepth, "perft-depth", 2, "depth of the sampled perfts (1: none)")
	f.IntVar(&playFlags.opt.PerftEvery, "perft-every", 10, "compare perft --perft-depth every N plies")
	f.DurationVar(&playFlags.timeout, "timeout", 30*time.Minute, "the whole run's time limit")
	f.DurationVar(&playFlags.commandTimeout, "command-timeout", time.Minute, "time limit for each answer of the engine")
	f.DurationVar(&playFlags.bannerGrace, "banner-grace", 5*time.Second, "how long the engine may stay silent after a line that is not UCI (raise it for slow-starting engines)")
	inRange(f, "games", 0, maxGames)
	inRange(f, "plies", 1, maxPlies)
	inRange(f, "seed", 0, uint64(math.MaxUint64))
	inRange(f, "perft-depth", 1, perft.MaxDepth)
	inRange(f, "perft-every", 1, maxPlies)
	engineTimeRanges(f)
	rootCmd.AddCommand(fsfplayCmd)
}
