package match

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/san"
	"github.com/betzac/betzac/vm"
)

// Game is one game of a match, as played and adjudicated.
type Game struct {
	Number int    `json:"number"` // 1-based
	White  int    `json:"white"`  // the index of the player with White (0 or 1)
	Root   string `json:"root"`   // the FEN the moves start from; "" is the variant's start
	// OpeningPlies of Moves came from the opening (its file or random
	// plies), not from the engines.
	OpeningPlies int      `json:"opening_plies"`
	Moves        []string `json:"moves"` // betzac's (UCI) notation
	SAN          []string `json:"san"`
	Result       string   `json:"result"` // "1-0", "0-1", "1/2-1/2", or "*"
	// Termination is PGN's: "normal" (by the rules), "adjudication"
	// (Options.MaxPlies), "rules infraction" (an illegal move), "time
	// forfeit", "abandoned" (the engine crashed or broke the protocol).
	Termination string   `json:"termination"`
	Reason      string   `json:"reason"`
	Illegal     *Illegal `json:"illegal,omitempty"`
	FinalFEN    string   `json:"final_fen"`
	// Failed: the index of the player whose failure (illegal move,
	// crash, timeout) ended the game, else -1.
	Failed int `json:"failed"`
}

// Illegal is an illegal or unreadable move: who played it, where, why it
// was refused and what was legal there.
type Illegal struct {
	Player string   `json:"player"`
	FEN    string   `json:"fen"`
	Move   string   `json:"move"`
	Why    string   `json:"why"`
	Legal  []string `json:"legal"`
}

// side returns the index of the player playing colour c (0 White).
func (g *Game) side(c int) int { return g.White ^ c }

// lose ends the game lost by colour c.
func (g *Game) lose(c int, termination, reason string) {
	g.Result = [2]string{"0-1", "1-0"}[c]
	g.Termination, g.Reason = termination, reason
}

// clock is the time control during a game.
type clock struct {
	left [2]time.Duration // by colour
}

// playGame plays one game between players (indexed as in g.White) from
// the position pos (already at the root), the opening moves first.
// It returns an error only when ctx ends; every engine failure ends the
// game and is recorded in it.
func playGame(ctx context.Context, players [2]Player, g *Game, pos *vm.Position, opening []vm.Move, o *Options) error {
	gm := vm.NewGame(pos)
	for _, m := range opening {
		g.record(pos, m)
		gm.Play(m)
	}
	g.OpeningPlies = len(opening)
	lim := [2]Limits{o.limitsOf(g.side(0)), o.limitsOf(g.side(1))} // by colour
	var ck clock
	ck.left = [2]time.Duration{lim[0].Base, lim[1].Base}
	inc := [2]time.Duration{lim[0].Inc, lim[1].Inc}
	for {
		if r := gm.Result(); r.Over() {
			g.adjudicate(r.Named(o.Variant.sides()))
			break
		}
		if len(g.Moves)-g.OpeningPlies >= o.MaxPlies {
			g.Result, g.Termination = "1/2-1/2", "adjudication"
			g.Reason = fmt.Sprintf("draw: %d plies played, the most allowed (--max-plies)", o.MaxPlies)
			break
		}
		c := pos.SideToMove()
		p := players[g.side(c)]
		req := Request{FEN: g.Root, Moves: g.Moves, Side: c, Limits: lim[c].goLimits(ck.left, inc), Wait: o.wait(lim[c], ck.left[c])}
		t0 := time.Now()
		text, err := p.Move(ctx, req)
		used := time.Since(t0)
		if errors.Is(err, enginetest.ErrResigned) {
			g.lose(c, "normal", p.Name()+" resigned")
			break
		}
		if errors.Is(err, enginetest.ErrWinDeclared) {
			// the position is not over by the variant's rules (checked above),
			// which is all the arbiter knows: a false claim loses
			g.lose(c, "rules infraction", p.Name()+" declared a win (USI bestmove win) in "+pos.FEN()+", which the variant's rules do not give")
			g.Failed = g.side(c)
			break
		}
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			g.engineFailed(c, p.Name(), err)
			break
		}
		if lim[c].Base > 0 {
			if ck.left[c] -= used; ck.left[c] < -o.TimeMargin {
				g.lose(c, "time forfeit", fmt.Sprintf("%s lost on time: %v used with %v left", p.Name(), used.Round(time.Millisecond), (ck.left[c]+used).Round(time.Millisecond)))
				g.Failed = g.side(c)
				break
			}
			ck.left[c] += inc[c]
		}
		m, err := pos.ParseMove(text)
		if err != nil {
			g.illegal(c, p.Name(), pos, text, err)
			break
		}
		g.record(pos, m)
		gm.Play(m)
	}
	g.FinalFEN = pos.FEN()
	return nil
}

// record adds m, legal in pos, to the game's moves.
func (g *Game) record(pos *vm.Position, m vm.Move) {
	g.Moves = append(g.Moves, pos.MoveString(m))
	g.SAN = append(g.SAN, san.Move(pos, m))
}

// adjudicate ends the game with the rules' result.
func (g *Game) adjudicate(r vm.Result) {
	g.Termination, g.Reason = "normal", r.Reason
	switch r.Outcome {
	case vm.WhiteWins:
		g.Result = "1-0"
	case vm.BlackWins:
		g.Result = "0-1"
	case vm.Draw:
		g.Result = "1/2-1/2"
	default: // vm.Decided: over, but the rules do not say who won
		g.Result = "*"
		g.Reason += " (the variant's rules here do not say who wins)"
	}
}

// engineFailed ends the game lost by colour c, whose engine failed.
func (g *Game) engineFailed(c int, name string, err error) {
	g.Failed = g.side(c)
	var ee *enginetest.Error
	if errors.As(err, &ee) && ee.Kind == enginetest.KindTimeout {
		g.lose(c, "time forfeit", fmt.Sprintf("%s lost on time: %v", name, err))
		return
	}
	g.lose(c, "abandoned", fmt.Sprintf("%s failed: %v", name, err))
}

// illegal ends the game lost by colour c, whose engine played text, which
// pos does not allow.
func (g *Game) illegal(c int, name string, pos *vm.Position, text string, err error) {
	g.Failed = g.side(c)
	why := err.Error()
	var me *vm.MoveError
	if errors.As(err, &me) {
		why = me.Reason
	}
	il := &Illegal{Player: name, FEN: pos.FEN(), Move: text, Why: why}
	for _, m := range pos.LegalMoves() {
		il.Legal = append(il.Legal, pos.MoveString(m))
	}
	g.Illegal = il
	g.lose(c, "rules infraction", fmt.Sprintf("%s played the illegal move %q (%s) in %s; legal moves: %s",
		name, text, why, il.FEN, strings.Join(il.Legal, " ")))
}
