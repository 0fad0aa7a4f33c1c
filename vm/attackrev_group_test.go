package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// revGroupMix has exotic types whose reverse patterns share displacements
// and lines (attackrev.go groups them): a ranged rider that also hops (X),
// a cannon (C) and a ranged cannon (V) on the same lines, a wazir with a
// lame knight (Y), a ferz that hops along diagonals (Z) and a Xiangqi
// horse (H).
const revGroupMix = `
name: revgroupmix
inherit: chess
board: 10x10
pieces:
  - {letter: P, betza: fmWfcF, promote: {zone: 1, to: QCVXYZH}}
  - {letter: C, betza: mRcpR}
  - {letter: V, betza: mR3cpR3}
  - {letter: X, betza: R2pR}
  - {letter: Y, betza: WnN}
  - {letter: Z, betza: FcpB}
  - {letter: H, betza: mafsW}
start: rcvxkqyzhr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RCVXKQYZHR w - - 0 1
`

// TestRevAttackGroupsAgree: along random games, the attack test by reverse
// patterns grouped by square and line says of every piece what the slow
// path (the attackers' moves) says, for both colours.
func TestRevAttackGroupsAgree(t *testing.T) {
	progs := []struct {
		name string
		p    *legdefs.Program
	}{
		{"janggi", builtin(t, "janggi")},
		{"xiangqi", builtin(t, "xiangqi")},
		{"revgroupmix", fromYAML(t, revGroupMix)},
		{"revpinmix", fromYAML(t, revPinMix)},
	}
	for _, pr := range progs {
		for g := 0; g < 4; g++ {
			rng := rand.New(rand.NewPCG(uint64(g), 16))
			pos := position(t, pr.p, "")
			for ply := 0; ply < 120; ply++ {
				for by := 0; by < 2; by++ {
					if s := vm.AttackMismatch(pos, by); s >= 0 {
						t.Fatalf("%s game %d: %s: colour %d: fast and slow attack tests disagree on mailbox square %d", pr.name, g, pos.FEN(), by, s)
					}
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
