package enginetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Playing over CECP (engine-intf.html, as xboard.go cites it): "force",
// "setboard FEN" and the moves set the position; "sd DEPTH" (section 8:
// search to that depth), "st TIME" (seconds a move) or "level 0 BASE INC"
// with "time N" and "otim N" (centiseconds, the engine's clock and its
// opponent's) say how long to think; "go" makes the engine play the side
// to move, and it answers "move MOVE" (section 9), or "resign".

// ErrResigned is an engine's "resign" instead of a move.
var ErrResigned = errors.New("the engine resigned")

// PlayMove sets up the position (fen, then moves, in betzac's rank
// numbering), sends the limits and "go", and returns the engine's move,
// in betzac's rank numbering. own and opp are the clocks of the side to
// move and of the other (used with lim's clock). wait bounds the wait for
// the move instead of Config.CommandTimeout.
func (x *XBoard) PlayMove(ctx context.Context, fen string, moves []string, lim GoLimits, own, opp, wait time.Duration) (string, error) {
	setup := []string{"force", "setboard " + x.engineFEN(fen)}
	for _, m := range moves {
		m = x.shiftRanks(m, -1)
		if x.Features["usermove"] == "1" {
			m = "usermove " + m
		}
		setup = append(setup, m)
	}
	switch {
	case lim.Depth > 0:
		setup = append(setup, fmt.Sprintf("sd %d", lim.Depth))
	case lim.MoveTime > 0:
		// st takes whole seconds: the move time rounded up
		setup = append(setup, fmt.Sprintf("st %d", (lim.MoveTime+time.Second-1)/time.Second))
	case lim.WTime > 0 || lim.BTime > 0:
		setup = append(setup, fmt.Sprintf("level 0 %s %g", minSec(own), lim.WInc.Seconds()),
			fmt.Sprintf("time %d", max(own, 0)/(10*time.Millisecond)), fmt.Sprintf("otim %d", max(opp, 0)/(10*time.Millisecond)))
	}
	for _, c := range setup {
		if err := x.send(c); err != nil {
			return "", err
		}
	}
	after := "setboard " + fen
	if len(moves) > 0 {
		after += " and moves " + strings.Join(moves, " ")
	}
	if err := x.sync(ctx, after); err != nil {
		return "", err
	}
	if err := x.send("go"); err != nil {
		return "", err
	}
	saved := x.cfg.CommandTimeout
	x.cfg.CommandTimeout = wait
	defer func() { x.cfg.CommandTimeout = saved }()
	move := ""
	err := x.readUntil(ctx, "go", func(line string) (bool, error) {
		line = strings.TrimSpace(line)
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && f[0] == "move":
			move = x.shiftRanks(f[1], 1)
			return true, nil
		case line == "resign" || strings.Contains(line, "resigns"):
			return false, ErrResigned
		case strings.HasPrefix(line, "1-0") || strings.HasPrefix(line, "0-1") || strings.HasPrefix(line, "1/2-1/2"):
			return false, x.fail(KindProtocol, "go", fmt.Sprintf("the engine claimed a result instead of moving: %q", short(line)))
		}
		return false, x.refused("go", line) // thinking output and chatter are let pass
	})
	if err == nil {
		// back to force mode: the engine must not think on its own
		err = x.send("force")
	}
	return move, err
}

// minSec is d as CECP's level writes a base time: minutes, or
// minutes:seconds.
func minSec(d time.Duration) string {
	s := int64(max(d, time.Second) / time.Second)
	if s%60 == 0 {
		return fmt.Sprint(s / 60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
