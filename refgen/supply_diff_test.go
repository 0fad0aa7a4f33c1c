package refgen_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestDifferentialSupply plays random games of Supply chess (see
// TestDifferential) from positions with pieces in hand, comparing perft
// there too: drops confined to the own half and to each piece's region,
// and no drop that gives check (the cannon's screen included). The games
// must drop a confined piece (an advisor, elephant or soldier).
func TestDifferentialSupply(t *testing.T) {
	c := diffCase{variant: "supply", starts: []string{
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[BNPCARbnpcar] w - - 0 1",
		"4k4/9/9/9/9/9/9/9/4C4/4K4[BNPPARbnpcar] w - - 0 1",
		"3k5/9/9/9/9/4c4/9/9/9/4K4[BNPCARpca] b - - 0 1",
	}, each: 4, splies: 80, need: drop | check, perft: 2}
	c.feature = func(p *vm.Position, m vm.Move) bool {
		s := p.MoveString(m)
		return m.Kind&vm.KindDrop != 0 && strings.ContainsAny(s[:1], "ABPabp")
	}
	runDiffs(t, 501, []diffCase{c}, func(c *diffCase) { c.each = 1 })
}
