package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/search"
	"github.com/betzac/betzac/vm"
)

// position reads "startpos|fen FEN [moves M...]"; on any error the
// position stays as it was.
func (u *uciState) position(f []string) {
	fen, moves := "", []string(nil)
	i := 0
	switch {
	case len(f) > 0 && f[0] == "startpos":
		i = 1
	case len(f) > 0 && f[0] == "fen":
		for i = 1; i < len(f) && f[i] != "moves"; i++ {
		}
		fen = strings.Join(f[1:i], " ")
		if fen == "" {
			u.say("info string position: fen without a FEN")
			return
		}
	default:
		u.say("info string position: want startpos or fen, got %q", strings.Join(f, " "))
		return
	}
	if i < len(f) && f[i] == "moves" {
		moves = f[i+1:]
	}
	pos, err := vm.NewPosition(u.pos.Program(), fen)
	if err != nil {
		u.say("info string position: %s", strings.ReplaceAll(err.Error(), "\n", " "))
		return
	}
	var hist []uint64
	for _, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			u.say("info string position: move %s: %s", s, strings.ReplaceAll(err.Error(), "\n", " "))
			return
		}
		hist = append(hist, pos.Hash())
		pos.Make(m)
	}
	u.pos, u.hist = pos, hist
}

// goCmd starts a search (or runs perft) on the current position.
func (u *uciState) goCmd(f []string) {
	l, depth, err := goLimits(f)
	if err != nil {
		u.say("info string go: %v", err)
		return
	}
	if depth >= 0 {
		u.perft(depth)
		return
	}
	pos := u.pos
	u.eng.SetPosition(pos, u.hist)
	u.done, u.running = make(chan struct{}), true
	go func(done chan struct{}) {
		defer close(done)
		m, ok := u.eng.Search(l, u.info)
		if !ok {
			u.say("bestmove (none)")
			return
		}
		u.say("bestmove %s", pos.MoveString(m))
	}(u.done)
}

// goLimits reads go's parameters into the search's limits; perftDepth is N of
// "go perft N" (the parameters after it are not read), else -1.
func goLimits(f []string) (l search.Limits, perftDepth int, err error) {
	// the clocks and the move time, given in milliseconds
	times := map[string]*time.Duration{"movetime": &l.MoveTime, "wtime": &l.WTime, "btime": &l.BTime, "winc": &l.WInc, "binc": &l.BInc}
	for i := 0; i < len(f); i++ {
		key := f[i]
		if key == "infinite" {
			l.Infinite = true
			continue
		}
		if i+1 >= len(f) {
			return l, -1, fmt.Errorf("%s needs a value", key)
		}
		n, err := strconv.ParseInt(f[i+1], 10, 64)
		if err != nil || n < 0 {
			return l, -1, fmt.Errorf("%s %q is not a count", key, f[i+1])
		}
		i++
		if t, ok := times[key]; ok {
			*t = time.Duration(n) * time.Millisecond
			continue
		}
		switch key {
		case "perft":
			return l, int(n), nil
		case "depth":
			l.Depth = int(n)
		case "nodes":
			l.Nodes = uint64(n)
		case "movestogo", "mate":
		default:
			return l, -1, fmt.Errorf("unknown parameter %q", key)
		}
	}
	return l, -1, nil
}

func (u *uciState) info(i search.Info) {
	score := fmt.Sprintf("cp %d", i.Score)
	if n, mate := search.MateIn(i.Score); mate {
		score = fmt.Sprintf("mate %d", n)
	}
	nps := uint64(float64(i.Nodes) / max(i.Time.Seconds(), 1e-6))
	// The PV's moves are printed from the position they are made in.
	pos := u.eng.Position()
	var pv []string
	for _, m := range i.PV {
		pv = append(pv, pos.MoveString(m))
		pos.Make(m)
	}
	for k := len(i.PV) - 1; k >= 0; k-- {
		pos.Unmake(i.PV[k])
	}
	u.say("info depth %d score %s nodes %d nps %d time %d pv %s", i.Depth, score, i.Nodes, nps, i.Time.Milliseconds(), strings.Join(pv, " "))
}

// stop ends a running search and waits for its bestmove.
func (u *uciState) stop() {
	if u.running {
		u.eng.Stop()
		<-u.done
		u.running = false
	}
}

// perft prints the divide as Fairy-Stockfish does: "move: count" lines,
// a blank line, "Nodes searched: N".
func (u *uciState) perft(depth int) {
	if err := perft.CheckDepth(depth); err != nil || depth < 1 {
		u.say("info string go perft: depth %d: want 1 to %d", depth, perft.MaxDepth)
		return
	}
	var total uint64
	var b strings.Builder
	for _, e := range perft.Divide(u.pos, depth) {
		fmt.Fprintf(&b, "%s: %d\n", e.Move, e.Nodes)
		total += e.Nodes
	}
	u.say("%s\nNodes searched: %d\n", b.String(), total)
}
