package vm_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestRoyalPieces checks legality with royal pieces that are not kings:
// Knightmate's royal knight (which castles), Coregal's royal queens (two
// royal types, several pieces of one, a promotion that creates one), on
// both the generator's fast and slow legality paths.
func TestRoyalPieces(t *testing.T) {
	// legal and illegal are space-separated moves.
	tests := []struct{ name, variant, fen, legal, illegal string }{
		{"royal knight may not step into a pawn's capture", "knightmate", "4k3/8/8/8/4p3/8/8/4K3 w - - 0 1",
			"e1c2 e1g2", "e1d3 e1f3"},
		{"royal knight in check must move off the line", "knightmate", "4k3/8/8/8/8/8/8/r3K2R w - - 0 1",
			"e1c2 e1d3 e1f3 e1g2", "h1h2 h1g1"},
		{"pinned piece stays on the line to the royal knight", "knightmate", "4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1",
			"e1c2 e1g2", "e2d3 e2f1"},
		{"royal knight castles through unattacked squares", "knightmate", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
			"e1g1 e1c1", ""},
		{"royal knight may not castle through an attacked square", "knightmate", "4k3/8/8/8/8/8/4m3/R3K2R w KQ - 0 1",
			"", "e1g1 e1c1"},
		{"the queen is royal: it may not move into capture", "coregal", "4k3/8/8/3n4/8/8/8/Q3K3 w - - 0 1",
			"a1a2 a1b1 a1e5", "a1c3"},
		{"a piece pinned to the queen may not leave the line", "coregal", "4k3/8/8/8/8/q7/N7/Q3K3 w - - 0 1",
			"a1b1 a1d4", "a2c3 a2b4 a2c1 a1b2 a1c1"},
		{"a promotion to the royal queen may not leave it capturable", "coregal", "2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72",
			"d7d8n d7d8r d7d8b", "d7d8q"},
		{"the king still may not step into check", "coregal", "4k3/8/8/8/8/8/3r4/Q3K3 w - - 0 1",
			"e1f1", "e1d1 e1f2"},
	}
	for _, slow := range []bool{false, true} {
		for _, tt := range tests {
			t.Run(fmt.Sprintf("%s/slow=%v", tt.name, slow), func(t *testing.T) {
				vm.SetForceSlow(slow)
				defer vm.SetForceSlow(false)
				pos := position(t, builtin(t, tt.variant), tt.fen)
				wantMoves(t, pos, strings.Fields(tt.legal), strings.Fields(tt.illegal))
			})
		}
	}
}
