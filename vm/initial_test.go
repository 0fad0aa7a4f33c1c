package vm_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestInitialRegion checks initial-region: a pawn that comes back to its
// second rank (sideways, or back) may double-step again, as in
// Fairy-Stockfish; the hash follows the virginity it regains; unmaking
// restores the position.
func TestInitialRegion(t *testing.T) {
	tests := []struct {
		variant, moves, want string
	}{
		{"pawnsideways", "e2e3 a7a6 e3f3 a6a5 d2e2 b7b6", "e2e4"},
		{"pawnback", "e2e3 a7a6 e3e2 a6a5", "e2e4"},
		{"pawnback", "e2e4 e7e5 d2d3 d7d6 d3d2 d6d7", "d2d4"},
	}
	for _, tt := range tests {
		t.Run(tt.variant+" "+tt.moves, func(t *testing.T) {
			pos := position(t, builtin(t, tt.variant), "")
			start, startHash := pos.FEN(), pos.Hash()
			var played []vm.Move
			for _, s := range strings.Fields(tt.moves) {
				m, err := pos.ParseMove(s)
				if err != nil {
					t.Fatal(err)
				}
				pos.Make(m)
				played = append(played, m)
				if pos.Hash() != pos.HashFromScratch() {
					t.Fatalf("after %d moves of %s: incremental hash differs from scratch", len(played), tt.moves)
				}
			}
			if got := moveStrings(pos); !slices.Contains(got, tt.want) {
				t.Errorf("after %s: %s missing from %v", tt.moves, tt.want, got)
			}
			for i := len(played) - 1; i >= 0; i-- {
				pos.Unmake(played[i])
			}
			if pos.FEN() != start || pos.Hash() != startHash {
				t.Errorf("after unmaking: %s (hash %x), want %s (%x)", pos.FEN(), pos.Hash(), start, startHash)
			}
		})
	}
}
