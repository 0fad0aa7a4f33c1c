package match

import (
	"context"
	"path/filepath"

	"github.com/betzac/betzac/enginetest"
)

// usiPlayer is a USI engine (enginetest.USI): positions go as SFEN in the
// shogi family (else as FEN, which Fairy-Stockfish's USI mode reads),
// moves are converted to USI and back.
type usiPlayer struct {
	u       *enginetest.USI
	name    string
	cleanup func()
}

// startUSI starts a USI engine and selects the variant as startUCI does
// (USI_Variant, else VariantPath); betzac itself ("betzac usi") loads a
// variant file through its own VariantPath.
func startUSI(ctx context.Context, cfg enginetest.Config, v Variant) (Player, error) {
	u, err := enginetest.StartUSI(ctx, cfg)
	if err != nil {
		return nil, err
	}
	p := &usiPlayer{u: u, name: u.Name, cleanup: func() {}}
	if p.name == "" {
		p.name = filepath.Base(cfg.Command[0])
	}
	if err := u.SetProgram(v.Prog); err != nil {
		u.Close()
		return nil, err
	}
	if v.File != "" && u.Name == "betzac" {
		abs, err := filepath.Abs(v.File)
		if err == nil {
			err = u.SetOption(ctx, "VariantPath", abs)
		}
		if err == nil {
			err = u.SetVariant(ctx, v.Prog.Name, false)
		}
		if err != nil {
			u.Close()
			return nil, err
		}
		return p, nil
	}
	_, cleanup, err := u.SelectVariant(ctx, v.Def, v.Prog, "", false)
	if err != nil {
		cleanup()
		u.Close()
		return nil, err
	}
	p.cleanup = cleanup
	return p, nil
}

func (p *usiPlayer) Name() string { return p.name }

func (p *usiPlayer) NewGame(ctx context.Context) error { return p.u.NewGame(ctx) }

func (p *usiPlayer) Move(ctx context.Context, req Request) (string, error) {
	return p.u.BestMove(ctx, req.FEN, req.Moves, req.Limits, req.Wait)
}

func (p *usiPlayer) Close() error {
	err := p.u.Close()
	p.cleanup()
	return err
}
