package vm

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
)

// legalitySetup is what setupLegality leaves for a node's moves: the
// mode, the check, the marked evasions' flag and the pinned squares.
type legalitySetup struct {
	lmode                         int
	inCheck, evade, hotAny, anyPn bool
	pinned                        []int
}

// setupNow runs setupLegality at p's node and returns what it left.
func (p *Position) setupNow() legalitySetup {
	p.setupLegality()
	s := legalitySetup{lmode: p.lmode, inCheck: p.inCheck, evade: p.evade, hotAny: p.hotAny, anyPn: p.anyPin}
	for sq := range p.board {
		if p.pinned(sq) {
			s.pinned = append(s.pinned, sq)
		}
	}
	return s
}

// TestRaysOnly plays random games of built-ins (a few, every one with
// BETZAC_FULL=1): at each node setupLegality with the plan's raysOnly
// (setupLegality's early return) leaves what it leaves with the flag
// off, and Chu Shogi takes it.
func TestRaysOnly(t *testing.T) {
	names := []string{"chushogi", "shogi", "chess", "griffon", "xiangqi", "makruk", "janggi", "minishogi"}
	if testenv.Full() {
		names = variants.BuiltinNames()
	}
	games, plies := testenv.Pick(2, 4), testenv.Pick(60, 150)
	for _, name := range names {
		p, err := NewAnyPosition(builtinProgram(t, name), "")
		if err != nil {
			continue // the VM refuses it
		}
		if name == "chushogi" && !p.t.plan.raysOnly {
			t.Fatal("chushogi's plan has no raysOnly")
		}
		raysOnlyGames(t, name, p, games, plies)
	}
}

// raysOnlyGames plays games random games of at most plies plies from
// p's position, comparing setupLegality with raysOnly as planned and off.
func raysOnlyGames(t *testing.T, name string, p *Position, games, plies int) {
	t.Helper()
	start := p.FEN()
	for g := range games {
		pos, err := NewAnyPosition(p.t.prog, start)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(g), 37))
		for range plies {
			want := pos.t.plan.raysOnly
			got := pos.setupNow()
			pos.t.plan.raysOnly = false
			general := pos.setupNow()
			pos.t.plan.raysOnly = want
			if !setupsEqual(got, general) {
				t.Fatalf("%s %s: setupLegality %+v with raysOnly %v, %+v without", name, pos.FEN(), got, want, general)
			}
			ms := pos.LegalMoves()
			if len(ms) == 0 {
				break
			}
			pos.Make(ms[rng.IntN(len(ms))])
		}
	}
}

func setupsEqual(a, b legalitySetup) bool {
	return a.lmode == b.lmode && a.inCheck == b.inCheck && a.evade == b.evade && a.hotAny == b.hotAny &&
		a.anyPn == b.anyPn && slices.Equal(a.pinned, b.pinned)
}
