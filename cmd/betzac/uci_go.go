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

// position reads "startpos|fen FEN|sfen SFEN [moves M...]" (sfen: USI
// only, as Fairy-Stockfish's USI mode reads "fen" too); on any error the
// position stays as it was.
func (u *uciState) position(f []string) {
	fen, moves := "", []string(nil)
	i := 0
	switch {
	case len(f) > 0 && f[0] == "startpos":
		i = 1
	case len(f) > 0 && (f[0] == "fen" || f[0] == "sfen" && u.d.hello == "usi"):
		for i = 1; i < len(f) && f[i] != "moves"; i++ {
		}
		fen = strings.Join(f[1:i], " ")
		if fen == "" {
			u.say("info string position: %s without a %s", f[0], strings.ToUpper(f[0]))
			return
		}
	default:
		want := "startpos or fen"
		if u.d.hello == "usi" {
			want = "startpos, sfen or fen"
		}
		u.say("info string position: want %s, got %q", want, strings.Join(f, " "))
		return
	}
	if i < len(f) && f[i] == "moves" {
		moves = f[i+1:]
	}
	newPos := vm.NewPosition
	if f[0] == "sfen" {
		newPos = vm.NewPositionSFEN // its errors name the SFEN's columns
	}
	pos, err := newPos(u.pos.Program(), fen)
	if err != nil {
		u.say("info string position: %s", strings.ReplaceAll(err.Error(), "\n", " "))
		return
	}
	var hist []search.Seen
	for _, s := range moves {
		m, err := u.d.parseMove(pos, s)
		if err != nil {
			u.say("info string position: move %s: %s", s, strings.ReplaceAll(err.Error(), "\n", " "))
			return
		}
		hist = append(hist, search.SeenNow(pos, m))
		pos.Make(m)
	}
	u.pos, u.hist = pos, hist
}

// goCmd starts a search (or runs perft) on the current position.
func (u *uciState) goCmd(f []string) {
	l, depth, err := goLimits(f, u.d)
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
			u.say("bestmove %s", u.d.none)
			return
		}
		u.say("bestmove %s", u.moveText(pos, m))
	}(u.done)
}

// goLimits reads go's parameters into the search's limits, as dialect d
// writes them; perftDepth is N of "go perft N" (the parameters after it
// are not read), else -1.
func goLimits(f []string, d *dialect) (l search.Limits, perftDepth int, err error) {
	var byoyomi time.Duration
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
		ms := time.Duration(n) * time.Millisecond
		if setClock(&l, &byoyomi, d, key, ms) {
			continue
		}
		switch key {
		case "perft":
			return l, int(n), nil
		case "depth":
			l.Depth = int(n)
		case "nodes":
			l.Nodes = uint64(n)
		case "movetime":
			l.MoveTime = ms
		case "movestogo", "mate":
		default:
			return l, -1, fmt.Errorf("unknown parameter %q", key)
		}
	}
	l.WTime, l.BTime = l.WTime+byoyomi, l.BTime+byoyomi
	return l, -1, nil
}

func (u *uciState) info(i search.Info) {
	score := fmt.Sprintf("cp %d", i.Score)
	if n, mate := u.d.mate(i.Score); mate {
		score = fmt.Sprintf("mate %d", n)
	}
	nps := uint64(float64(i.Nodes) / max(i.Time.Seconds(), 1e-6))
	// The PV's moves are printed from the position they are made in.
	pos := u.eng.Position()
	var pv []string
	for _, m := range i.PV {
		pv = append(pv, u.moveText(pos, m))
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
		fmt.Fprintf(&b, "%s: %d\n", u.d.text(u.pos, e.Move), e.Nodes)
		total += e.Nodes
	}
	u.say("%s\nNodes searched: %d\n", b.String(), total)
}

// setClock sets the clock or increment that key names ("wtime", "binc";
// USI's "byoyomi", added to both clocks and made both increments, as
// Fairy-Stockfish does) and reports whether key was one. In USI "btime"
// is the first player's clock, betzac's White.
func setClock(l *search.Limits, byoyomi *time.Duration, d *dialect, key string, ms time.Duration) bool {
	w, b, wi, bi := &l.WTime, &l.BTime, &l.WInc, &l.BInc
	if d.swapClocks {
		w, b, wi, bi = b, w, bi, wi
	}
	switch key {
	case "wtime":
		*w = ms
	case "btime":
		*b = ms
	case "winc":
		*wi = ms
	case "binc":
		*bi = ms
	case "byoyomi":
		if d.hello != "usi" {
			return false
		}
		l.WInc, l.BInc, *byoyomi = ms, ms, ms
	default:
		return false
	}
	return true
}
