package vm_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// revPinMix has the attackers the pins of revpins.go cover: a cannon, a
// ranged hopper, a grasshopper, a leaper that must jump over a piece, a
// Xiangqi horse, a lame knight and a hook mover.
const revPinMix = `
name: revpinmix
inherit: chess
board: 10x10
pieces:
  - {letter: P, betza: fmWfcF, promote: {zone: 1, to: QCGJHLV}}
  - {letter: C, betza: mRcpR}
  - {letter: V, betza: mR3cpR3}
  - {letter: G, betza: gQ}
  - {letter: J, betza: mWcjD}
  - {letter: H, betza: mafsW}
  - {letter: L, betza: nN}
  - {letter: R, betza: RmasR}
start: rcvgkqjhlr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RCVGKQJHLR w - - 0 1
`

// TestRevPinsRandomGames: along random games of the variants whose
// attackers have reverse patterns, the fast legality path (pins and hot
// squares, revpins.go) gives the moves of the slow path, which tries
// every move on the board.
func TestRevPinsRandomGames(t *testing.T) {
	progs := []struct {
		name string
		p    *legdefs.Program
	}{
		{"xiangqi", builtin(t, "xiangqi")},
		{"janggi", builtin(t, "janggi")},
		{"minixiangqi", builtin(t, "minixiangqi")},
		{"grasshopper", builtin(t, "grasshopper")},
		{"shako", builtin(t, "shako")},
		{"hookchess", builtin(t, "hookchess")},
		{"capricorn", builtin(t, "capricorn")},
		{"griffon", builtin(t, "griffon")},
		{"revpinmix", fromYAML(t, revPinMix)},
	}
	games, plies := 8, 150
	if !testenv.Full() {
		games = 2
	}
	for _, pr := range progs {
		for g := 0; g < games; g++ {
			rng := rand.New(rand.NewPCG(uint64(g), 15))
			pos := position(t, pr.p, "")
			for ply := 0; ply < plies; ply++ {
				fast := moveStrings(pos)
				restore := vm.WithoutShortcuts(pos, vm.AllShortcuts)
				slow := moveStrings(pos)
				restore()
				slices.Sort(fast)
				slices.Sort(slow)
				if d := cmp.Diff(slow, fast); d != "" {
					t.Fatalf("%s game %d: %s: fast path moves differ (-slow +fast):\n%s", pr.name, g, pos.FEN(), d)
				}
				ms := pos.LegalMoves()
				if len(ms) == 0 {
					break
				}
				pos.Make(ms[rng.IntN(len(ms))])
			}
		}
	}
}
