package match

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/vm"
)

// Limits say how long the engines think: to a fixed depth, for a fixed
// time per move, or on a clock of Base plus Inc per move (a field that is
// zero is not used).
type Limits struct {
	Depth     int
	MoveTime  time.Duration
	Base, Inc time.Duration
}

// goLimits are the limits of one move, with the clocks left and the
// increments by colour.
func (l Limits) goLimits(left, inc [2]time.Duration) enginetest.GoLimits {
	g := enginetest.GoLimits{Depth: l.Depth, MoveTime: l.MoveTime}
	if l.Base > 0 {
		g.WTime, g.BTime, g.WInc, g.BInc = left[0], left[1], inc[0], inc[1]
	}
	return g
}

// Options say what a match plays.
type Options struct {
	Variant Variant
	Games   int
	Limits  Limits
	// PerEngine, where not zero, are engine k's limits instead of Limits
	// (the engines of specs, in order).
	PerEngine [2]Limits
	// MoveTimeout bounds the wait for a move without a clock or a move
	// time (a fixed depth). TimeMargin is how far past its move time or
	// its clock an engine may answer before it loses on time.
	MoveTimeout, TimeMargin time.Duration
	MaxPlies                int // per game, besides the opening's; then a draw by adjudication
	// Openings are played in turn, each for a pair of games (none: the
	// variant's start position); RandomPlies random legal moves follow,
	// drawn with Seed and the pair's number.
	Openings    []Opening
	RandomPlies int
	Seed        uint64
	// Engine is how the engines are run: timeouts for their start and
	// their answers, a trace (its Command is each Spec's).
	Engine enginetest.Config
	// Progress, if set, is called after each game.
	Progress func(g *Game, r *Report)
}

// limitsOf are engine k's limits.
func (o *Options) limitsOf(k int) Limits {
	if o.PerEngine[k] != (Limits{}) {
		return o.PerEngine[k]
	}
	return o.Limits
}

// wait is how long to wait for a move under l with left on the mover's
// clock.
func (o *Options) wait(l Limits, left time.Duration) time.Duration {
	switch {
	case l.Base > 0:
		return max(left, 0) + o.TimeMargin
	case l.MoveTime > 0:
		return l.MoveTime + o.TimeMargin
	}
	return o.MoveTimeout
}

// Opening is a position and moves from it (betzac's notation) that a pair
// of games starts with; Source says where it was read, for errors.
type Opening struct {
	FEN    string
	Moves  []string
	Source string
}

// Run plays the match between the engines of specs. It returns the
// report so far and an error when an engine cannot be started (or
// restarted after a failure) or ctx ends.
func Run(ctx context.Context, specs [2]Spec, o Options) (*Report, error) {
	r := newReport(o.Variant.Prog, specs)
	var players [2]Player
	defer func() {
		for _, p := range players {
			if p != nil {
				p.Close()
			}
		}
	}()
	for i := 0; i < o.Games; i++ {
		for k := range players {
			if players[k] != nil {
				continue
			}
			cfg := o.Engine
			if cfg.Trace != nil {
				cfg.Trace = &prefixWriter{cfg.Trace, fmt.Sprint(k + 1)} // "1> uci", "2< uciok"
			}
			p, err := specs[k].Start(ctx, cfg, o.Variant)
			if err != nil {
				return r, fmt.Errorf("engine %d (%s): %w", k+1, specs[k].Text, err)
			}
			players[k] = p
			r.Players[k].Name = p.Name()
			if k == 1 && r.Players[1].Name == r.Players[0].Name {
				r.Players[1].Name += " (2)" // the PGN and the tally tell them apart
			}
		}
		g := &Game{Number: i + 1, White: i % 2, Failed: -1}
		pos, opening, err := o.opening(i / 2)
		if err != nil {
			return r, err
		}
		g.Root = pos.FEN()
		if o.openingAt(i/2).FEN == "" {
			g.Root = ""
		}
		for k, p := range players {
			if err := p.NewGame(ctx); err != nil {
				return r, fmt.Errorf("engine %d (%s): new game: %w", k+1, specs[k].Text, err)
			}
		}
		if err := playGame(ctx, players, g, pos, opening, &o); err != nil {
			return r, err
		}
		if g.Failed >= 0 && g.Illegal == nil {
			// it crashed, or is still thinking: start it again
			players[g.Failed].Close()
			players[g.Failed] = nil
		}
		r.add(g)
		if o.Progress != nil {
			o.Progress(g, r)
		}
	}
	return r, nil
}

// openingAt is the opening of pair n.
func (o *Options) openingAt(n int) Opening {
	if len(o.Openings) == 0 {
		return Opening{}
	}
	return o.Openings[n%len(o.Openings)]
}

// opening sets up pair n's root position and returns it with the moves
// to play from it: the opening's own, then the random plies.
func (o *Options) opening(n int) (*vm.Position, []vm.Move, error) {
	op := o.openingAt(n)
	pos, err := vm.NewPosition(o.Variant.Prog, op.FEN)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", op.Source, err)
	}
	// The moves are made on a copy: the game replays them from the root.
	cur := pos.Clone()
	gm := vm.NewGame(cur)
	var moves []vm.Move
	for _, s := range op.Moves {
		m, err := cur.ParseMove(s)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", op.Source, err)
		}
		moves = append(moves, m)
		gm.Play(m)
	}
	rng := rand.New(rand.NewPCG(o.Seed, uint64(n)))
	for k := 0; k < o.RandomPlies && !gm.Result().Over(); k++ {
		m, ok := randomMove(cur, rng)
		if !ok {
			break
		}
		moves = append(moves, m)
		gm.Play(m)
	}
	return pos, moves, nil
}

// randomMove draws a legal move of pos after which the game goes on (an
// opening that ends the game measures nothing); false if there is none.
func randomMove(pos *vm.Position, rng *rand.Rand) (vm.Move, bool) {
	legal := append([]vm.Move(nil), pos.LegalMoves()...)
	rng.Shuffle(len(legal), func(i, j int) { legal[i], legal[j] = legal[j], legal[i] })
	for _, m := range legal {
		pos.Make(m)
		over := pos.Result().Over()
		pos.Unmake(m)
		if !over {
			return m, true
		}
	}
	return vm.Move{}, false
}

// prefixWriter writes each Write (each line of a trace) after a prefix.
type prefixWriter struct {
	w      io.Writer
	prefix string
}

func (p *prefixWriter) Write(b []byte) (int, error) {
	if _, err := io.WriteString(p.w, p.prefix+string(b)); err != nil {
		return 0, err
	}
	return len(b), nil
}
