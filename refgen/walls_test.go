package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// TestPerftPublishedWalls checks refgen's walls against Fairy-Stockfish's
// counts in golden/ (and the hand counts there): trails, static walls with
// a region, arrows and the duck.
func TestPerftPublishedWalls(t *testing.T) {
	for _, name := range []string{"snailtrail", "joust", "isolation", "isolation7x7", "amazons", "duck"} {
		t.Run(name, func(t *testing.T) {
			if checkPublished(t, name, 20000) == 0 {
				t.Fatal("no counts under the budget")
			}
		})
	}
}

// TestDifferentialWalls plays random games of the walling variants with
// refgen and the VM (moves, FENs with their walls, make/unmake).
func TestDifferentialWalls(t *testing.T) {
	wall := func(p *vm.Position, m vm.Move) bool { return m.Kind&vm.KindWall != 0 }
	wallOnly := func(p *vm.Position, m vm.Move) bool { return m.Kind&vm.KindWall != 0 && m.From == m.To }
	atlantis, err := variants.LoadBytes("atlantis.yaml", []byte("name: atlantis\ninherit: chess\nwalling: edge\nwall-or-move: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []diffCase{
		{variant: "snailtrail", games: 4, plies: 40, feature: wall},
		{variant: "joust", games: 4, plies: 40, feature: wall},
		{variant: "isolation7x7", games: 2, plies: 30, feature: wall},
		{variant: "amazons", games: 1, plies: 12, feature: wall},
		{variant: "duck", games: 2, plies: 16, feature: wall,
			starts: []string{"r3k2r/8/8/8/8/8/8/R3K*1R w KQkq - 0 1", "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"}, each: 1, splies: 8, perft: 1},
		// Atlantis: a move or a wall (wall-or-move) on the edge or next
		// to a wall; a wall-only move keeps castling rights
		{variant: "atlantis", v: atlantis, games: 6, plies: 80, feature: wallOnly, need: castle | check,
			starts: []string{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "4k3/8/8/1*6/1*2r3/1*6/8/R3K3 w Q - 0 1"}, each: 2, splies: 30, perft: 2},
	}
	runDiffs(t, 141, tests, func(c *diffCase) { c.games, c.plies = 1, min(c.plies, 8) })
}
