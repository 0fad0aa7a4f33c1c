package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestDifferentialGating plays random games of the gating variants (see
// TestDifferential) from the start and from a position where castling may
// gate on the king's or the rook's square, comparing perft there too; the
// games must meet a gated move.
func TestDifferentialGating(t *testing.T) {
	castleGate := "rn1qkbnr/ppp2ppp/3pb3/4p3/4P3/5N2/PPPPBPPP/RNBQK2R[EHeh] w KQBCDkqbdfg - 2 4"
	gated := func(p *vm.Position, m vm.Move) bool { return m.Gate != 0 }
	tests := []diffCase{
		chessGames("seirawan", castleGate),
		chessGames("shouse", castleGate).needs(castle | promo | check | drop), // drops crowd out e.p.
	}
	for i := range tests {
		tests[i].perft, tests[i].feature = 2, gated
	}
	runDiffs(t, 301, tests, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}

// TestDifferentialPlacement plays random games of Placement Chess (see
// TestDifferential) from the start (the setup drops, then chess) and from
// positions where the bishops' colours decide and a dropped king may
// castle, comparing perft there too.
func TestDifferentialPlacement(t *testing.T) {
	c := chessGames("placement",
		"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/QR1BKNN1[RBk] w - - 0 1",
		"4k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Krr] w - - 0 1",
		"r3k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kr] w q - 0 1").needs(castle | drop | check)
	c.perft = 2
	runDiffs(t, 401, []diffCase{c}, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}
