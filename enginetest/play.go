package enginetest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/betzac/betzac/vm"
)

// PlayOptions say how many random games Play plays and how deep it looks.
type PlayOptions struct {
	Games int    // games from the root
	Plies int    // at most this many plies per game
	Seed  uint64 // the games are a function of Seed and the game number
	// PerftDepth > 1: every PerftEvery plies (from ply 0) perft to this
	// depth is compared too; the move lists are compared at every ply.
	PerftDepth, PerftEvery int
}

// PlayReport is what Play found.
type PlayReport struct {
	Positions int // positions whose move lists were compared
	Perfts    int // deeper perfts compared (PerftDepth)
	// Mismatches are the disagreements, at most one per game (a game
	// stops at its first). FSFWrong are those that match a documented
	// Fairy-Stockfish error (see Known), counted apart.
	Mismatches, FSFWrong []PlayMismatch
}

// PlayMismatch is one disagreement: the game, the ply and Compare's
// report from that position (whose Mismatch names the position and the
// moves only one side makes).
type PlayMismatch struct {
	Game, Ply int
	Line      []string // the game's moves up to the position, betzac's notation
	Report    *Report
	Why       string // for FSFWrong: why Fairy-Stockfish is wrong
}

// Known classifies a mismatch as a documented error of the engine: it
// returns why the engine is wrong, or "" if the mismatch is not one.
// eng answers further questions (such as the engine's own replies after
// its extra move); line is the engine's moves from the root to the
// mismatch.
type Known func(ctx context.Context, eng Perfter, rootFEN string, line []string, m *Mismatch) (string, error)

// Play plays random games from root (rootFEN is the same position for the
// engine) and compares the engine's legal moves (perft 1) with betzac's at
// every position, and perft to opt.PerftDepth at every opt.PerftEvery-th
// ply. The engine always gets rootFEN and the game's moves in its own
// notation. Each move is drawn with a generator seeded by opt.Seed and
// the game number, among betzac's legal moves (which then equal the
// engine's); a game ends when there are none, after opt.Plies plies, or
// at its first disagreement.
func Play(ctx context.Context, eng Perfter, root *vm.Position, rootFEN string, opt PlayOptions, known Known) (*PlayReport, error) {
	rep := &PlayReport{}
	for g := 0; g < opt.Games; g++ {
		rng := rand.New(rand.NewPCG(opt.Seed, uint64(g)))
		pos := root.Clone()
		var line, engLine []string
		for ply := 0; ply <= opt.Plies; ply++ {
			depth := 1
			if opt.PerftDepth > 1 && opt.PerftEvery > 0 && ply%opt.PerftEvery == 0 {
				depth = opt.PerftDepth
			}
			here := &prefixed{eng: eng, prefix: engLine}
			r, err := Compare(ctx, here, pos, rootFEN, depth)
			if err != nil {
				return rep, fmt.Errorf("game %d ply %d (line %s): %w", g+1, ply, strings.Join(line, " "), err)
			}
			rep.Positions++
			if depth > 1 {
				rep.Perfts++
			}
			if !r.Agree {
				pm := PlayMismatch{Game: g + 1, Ply: ply, Line: append([]string(nil), line...), Report: r}
				if r.Mismatch != nil && known != nil {
					full := append(append([]string(nil), engLine...), r.Mismatch.EngineLine...)
					why, err := known(ctx, eng, rootFEN, full, r.Mismatch)
					if err != nil {
						return rep, err
					}
					pm.Why = why
				}
				if pm.Why != "" {
					rep.FSFWrong = append(rep.FSFWrong, pm)
				} else {
					rep.Mismatches = append(rep.Mismatches, pm)
				}
				break
			}
			moves := pos.LegalMoves()
			if len(moves) == 0 || ply == opt.Plies {
				break
			}
			m := moves[rng.IntN(len(moves))]
			s := pos.MoveString(m)
			em, err := here.engineMove(ctx, rootFEN, pos, s)
			if err != nil {
				return rep, err
			}
			line, engLine = append(line, s), append(engLine, em)
			pos.Make(m)
		}
	}
	return rep, nil
}

// engineMove returns the engine's spelling of betzac's move s at pos (the
// prefix's end): the engine's move that betzac reads as s (Chess960
// castling may differ).
func (p *prefixed) engineMove(ctx context.Context, rootFEN string, pos *vm.Position, s string) (string, error) {
	d := p.root
	if d == nil {
		var err error
		if d, err = p.Perft(ctx, rootFEN, nil, 1); err != nil {
			return "", err
		}
	}
	for _, em := range d.Order {
		if em == s {
			return em, nil
		}
	}
	for _, em := range d.Order {
		if m, err := pos.ParseMove(em); err == nil && pos.MoveString(m) == s {
			return em, nil
		}
	}
	return "", fmt.Errorf("enginetest: the engine has no move for betzac's %s at %s", s, pos.FEN())
}

// prefixed is an engine whose positions start with a fixed line of moves.
// It keeps its divide of the prefix's end (root), whose move names
// engineMove needs.
type prefixed struct {
	eng    Perfter
	prefix []string
	root   *Divide
}

func (p *prefixed) Perft(ctx context.Context, fen string, moves []string, depth int) (*Divide, error) {
	all := append(append([]string(nil), p.prefix...), moves...)
	d, err := p.eng.Perft(ctx, fen, all, depth)
	if err == nil && len(moves) == 0 {
		p.root = d
	}
	return d, err
}
