package enginetest

import (
	"context"
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// USI is an engine spoken to in the Universal Shogi Interface (Tord
// Romstad's "The Universal Shogi Interface", usi.html on
// shogidokoro.starfree.jp, and Fairy-Stockfish's USI mode, src/uci.cpp):
// "usi" ... "usiok", options as in UCI, "isready"/"readyok", "position
// sfen SFEN moves ..." and "go perft N", whose divide Fairy-Stockfish
// prints as in UCI ("move: count", "Nodes searched: N").
//
// Options: Fairy-Stockfish renames its UCI_ options USI_ (USI_Variant,
// USI_Chess960; UCI::option_name), so the engine's variant is chosen as
// for UCI (SelectVariant) under those names; VariantPath keeps its name.
//
// Positions: shogi-family variants (vm.USIFamily) go as "position sfen";
// any other as "position fen" with betzac's FEN, which Fairy-Stockfish's
// USI mode also reads (its position command takes "fen" or "sfen").
// Moves are USI for every variant: a square is its file counted from the
// right and its rank's letter counted from the top, "7g7f", "P*5e", a
// promotion's letter or "+" after (UCI::square, UCI::move). The divide's
// moves are read into betzac's UCI form (so Compare matches them) and
// given back to the engine as it printed them. Fairy-Stockfish writes a
// file of two digits on a tenth rank ("05a" on a 9x10 board), which reads
// as file 5; on boards of more than nine files it writes files that are
// not numbers, which betzac cannot read (its moves show as the engine's
// only).
type USI struct {
	*Engine
	pos  *vm.Position      // a position of the variant, for the notation
	back map[string]string // UCI form -> the engine's USI move
}

// StartUSI starts the engine and completes the USI handshake ("usi" ...
// "usiok").
func StartUSI(ctx context.Context, cfg Config) (*USI, error) {
	e, err := startProcess(ctx, cfg)
	if err != nil {
		return nil, err
	}
	e.usi = true
	if err := e.handshake(ctx, "usi"); err != nil {
		e.Close()
		return nil, err
	}
	return &USI{Engine: e, back: map[string]string{}}, nil
}

// SelectVariant sets the engine up to play v as Engine.SelectVariant does
// (USI_Variant, VariantPath) and takes p's notation for the positions and
// moves.
func (u *USI) SelectVariant(ctx context.Context, v *variants.Variant, p *legdefs.Program, uciVariant string, export bool) (string, func(), error) {
	if err := u.SetProgram(p); err != nil {
		return "", func() {}, err
	}
	return u.Engine.SelectVariant(ctx, v, p, uciVariant, export)
}

// SetProgram takes p's notation (board size, shogi family or not) for the
// positions and moves; SelectVariant calls it.
func (u *USI) SetProgram(p *legdefs.Program) error {
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		return err
	}
	u.pos = pos
	return nil
}

// Position is the USI "position" command for fen and moves (UCI form, as
// Compare gives them).
func (u *USI) Position(fen string, moves []string) (string, error) {
	cmd := "position fen " + fen
	if vm.USIFamily(u.pos.Program()) {
		pos, err := vm.NewPosition(u.pos.Program(), fen)
		if err != nil {
			return "", err
		}
		cmd = "position sfen " + pos.SFEN()
	}
	if len(moves) > 0 {
		usi := make([]string, len(moves))
		for i, m := range moves {
			usi[i] = u.EngineMove(m)
		}
		cmd += " moves " + strings.Join(usi, " ")
	}
	return cmd, nil
}

// EngineMove is the UCI move m as the engine wrote it (or, if it never
// did, in USI).
func (u *USI) EngineMove(m string) string {
	if s, ok := u.back[m]; ok {
		return s
	}
	return u.pos.UCIToUSI(m)
}

// Perft sets up the position and runs "go perft depth"; the divide's
// moves come back in UCI form (one off the board kept as printed). A move
// not written in USI is a protocol error.
func (u *USI) Perft(ctx context.Context, fen string, moves []string, depth int) (*Divide, error) {
	if u.pos == nil {
		return nil, fmt.Errorf("enginetest: USI engine without a variant (SelectVariant)")
	}
	cmd, err := u.Position(fen, moves)
	if err != nil {
		return nil, err
	}
	if err := u.send(cmd); err != nil {
		return nil, err
	}
	if err := u.Ready(ctx); err != nil {
		return nil, err
	}
	d, err := u.readDivide(ctx, fmt.Sprintf("go perft %d", depth), nil)
	if err != nil {
		return nil, err
	}
	goCmd := fmt.Sprintf("go perft %d", depth)
	out := &Divide{Moves: map[string]uint64{}, Total: d.Total}
	for _, m := range d.Order {
		if !vm.LooksUSI(m) {
			// UCI's "c3c4" would pass for betzac's own move.
			return nil, u.fail(KindProtocol, goCmd, fmt.Sprintf("the engine printed %s, which is not a USI move (a file number first, as 7g7f, or a drop P*5e)", short(m)))
		}
		uci, err := u.pos.USIToUCI(m)
		if err != nil {
			uci = m // off the board: a move only the engine makes, as printed
		}
		if _, dup := out.Moves[uci]; dup {
			return nil, u.fail(KindProtocol, goCmd, fmt.Sprintf("moves %s and %s are the same move", u.back[uci], m))
		}
		u.back[uci] = m
		out.Moves[uci] = d.Moves[m]
		out.Order = append(out.Order, uci)
	}
	return out, nil
}

// Spell rewrites the engine's moves in rep (the steps', the mismatch's
// line and its only-engine moves), which Compare holds in UCI form, as
// the engine printed them.
func (u *USI) Spell(rep *Report) {
	for i := range rep.Steps {
		rep.Steps[i].EngineMove = u.EngineMove(rep.Steps[i].EngineMove)
	}
	if m := rep.Mismatch; m != nil {
		for i := range m.EngineLine {
			m.EngineLine[i] = u.EngineMove(m.EngineLine[i])
		}
		for i := range m.OnlyEngine {
			m.OnlyEngine[i] = u.EngineMove(m.OnlyEngine[i])
		}
		for i := range m.Differ {
			m.Differ[i].EngineMove = u.EngineMove(m.Differ[i].EngineMove)
		}
	}
}
