package game

import (
	"fmt"
	"time"

	"github.com/betzac/betzac/search"
)

// Strength bounds for the page's computer player: a depth in plies, or a
// time in milliseconds per move.
const (
	MaxBestDepth = 12
	MaxBestMS    = 60_000
	engineHashMB = 16 // small: the page's WebAssembly memory is the browser's
)

// Computer is the page's opponent: package search over the game's
// position. Its hash table is allocated once and kept between moves.
type Computer struct {
	engine *search.Engine
}

// Best is the computer's move and what the search saw.
type Best struct {
	Move  string `json:"move"` // as State.Moves writes it
	Depth int    `json:"depth"`
	Score int    `json:"score"` // centipawns for the side to move
	Nodes uint64 `json:"nodes"`
}

// Best searches g's position to depth plies, or for ms milliseconds when
// depth is 0, and returns the best move without playing it. A game with
// no legal move, or a strength out of bounds, is an error.
func (c *Computer) Best(g *Game, depth, ms int) (Best, error) {
	var lim search.Limits
	switch {
	case depth < 0 || depth > MaxBestDepth:
		return Best{}, fmt.Errorf("computer: depth %d is out of range: give 1 to %d plies", depth, MaxBestDepth)
	case depth > 0:
		lim.Depth = depth
	case ms < 1 || ms > MaxBestMS:
		return Best{}, fmt.Errorf("computer: %d ms is out of range: give 1 to %d ms, or a depth", ms, MaxBestMS)
	default:
		lim.MoveTime = time.Duration(ms) * time.Millisecond
	}
	if c.engine == nil {
		c.engine = search.New(g.pos, engineHashMB)
	}
	c.engine.SetPosition(g.pos, g.hashes())
	var last search.Info
	m, ok := c.engine.Search(lim, func(i search.Info) { last = i })
	if !ok {
		return Best{}, fmt.Errorf("computer: %s has no legal move", sideName(g.pos.SideToMove()))
	}
	return Best{Move: g.pos.MoveString(m), Depth: last.Depth, Score: last.Score, Nodes: c.engine.Nodes()}, nil
}

// hashes returns the hashes of the positions before the current one,
// oldest first, for the search's repetition draws: it takes the moves
// back and plays them again.
func (g *Game) hashes() []search.Seen {
	keys := make([]search.Seen, len(g.played))
	for i := len(g.played) - 1; i >= 0; i-- {
		g.pos.Unmake(g.played[i].move)
		keys[i] = search.SeenNow(g.pos, g.played[i].move)
	}
	for _, p := range g.played {
		g.pos.Make(p.move)
	}
	return keys
}

func sideName(side int) string {
	if side == 0 {
		return "white"
	}
	return "black"
}
