package gamecourier

import (
	"fmt"
	"maps"
	"slices"

	"github.com/betzac/betzac/gamecode"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// Perft through the preset's own generator (CheckOptions.Perft) and the
// cost of a whole game.

// perfts holds perft 1 to opt.Perft through the preset to the VM's, at
// the start position and after 10 random plies (seed opt.Seed).
func (c *checker) perfts(opt CheckOptions) error {
	for _, plies := range []int{0, 10} {
		if opt.Perft < 1 {
			return nil
		}
		pos, moves, err := c.randomGame(plies, opt.Seed)
		if err != nil {
			return err
		}
		for d := 1; d <= opt.Perft; d++ {
			got, err := c.perft(moves, d, gamecode.Switches{})
			if err != nil {
				return fmt.Errorf("perft %d after %q: %w", d, moves, err)
			}
			if want := vmPerft(pos, d); got != want {
				return fmt.Errorf("after %q: perft %d through the preset %d, VM %d", moves, d, got, want)
			}
			c.rep.Perfts = append(c.rep.Perfts, fmt.Sprintf("after %d plies: perft %d = %d", len(moves), d, got))
		}
	}
	return nil
}

// perft counts the leaves depth plies after moves through the preset:
// the distinct texts it lists, each played (and accepted) in turn. The
// log is replayed once; each node is one request from its parent's
// prefix (Prefix.Next) and each inner node's move is replayed once more
// (Prefix.Then).
func (c *checker) perft(moves []string, depth int, sw gamecode.Switches) (int, error) {
	res, err := c.prog.Run(moves, sw)
	if err != nil {
		return 0, err
	}
	return c.perftFrom(c.prog.Prefix(moves, sw), res, depth)
}

// perftFrom is perft at the node whose request gave res, pre its log
// replayed but for one more move.
func (c *checker) perftFrom(pre *gamecode.Prefix, res gamecode.Result, depth int) (int, error) {
	if res.Refusal != nil {
		return 0, fmt.Errorf("move %d refused: %s", res.Refusal.Move, res.Refusal.Message)
	}
	texts, _ := listed(res.Output)
	if depth == 1 {
		return len(texts), nil
	}
	n := 0
	for _, t := range slices.Sorted(maps.Keys(texts)) {
		child, err := pre.Next(t)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", t, err)
		}
		var next *gamecode.Prefix
		if depth > 2 {
			next = pre.Then(t)
		}
		k, err := c.perftFrom(next, child, depth-1)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", t, err)
		}
		n += k
	}
	return n, nil
}

// vmPerft is the VM's count of leaves depth plies from pos.
func vmPerft(pos *vm.Position, depth int) int {
	legal := pos.LegalMoves()
	if depth == 1 {
		return len(legal)
	}
	n := 0
	for _, m := range legal {
		pos.Make(m)
		n += vmPerft(pos, depth-1)
		pos.Unmake(m)
	}
	return n
}

// GameCost is the interpreter's count for one page request after a
// random game of the VM's of up to plies plies (seeded): the whole game
// replayed and the Post-Game of its last mover. It also returns the game.
func GameCost(p *legdefs.Program, plies int, seed uint64) (gamecode.Cost, []string, error) {
	pr, err := Emit(p)
	if err != nil {
		return gamecode.Cost{}, nil, err
	}
	c := &checker{p: p, pr: pr}
	_, moves, err := c.randomGame(plies, seed)
	if err != nil {
		return gamecode.Cost{}, nil, err
	}
	res, err := gamecode.Run(gcPreset(pr), moves, gamecode.Switches{})
	if err == nil && res.Refusal != nil {
		err = fmt.Errorf("move %d refused: %s", res.Refusal.Move, res.Refusal.Message)
	}
	return res.Cost, moves, err
}
