package enginetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/betzac/betzac/vm"
)

// Playing over USI (usi.html, as usi.go cites it): "usinewgame", "position
// sfen SFEN moves ..." (or "position fen" outside the shogi family, as
// usi.go says), "go btime B wtime W byoyomi 0 | binc
// ... winc ..." (milliseconds; "b" is sente, the side that moves first,
// betzac's White), and the answer "bestmove MOVE", "bestmove resign" or
// "bestmove win" (a declaration win, nyugyoku). "go depth D" and "go
// movetime MS" are not in usi.html; Fairy-Stockfish's and YaneuraOu's USI
// modes read them as UCI does, and they are what fixed-depth matches need.

// ErrWinDeclared is an engine's "bestmove win": it declares that it has
// won (by the entering-king rule).
var ErrWinDeclared = errors.New("the engine declared a win (bestmove win)")

// usiGo is the USI "go" command of the limits: sente's clock is btime.
func usiGo(l GoLimits) string {
	var sb strings.Builder
	sb.WriteString("go")
	if l.WTime > 0 || l.BTime > 0 {
		fmt.Fprintf(&sb, " btime %d wtime %d", max(l.WTime.Milliseconds(), 0), max(l.BTime.Milliseconds(), 0))
		if l.WInc > 0 || l.BInc > 0 {
			fmt.Fprintf(&sb, " binc %d winc %d", l.WInc.Milliseconds(), l.BInc.Milliseconds())
		} else {
			sb.WriteString(" byoyomi 0")
		}
	}
	if l.Depth > 0 {
		fmt.Fprintf(&sb, " depth %d", l.Depth)
	}
	if l.MoveTime > 0 {
		fmt.Fprintf(&sb, " movetime %d", l.MoveTime.Milliseconds())
	}
	return sb.String()
}

// NewGame sends "usinewgame" and waits until the engine is ready.
func (u *USI) NewGame(ctx context.Context) error { return u.newGame(ctx, "usinewgame") }

// BestMove sets up the position (fen "" is the variant's start; moves in
// UCI form), sends "go" with the limits and returns the engine's move in
// UCI form; a move that is not USI, or not on the board, is a protocol
// error. "resign" is ErrResigned and "win"
// ErrWinDeclared. wait bounds the wait for bestmove.
func (u *USI) BestMove(ctx context.Context, fen string, moves []string, lim GoLimits, wait time.Duration) (string, error) {
	if u.pos == nil {
		return "", fmt.Errorf("enginetest: USI engine without a variant (SelectVariant)")
	}
	if fen == "" {
		fen = u.pos.FEN()
	}
	cmd, err := u.Position(fen, moves)
	if err != nil {
		return "", err
	}
	best, err := u.bestMove(ctx, cmd, usiGo(lim), wait)
	switch {
	case err != nil:
		return "", err
	case best == "resign":
		return "", ErrResigned
	case best == "win":
		return "", ErrWinDeclared
	}
	uci, err := u.pos.USIToUCI(best)
	if !vm.LooksUSI(best) || err != nil {
		// UCI's "e2e4" would pass for betzac's own move: refused here
		return "", u.fail(KindProtocol, "go", fmt.Sprintf("bestmove %s is not a USI move on this board (a file number first, as 7g7f, or a drop P*5e)", short(best)))
	}
	return uci, nil
}
