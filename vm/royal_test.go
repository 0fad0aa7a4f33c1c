package vm_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestRoyalPieces checks legality with royal pieces that are not kings:
// Knightmate's royal knight (which castles), Coregal's royal queens (two
// royal types, several pieces of one, a promotion that creates one), on
// both the generator's fast and slow legality paths.
func TestRoyalPieces(t *testing.T) {
	tests := []struct {
		name, variant, fen string
		legal, illegal     []string
	}{
		{
			name: "royal knight may not step into a pawn's capture", variant: "knightmate",
			fen:     "4k3/8/8/8/4p3/8/8/4K3 w - - 0 1",
			legal:   []string{"e1c2", "e1g2"},
			illegal: []string{"e1d3", "e1f3"},
		},
		{
			name: "royal knight in check must move off the line", variant: "knightmate",
			fen:     "4k3/8/8/8/8/8/8/r3K2R w - - 0 1",
			legal:   []string{"e1c2", "e1d3", "e1f3", "e1g2"},
			illegal: []string{"h1h2", "h1g1"},
		},
		{
			name: "pinned piece stays on the line to the royal knight", variant: "knightmate",
			fen:     "4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1",
			legal:   []string{"e1c2", "e1g2"},
			illegal: []string{"e2d3", "e2f1"},
		},
		{
			name: "royal knight castles through unattacked squares", variant: "knightmate",
			fen:   "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
			legal: []string{"e1g1", "e1c1"},
		},
		{
			name: "royal knight may not castle through an attacked square", variant: "knightmate",
			fen:     "4k3/8/8/8/8/8/4m3/R3K2R w KQ - 0 1",
			illegal: []string{"e1g1", "e1c1"},
		},
		{
			name: "the queen is royal: it may not move into capture", variant: "coregal",
			fen:     "4k3/8/8/3n4/8/8/8/Q3K3 w - - 0 1",
			legal:   []string{"a1a2", "a1b1", "a1e5"},
			illegal: []string{"a1c3"},
		},
		{
			name: "a piece pinned to the queen may not leave the line", variant: "coregal",
			fen:     "4k3/8/8/8/8/q7/N7/Q3K3 w - - 0 1",
			illegal: []string{"a2c3", "a2b4", "a2c1", "a1b2", "a1c1"},
			legal:   []string{"a1b1", "a1d4"},
		},
		{
			name: "a promotion to the royal queen may not leave it capturable", variant: "coregal",
			fen:     "2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72",
			legal:   []string{"d7d8n", "d7d8r", "d7d8b"},
			illegal: []string{"d7d8q"},
		},
		{
			name: "the king still may not step into check", variant: "coregal",
			fen:     "4k3/8/8/8/8/8/3r4/Q3K3 w - - 0 1",
			illegal: []string{"e1d1", "e1f2"},
			legal:   []string{"e1f1"},
		},
	}
	for _, slow := range []bool{false, true} {
		for _, tt := range tests {
			t.Run(fmt.Sprintf("%s/slow=%v", tt.name, slow), func(t *testing.T) {
				vm.SetForceSlow(slow)
				defer vm.SetForceSlow(false)
				testRoyal(t, tt.variant, tt.fen, tt.legal, tt.illegal)
			})
		}
	}
}

func testRoyal(t *testing.T, variant, fen string, legal, illegal []string) {
	pos := position(t, builtin(t, variant), fen)
	got := moveStrings(pos)
	var missing, extra []string
	for _, m := range legal {
		if !slices.Contains(got, m) {
			missing = append(missing, m)
		}
	}
	for _, m := range illegal {
		if slices.Contains(got, m) {
			extra = append(extra, m)
		}
	}
	if diff := cmp.Diff([]string(nil), append(missing, extra...)); diff != "" {
		t.Errorf("%s: legal moves %v\nmissing legal %v, illegal present %v", fen, got, missing, extra)
	}
}
