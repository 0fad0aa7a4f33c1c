package match

import (
	"context"
	"path/filepath"

	"github.com/betzac/betzac/enginetest"
)

// uciPlayer is a UCI engine; UCI's move notation is betzac's, so moves
// pass as they are.
type uciPlayer struct {
	e       *enginetest.Engine
	name    string
	cleanup func()
}

// startUCI starts a UCI engine and selects the variant: by UCI_Variant
// where the engine lists it, else as a Fairy-Stockfish variants.ini
// section through VariantPath (enginetest.SelectVariant); betzac itself
// ("id name betzac") loads a variant file through its own VariantPath.
func startUCI(ctx context.Context, cfg enginetest.Config, v Variant) (Player, error) {
	e, err := enginetest.Start(ctx, cfg)
	if err != nil {
		return nil, err
	}
	p := &uciPlayer{e: e, name: e.Name, cleanup: func() {}}
	if p.name == "" {
		p.name = filepath.Base(cfg.Command[0])
	}
	if v.File != "" && e.Name == "betzac" {
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
