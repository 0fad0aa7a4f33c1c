package match

import (
	"context"
	"fmt"
	"strings"

	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/vm"
)

// xboardPlayer is a CECP engine (enginetest.XBoard): the variant by its
// CECP name, every position set with setboard and the moves
// (enginetest.XBoard.PlayMove converts the ranks of 10-rank boards).
type xboardPlayer struct {
	x       *enginetest.XBoard
	variant string // the engine's name of it
	ranks   int
	start   string // the variant's start FEN, for a game from the start
}

// startXBoard starts a CECP engine and checks that it plays v.
func startXBoard(ctx context.Context, cfg enginetest.Config, v Variant) (Player, error) {
	x, err := enginetest.StartXBoard(ctx, cfg)
	if err != nil {
		return nil, err
	}
	name := x.XBoardVariant(v.Def.Name)
	if name == "" {
		x.Close()
		return nil, fmt.Errorf("the xboard engine does not list variant %q (its variants: %s)", v.Def.Name, strings.Join(x.Variants(), ", "))
	}
	pos, err := vm.NewPosition(v.Prog, "")
	if err != nil {
		x.Close()
		return nil, err
	}
	return &xboardPlayer{x: x, variant: name, ranks: pos.Ranks(), start: pos.FEN()}, nil
}

func (p *xboardPlayer) Name() string { return p.x.Name }

// NewGame sends "new", the variant and "force".
func (p *xboardPlayer) NewGame(ctx context.Context) error {
	return p.x.SetVariant(ctx, p.variant, p.ranks)
}

func (p *xboardPlayer) Move(ctx context.Context, req Request) (string, error) {
	fen := req.FEN
	if fen == "" {
		fen = p.start
	}
	lim := req.Limits
	own, opp := lim.WTime, lim.BTime
	if req.Side == 1 {
		// level's increment is the mover's (WInc, as PlayMove reads it)
		own, opp = opp, own
		lim.WInc, lim.BInc = lim.BInc, lim.WInc
	}
	return p.x.PlayMove(ctx, fen, req.Moves, lim, own, opp, req.Wait)
}

func (p *xboardPlayer) Close() error { return p.x.Close() }
