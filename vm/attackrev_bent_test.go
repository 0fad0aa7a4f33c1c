package vm_test

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// bentMix has bent riders the reverse patterns know (a ranged hook mover,
// a Queen whose continuation captures royal pieces only) next to ones they
// leave to the board scan (an initial Capricorn, a Queen that captures
// only by turning back across its own square).
const bentMix = `
name: bentmix
inherit: chess
pieces:
  - {letter: R, betza: R3masR2}
  - {letter: B, betza: iBmasB}
  - {letter: N, betza: NmasN}
  - {letter: Q, betza: mQmabQmafkQ}
`

// bentPair has two bent-rider types, which the fast path finds from the
// list of the enemy's bent riders (bentcache.go): a ranged hook mover
// and a Queen whose continuation captures royal pieces only.
const bentPair = `
name: bentpair
inherit: chess
pieces:
  - {letter: R, betza: R3masR2}
  - {letter: Q, betza: mQmafkQ}
`

// TestBentSlowPathAgrees: with attacks by bent riders (hook mover,
// Capricorn, Griffon, Rhino) found by reverse patterns, the counts are
// those of the slow path, which generates the attackers' moves.
func TestBentSlowPathAgrees(t *testing.T) {
	mix := fromYAML(t, bentMix)
	pair := fromYAML(t, bentPair)
	tests := []struct {
		prog  *legdefs.Program
		fen   string
		depth int
	}{
		{builtin(t, "hookchess"), "", 3},
		{builtin(t, "hookchess"), "r1b1kbnr/p2p1p1p/n4q2/1pp1P1p1/4N3/6P1/PPPPP2P/1RBQKBNR w Kkq - 2 9", 3},
		{builtin(t, "hookchess"), "2b1kbnr/n2ppp2/pr2B3/qpp2Ppp/P2P2P1/8/1PP1P2P/RNBQ1KNR w k - 4 11", 3},
		{builtin(t, "hookchess"), "1nb1k2r/1r3p2/p1pbp2n/1p1p2pp/qPP1P2P/3R1Q2/3PNPP1/1NB1KB1R w Kk - 2 13", 3},
		{builtin(t, "hookchess"), "r3k3/8/8/3p4/8/6R1/2P5/R3K3 w - - 0 1", 4},
		{builtin(t, "capricorn"), "", 3},
		{builtin(t, "capricorn"), "1rb1kbnr/1p1ppp2/p1n3p1/q1p4p/2PPPPP1/P7/1P5P/RNBQK1NR w KQk - 1 11", 3},
		{builtin(t, "capricorn"), "rnk3nr/p1q2pp1/1p2p2p/2p4Q/3P4/1PN1Pb2/PBP3P1/1R2K1NR w K - 4 13", 2},
		{builtin(t, "capricorn"), "r2qk1nr/p1pp2p1/1pB3b1/P4pbp/1n2p2P/4R2N/1PPPPP2/1NBQ1K1R w q - 0 15", 3},
		{builtin(t, "capricorn"), "4k3/8/8/2b5/8/8/5B2/3K4 b - - 0 1", 3},
		{builtin(t, "griffon"), "", 3},
		{builtin(t, "griffon"), "rnbg1khbnr/p1ppp2ppp/1p3p4/10/5p4/10/6P3/N1q4P2/PPPPPP2PP/1RBGQK1BNR w Kkq - 0 9", 3},
		{builtin(t, "griffon"), "r2gqkhbnQ/p1ppp2p1p/1p3p4/4n1p1p1/2b7/6P3/P8P/7P2/1PPPP3P1/RNBG1KHBNR w KQq - 0 11", 2},
		{builtin(t, "griffon"), "rn2qk2nr/pg2pp2pp/3p6/1pp3ppb1/1N8/10/1P1P1P2b1/7N2/P1P1PKPP1P/1RBGQ1HBh1 w kq - 0 13", 2},
		{builtin(t, "griffon"), "5k4/10/2g7/10/10/10/10/6H3/10/4K5 w - - 0 1", 3},
		// a friend alone on the royal's line pinned by a bent rider
		// behind a turn square beyond it (revpins.go, opensBent): the
		// knight on e3 (f2) may not leave the hook mover's (Capricorn's,
		// Griffon's) second leg
		{builtin(t, "hookchess"), "4k3/8/8/8/r7/4N3/P7/4K3 w - - 0 1", 2},
		{builtin(t, "capricorn"), "4k3/8/8/4b3/8/8/5N2/4K3 w - - 0 1", 2},
		{builtin(t, "griffon"), "5k4/10/10/10/10/3g6/10/4N5/10/4K5 w - - 0 1", 2},
		// castling past squares a bent rider attacks (castleSafe, the
		// royal lifted off its square: tables.liftFast)
		{builtin(t, "hookchess"), "4k3/p6p/8/8/8/7r/4P1P1/R3K2R w KQ - 0 1", 3},
		{builtin(t, "capricorn"), "4k3/8/4b3/8/8/8/8/R3K2R w KQ - 0 1", 3},
		{mix, "", 3},
		{pair, "", 3},
		{pair, "r3k2r/1q6/8/3p4/2P5/8/1Q6/R3K2R w KQkq - 0 1", 3},
		// more bent riders than the list holds: the walk
		{builtin(t, "hookchess"), "rrrrkrrr/rrrrrrrr/r7/8/8/8/PPPPPPPP/4K3 w - - 0 1", 2},
		{mix, "r3k2r/1b2qb2/2n1n3/3p4/2P5/3N1N2/1B2QB2/R3K2R w KQkq - 0 1", 3},
	}
	for _, tc := range tests {
		pos := position(t, tc.prog, tc.fen)
		fast := countBelow(pos, tc.depth)
		restore := vm.WithoutShortcuts(pos, vm.AllShortcuts)
		slow := countBelow(pos, tc.depth)
		restore()
		if slow != fast {
			t.Errorf("%s %q depth %d: slow path %d, fast path %d", tc.prog.Name, tc.fen, tc.depth, slow, fast)
		}
		if fast == 0 {
			t.Errorf("%s %q depth %d: no moves", tc.prog.Name, tc.fen, tc.depth)
		}
	}
}
