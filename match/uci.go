package match

import (
	"context"
	"path/filepath"
	"time"

	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// uciEngine is an engine of the UCI family: an enginetest.Engine (UCI,
// whose move notation is betzac's, so moves pass as they are) or an
// enginetest.USI (positions go as SFEN in the shogi family, else as FEN,
// which Fairy-Stockfish's USI mode reads; moves are converted to USI and
// back).
type uciEngine interface {
	SetOption(ctx context.Context, name, value string) error
	SetVariant(ctx context.Context, uciVariant string, c960 bool) error
	SelectVariant(ctx context.Context, v *variants.Variant, p *legdefs.Program, uciVariant string, export bool) (string, func(), error)
	NewGame(ctx context.Context) error
	BestMove(ctx context.Context, fen string, moves []string, lim enginetest.GoLimits, wait time.Duration) (string, error)
	Close() error
}

// uciPlayer is a UCI or USI engine.
type uciPlayer struct {
	e       uciEngine
	name    string
	cleanup func()
}

// startUCI starts a UCI engine and selects the variant (selectVariant).
func startUCI(ctx context.Context, cfg enginetest.Config, v Variant) (Player, error) {
	e, err := enginetest.Start(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return selectVariant(ctx, e, e.Name, cfg, v)
}

// startUSI starts a USI engine, takes the variant's notation and selects
// the variant as for UCI, under USI's option names (USI_Variant).
func startUSI(ctx context.Context, cfg enginetest.Config, v Variant) (Player, error) {
	u, err := enginetest.StartUSI(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if err := u.SetProgram(v.Prog); err != nil {
		u.Close()
		return nil, err
	}
	return selectVariant(ctx, u, u.Name, cfg, v)
}

// selectVariant selects the variant of the started engine e (its "id
// name" name): by the variant option where the engine lists it, else as
// a Fairy-Stockfish variants.ini section through VariantPath
// (enginetest.SelectVariant); betzac itself ("id name betzac") loads a
// variant file through its own VariantPath. It closes e on failure.
func selectVariant(ctx context.Context, e uciEngine, name string, cfg enginetest.Config, v Variant) (Player, error) {
	p := &uciPlayer{e: e, name: name, cleanup: func() {}}
	if p.name == "" {
		p.name = filepath.Base(cfg.Command[0])
	}
	if v.File != "" && name == "betzac" {
		abs, err := filepath.Abs(v.File)
		if err == nil {
			err = e.SetOption(ctx, "VariantPath", abs)
		}
		if err == nil {
			err = e.SetVariant(ctx, v.Prog.Name, false)
		}
		if err != nil {
			e.Close()
			return nil, err
		}
		return p, nil
	}
	_, cleanup, err := e.SelectVariant(ctx, v.Def, v.Prog, "", false)
	if err != nil {
		cleanup()
		e.Close()
		return nil, err
	}
	p.cleanup = cleanup
	return p, nil
}

func (p *uciPlayer) Name() string { return p.name }

func (p *uciPlayer) NewGame(ctx context.Context) error { return p.e.NewGame(ctx) }

func (p *uciPlayer) Move(ctx context.Context, req Request) (string, error) {
	return p.e.BestMove(ctx, req.FEN, req.Moves, req.Limits, req.Wait)
}

func (p *uciPlayer) Close() error {
	err := p.e.Close()
	p.cleanup()
	return err
}
