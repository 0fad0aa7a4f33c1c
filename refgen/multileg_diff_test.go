package refgen_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
)

// bent reports whether the move of a piece with letter l goes somewhere
// its straight lines (orth: rook lines, else bishop lines) do not.
func bent(l string, orth bool) func(p *vm.Position, m vm.Move) bool {
	return func(p *vm.Position, m vm.Move) bool {
		if !strings.EqualFold(p.Piece(int(m.From)), l) {
			return false
		}
		f1, r1 := p.FileRank(int(m.From))
		f2, r2 := p.FileRank(int(m.To))
		dx, dy := abs(f2-f1), abs(r2-r1)
		if orth {
			return dx != 0 && dy != 0
		}
		return dx != dy
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func kind(k uint8) func(p *vm.Position, m vm.Move) bool {
	return func(p *vm.Position, m vm.Move) bool { return m.Kind&k != 0 }
}

// friendly reports a capture of one's own piece.
func friendly(p *vm.Position, m vm.Move) bool {
	v := p.Piece(int(m.To))
	return m.From != m.To && v != "" && (v[0] < 'a') == (p.SideToMove() == 0)
}

// TestDifferentialMultiLeg plays random games in the variants of multi-leg
// pieces (issue 5) and compares refgen with the VM at every position, as
// TestDifferential does; each variant's games must meet its special move.
func TestDifferentialMultiLeg(t *testing.T) {
	tests := []diffCase{
		{variant: "hookchess", games: 6, plies: 120, starts: []string{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}, feature: bent("R", true)},
		{variant: "capricorn", games: 8, plies: 120, starts: []string{"r3k2r/1b4b1/8/8/8/8/1B4B1/R3K2R w KQkq - 0 1"}, feature: bent("B", false)},
		{variant: "isochess", games: 8, plies: 120, starts: []string{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}, feature: bent("R", true)},
		{variant: "griffon", games: 4, plies: 100, starts: []string{"r4k3r/1g6h1/10/10/10/10/10/10/1G6H1/R4K3R w KQkq - 0 1"}, feature: bent("G", false)},
		{variant: "locust", games: 10, plies: 120, starts: []string{"4k3/8/1p1p1p2/2P1P3/8/8/6p1/3K4 w - - 0 1"}, feature: kind(vm.KindLocust)},
		{variant: "friendlyfire", games: 8, plies: 120, feature: friendly},
		{variant: "swapper", games: 8, plies: 120, starts: []string{"4k3/1n1qp3/8/8/8/8/1NQ1P3/4K3 w - - 0 1"}, feature: kind(vm.KindUnload)},
		// Lions, a Horned Falcon and a Soaring Eagle in contact
		{variant: "chushogi", games: 2, plies: 60, starts: []string{
			"lfcbgekgscfl/av1stxotdbva/1mr1dq2hr1m/pppp1p1NHp1p/4p2ni1p1/3i2h5/3I8/1P6IP2/P1PPPPPPP1PP/MVRHD1QD1R1M/AFBCTOXT1BVA/L2SGKEGSCFL w - - 0 13",
			"6k5/12/12/3p1p6/4n1p5/3P1+H1+D4/5N6/12/12/12/12/6K5 w - - 0 1",
			// royal extinction: a Lion next to King and Prince; a Drunk
			// Elephant that may promote to a second royal piece in check;
			// capture-inside promotion of pieces in and near the zone
			"5n5k/12/12/12/12/12/12/12/12/5n6/4+E7/4K7 w - - 0 1",
			"r10k/12/12/12/4E7/12/12/12/12/12/12/K11 w - - 0 1",
			"l2k1+e6/1p1pg1n5/2P1I1p5/4S7/12/12/12/12/4s7/2p1i1P5/1P1PG1N5/L2K1+E6 w - - 0 1",
		}, feature: kind(vm.KindLocust)},
	}
	for i := range tests {
		// one game from each start, half as long
		tests[i].each, tests[i].splies = 1, tests[i].plies/2
	}
	runDiffs(t, 100, tests, func(c *diffCase) { c.games, c.plies, c.splies = 1, c.plies/2, c.splies/2 })
}
