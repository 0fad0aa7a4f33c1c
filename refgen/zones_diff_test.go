package refgen_test

import (
	"testing"
)

// TestDifferentialZones plays random games of the variants with zone rules
// (confinement, region moves, flying general, Makpong) and of the Makruk
// family, comparing the VM with refgen at every position (see
// TestDifferential), from the start and from positions where the rules
// bite: soldiers across the river, generals on open files, a checked
// Makpong king. It also compares perft counts at those positions.
func TestDifferentialZones(t *testing.T) {
	tests := []diffCase{
		{variant: "xiangqi", games: 12, plies: 120, starts: []string{
			"4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1",
			"3k5/4a4/4b4/2P1P1P2/9/9/2p1p1p2/4B4/4A4/5K3 w - - 0 1",
			"2bak4/4a4/4c4/9/4C4/9/9/9/4A4/3AK4 b - - 0 1",
			"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
		}, each: 4, splies: 60},
		{variant: "manchu", games: 6, plies: 120},
		{variant: "makruk", games: 12, plies: 120, starts: []string{
			"4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
		}, each: 4, splies: 60},
		{variant: "makpong", games: 12, plies: 120, starts: []string{
			"3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1",
			"4k3/8/8/8/8/8/4r3/r3K3 w - - 0 1",
		}, each: 4, splies: 60},
		{variant: "ai-wok", games: 6, plies: 120},
		// region moves that must end in a region (Janggi's palace lines)
		{variant: "testdata/palace.yaml", games: 4, plies: 120, starts: []string{
			"4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1",
			"3k5/4r4/9/9/9/9/9/9/4R4/5K3 w - - 0 1",
		}, each: 4, splies: 60},
		{variant: "shatranj", games: 6, plies: 120},
	}
	for vi, tt := range tests {
		tt.perft = 2
		t.Run(tt.variant, func(t *testing.T) {
			if testing.Short() {
				tt.games, tt.each, tt.perft = max(1, tt.games/6), min(tt.each, 1), 1
			}
			runDiff(t, tt, uint64(vi)+101)
		})
	}
}
