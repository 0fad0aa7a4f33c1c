package enginetest

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Playing over UCI (the protocol text, Stefan Meyer-Kahlen's "Description
// of the universal chess interface (UCI)", April 2006): "ucinewgame",
// "position startpos|fen F moves ...", "go depth D | movetime MS | wtime
// ... btime ... winc ... binc ...", and the answer "bestmove M [ponder P]".

// GoLimits are the limits of one "go" command; zero fields are not sent.
type GoLimits struct {
	Depth                              int
	MoveTime, WTime, BTime, WInc, BInc time.Duration
}

// command is the "go" command of the limits.
func (l GoLimits) command() string {
	var sb strings.Builder
	sb.WriteString("go")
	if l.Depth > 0 {
		fmt.Fprintf(&sb, " depth %d", l.Depth)
	}
	if l.MoveTime > 0 {
		fmt.Fprintf(&sb, " movetime %d", l.MoveTime.Milliseconds())
	}
	if l.WTime > 0 || l.BTime > 0 {
		// a flagged clock is sent as 0, never negative
		fmt.Fprintf(&sb, " wtime %d btime %d winc %d binc %d", max(l.WTime.Milliseconds(), 0),
			max(l.BTime.Milliseconds(), 0), l.WInc.Milliseconds(), l.BInc.Milliseconds())
	}
	return sb.String()
}

// NewGame sends "ucinewgame" and waits until the engine is ready.
func (e *Engine) NewGame(ctx context.Context) error { return e.newGame(ctx, "ucinewgame") }

// newGame sends cmd, the protocol's new game command, and waits until the
// engine is ready.
func (e *Engine) newGame(ctx context.Context, cmd string) error {
	if err := e.send(cmd); err != nil {
		return err
	}
	return e.Ready(ctx)
}

// BestMove sets up the position (fen "" is the variant's start position,
// "position startpos"; moves in the engine's notation), sends "go" with
// the limits and returns the move of the engine's "bestmove" line as
// printed ("(none)" and "0000" included: the caller judges them). wait
// bounds the wait for bestmove instead of Config.CommandTimeout.
func (e *Engine) BestMove(ctx context.Context, fen string, moves []string, lim GoLimits, wait time.Duration) (string, error) {
	pos := "position startpos"
	if fen != "" {
		pos = "position fen " + fen
	}
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	return e.bestMove(ctx, pos, lim.command(), wait)
}

// bestMove sends the position command posCmd and goCmd and returns the
// move of the engine's "bestmove" line, as printed.
func (e *Engine) bestMove(ctx context.Context, posCmd, goCmd string, wait time.Duration) (string, error) {
	if err := e.send(posCmd); err != nil {
		return "", err
	}
	// isready first: an engine that dies on the position is caught here.
	if err := e.Ready(ctx); err != nil {
		return "", err
	}
	if err := e.send(goCmd); err != nil {
		return "", err
	}
	saved := e.cfg.CommandTimeout
	e.cfg.CommandTimeout = wait
	defer func() { e.cfg.CommandTimeout = saved }()
	best := ""
	err := e.readUntil(ctx, goCmd, func(line string) (bool, error) {
		f := strings.Fields(line)
		if len(f) == 0 || f[0] != "bestmove" {
			return false, nil // info lines, and anything else an engine prints while thinking
		}
		if len(f) < 2 {
			return false, e.fail(KindProtocol, goCmd, "\"bestmove\" without a move")
		}
		best = f[1]
		return true, nil
	})
	return best, err
}
