package enginetest

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/fsf"
	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// FSFCheck is a run of random games against Fairy-Stockfish (betzac
// fsfplay): which variants, the documented engine errors to check first,
// the variants expected to fail, and the games.
type FSFCheck struct {
	Variants []string // names; none: every built-in the engine plays, or every section of INI
	// INI is a variants.ini the engine loads (VariantPath); its sections
	// that import fsf translates without complaint are played.
	INI string
	// Known is a file of positions where the engine is known to be wrong
	// (CheckKnown), or "".
	Known string
	// ExpectFail maps the variants whose failure is a known betzac bug
	// to why (ReadExpectFail).
	ExpectFail map[string]string
	Play       PlayOptions
}

// Run checks the known positions, then plays each variant, writing a line
// for each and the totals to out. The error is one that stopped the run
// (the engine would not start, a variant or file could not be read).
func (c FSFCheck) Run(ctx context.Context, s *Session, out io.Writer) (*Tally, error) {
	var targets []Target
	var err error
	if c.INI != "" {
		targets, err = INITargets(out, c.INI, c.Variants)
	} else {
		targets, err = BuiltinTargets(s, c.Variants)
	}
	if err != nil {
		return nil, err
	}
	t := &Tally{out: out}
	if c.Known != "" {
		if err := CheckKnown(ctx, s, c.Known, t); err != nil {
			return nil, err
		}
	}
	for _, tg := range targets {
		if c.Play.Games == 0 {
			break
		}
		began := time.Now()
		rep, err := PlayTarget(ctx, s, tg, c.Play)
		t.Variant(tg.Name, rep, err, c.ExpectFail[tg.Name], time.Since(began))
	}
	fmt.Fprintf(out, "fsfplay: %d positions, %d deeper perfts, %d fsf-wrong, %d expected failures\n", t.Positions, t.Perfts, t.FSFWrong, t.XFail)
	fmt.Fprintf(out, "%d passed, %d failed\n", t.Passed, t.Failed)
	return t, nil
}

// Target is one variant to play: its program, and how the engine knows
// it.
type Target struct {
	Name    string
	Program *legdefs.Program
	Variant *variants.Variant
	INI     string // VariantPath file, or ""; then UCI_Variant name
	UCI     string
	Err     error // the variant could not be set up (a failure)
}

// BuiltinTargets is the named variants, or every built-in the engine
// lists.
func BuiltinTargets(s *Session, names []string) ([]Target, error) {
	if s.eng == nil {
		eng, err := s.start()
		if err != nil {
			return nil, err
		}
		s.eng = eng
	}
	all := len(names) == 0
	if all {
		names = variants.BuiltinNames()
	}
	var ts []Target
	for _, n := range names {
		v, p, err := compiler.Load(n)
		if err != nil {
			return nil, err
		}
		uci := UCIName(v.Name)
		if !s.eng.Plays(uci) {
			if all {
				continue
			}
			return nil, fmt.Errorf("the engine does not play %s", n)
		}
		ts = append(ts, Target{Name: v.Name, Program: p, Variant: v, UCI: uci})
	}
	return ts, nil
}

// INITargets is every section of the file that import fsf translates
// without complaint and that compiles, or the sections named (each must
// translate); it says on out which it leaves out.
func INITargets(out io.Writer, path string, only []string) ([]Target, error) {
	data, err := variants.ReadFile(path) // not a named pipe: import's reader
	if err != nil {
		return nil, variants.ErrorList{{File: path, Msg: "cannot read: " + err.Error()}}
	}
	secs, err := fsf.ParseINI(strings.NewReader(string(data)))
	if err != nil {
		return nil, fsf.FileError(path, err)
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
	var ts []Target
	skipped := 0
	for _, n := range names {
		if _, ok := secs[n]; !ok {
			return nil, fmt.Errorf("%s has no section [%s]", path, quote.Short(n))
		}
		imp, err := fsf.Import(strings.NewReader(string(data)), n)
		switch {
		case err != nil && len(only) > 0:
			return nil, fsf.FileError(path, err)
		case err == nil && len(imp.Untranslated) > 0 && len(only) > 0:
			return nil, fmt.Errorf("section [%s]: import fsf cannot translate %s", n, strings.Join(imp.Untranslated, "; "))
		case err != nil || len(imp.Untranslated) > 0:
			skipped++
			continue
		}
		tg := Target{Name: "[" + n + "]", INI: abs, UCI: n}
		tg.Variant, err = variants.LoadBytes(n+".yaml", []byte(imp.YAML))
		if err != nil {
			tg.Err = fmt.Errorf("import fsf wrote a file that does not load: %w", err)
		} else if tg.Program, err = compiler.Compile(tg.Variant); err != nil {
			tg.Err = fmt.Errorf("import fsf wrote a variant that does not compile: %w", err)
		}
		ts = append(ts, tg)
	}
	fmt.Fprintf(out, "%s: %d sections translated without complaint, %d left out\n", path, len(ts), skipped)
	return ts, nil
}

// Session is one engine process, started when first needed and shared
// by the variants (the WebAssembly engine takes seconds to start); after
// an error it is closed, and the next variant starts a new one.
type Session struct {
	start func() (*Engine, error)
	eng   *Engine
	ini   string // the VariantPath it loaded
}

// NewSession returns a session that starts its engine with start.
func NewSession(start func() (*Engine, error)) *Session { return &Session{start: start} }

// Close closes the engine, if it runs.
func (s *Session) Close() {
	if s.eng != nil {
		s.eng.Close()
		s.eng = nil
	}
}

// engineFor returns the engine set up to play tg.
func (s *Session) engineFor(ctx context.Context, tg Target) (*Engine, error) {
	if s.eng == nil {
		eng, err := s.start()
		if err != nil {
			return nil, err
		}
		s.eng, s.ini = eng, ""
	}
	if tg.INI != "" && tg.INI != s.ini {
		if err := s.eng.SetOption(ctx, "VariantPath", tg.INI); err != nil {
			return nil, s.failed(err)
		}
		s.ini = tg.INI
	}
	if err := s.eng.SetVariant(ctx, tg.UCI, tg.Program.Castling960); err != nil {
		return nil, s.failed(err)
	}
	return s.eng, nil
}

// failed closes the engine after err.
func (s *Session) failed(err error) error {
	if err != nil {
		s.Close()
	}
	return err
}

// PlayTarget plays the games of one variant, counting Fairy-Stockfish's
// documented errors apart (FSFWrong).
func PlayTarget(ctx context.Context, s *Session, tg Target, opt PlayOptions) (*PlayReport, error) {
	if tg.Err != nil {
		return nil, tg.Err
	}
	eng, err := s.engineFor(ctx, tg)
	if err != nil {
		return nil, err
	}
	pos, err := vm.NewPosition(tg.Program, "")
	if err != nil {
		return nil, tg.Variant.StartPositionError(err)
	}
	if tg.Program.Rules.Walling != "" {
		// each move comes once per wall square, up to a board's worth:
		// perft 2 is as deep as a sample fits the budget
		opt.PerftDepth = min(opt.PerftDepth, 2)
	}
	rep, err := Play(ctx, eng, pos, pos.FEN(), opt, FSFWrong(tg.Program))
	return rep, s.failed(err)
}
