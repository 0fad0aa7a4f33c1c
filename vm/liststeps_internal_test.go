package vm

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// stepsTally counts the pieces TestListStepsAsBefore compared, by the
// path listSteps took: appendMC, appendSteps, zoneFar's nil zone where
// promoZone has one, and listZoned.
type stepsTally struct{ mc, steps, far, zoned int }

// listStepsAsBefore is listSteps as it was: every plain leap and slide
// through freeMove with promoZone's zone.
func (p *Position) listStepsAsBefore(from int, pc *ptcol) []Move {
	return p.listZoned(nil, from, pc, p.promoZone(from, pc.ty), pc.ty)
}

// stepsAgree plays a random game of at most plies plies from pos and
// reports the first square of a piece of the side to move with plain
// leaps or slides where listSteps lists other moves, or in another
// order, than listStepsAsBefore (-1 if none), tallying the paths taken.
func stepsAgree(pos *Position, seed uint64, plies int, tally *stepsTally) int {
	rng := rand.New(rand.NewPCG(seed, 18))
	for range plies {
		ms := pos.LegalMoves() // legality set up for push's royal promotions
		if len(ms) == 0 {
			return -1
		}
		for from := range pos.ownPieces() {
			pc := pos.t.pcOf[pos.board[from]]
			if len(pc.plain)+len(pc.slides) == 0 {
				continue
			}
			pos.out = nil
			pos.listSteps(from, pc, pc.ty)
			got := pos.out
			pos.out = nil
			want := pos.listStepsAsBefore(from, pc)
			if !slices.Equal(got, want) {
				return from
			}
			tally.add(pos, from, pc, got)
		}
		pos.Make(ms[rng.IntN(len(ms))])
	}
	return -1
}

// add counts the paths listSteps took for the piece on from, which
// listed ms.
func (s *stepsTally) add(p *Position, from int, pc *ptcol, ms []Move) {
	if pc.mc {
		s.mc++
	} else {
		s.steps++
	}
	zone := p.listZone(from, pc, pc.ty)
	if zone == nil && p.promoZone(from, pc.ty) != nil {
		s.far++
	}
	if zone != nil && slices.ContainsFunc(ms, func(m Move) bool { return zone[m.To] }) {
		s.zoned++
	}
}

// TestListStepsAsBefore: along random games of every built-in the VM sets
// up, listSteps lists each piece's plain leaps and slides as the loop it
// replaced did (freeMove on every move, promoZone's zone), in the same
// order, through each of its paths.
func TestListStepsAsBefore(t *testing.T) {
	plies := testenv.Pick(16, 80)
	var tally stepsTally
	builtinStarts(t, func(name string, pos *Position) {
		if from := stepsAgree(pos, 4, plies, &tally); from >= 0 {
			t.Errorf("%s: the piece on %s (after %d moves): listSteps differs from the loop it replaced",
				name, pos.SquareName(from), len(pos.undo))
		}
	})
	t.Logf("paths compared %+v", tally)
	if tally.mc == 0 || tally.steps == 0 || tally.far == 0 || tally.zoned == 0 {
		t.Errorf("paths compared %+v, want each", tally)
	}
}

// TestMCMost: on the empty board of every built-in the VM sets up, no
// type and colour appendMC lists for lists more moves from any square
// than its mcMost, the room appendMC makes before its loops.
func TestMCMost(t *testing.T) {
	builtinStarts(t, func(name string, pos *Position) {
		tb := pos.t
		empty := slices.Clone(pos.board)
		for s, v := range empty {
			if v != guard {
				empty[s] = 0
			}
		}
		for i := range tb.types {
			for c := range tb.types[i].col {
				pc := &tb.types[i].col[c]
				if !pc.mc {
					continue
				}
				for f := range tb.files {
					for r := range tb.ranks {
						from := tb.sq(f, r)
						pos.board, pos.stm, pos.out = empty, c, nil
						if n := len(pos.appendMC(from, pc)); n > pc.mcMost {
							t.Errorf("%s: type %d lists %d moves from %s, mcMost %d",
								name, i, n, pos.SquareName(from), pc.mcMost)
						}
					}
				}
			}
		}
	})
}
