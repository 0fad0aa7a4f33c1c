package vm_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWallOrMove checks walling: edge with wall-or-move (Atlantis,
// legdefs.Rules.WallOrMove): the wall-only moves are the lowest piece's
// null move with a wall on an empty edge square or beside a wall, none
// while in check, and they keep castling rights. The lists are
// Fairy-Stockfish's go perft 1 divide (native, VariantPath
// fsf-variants.ini, UCI_Variant atlantis).
func TestWallOrMove(t *testing.T) {
	prog := fromYAML(t, "name: atlantis\ninherit: chess\nwalling: edge\nwall-or-move: true\n")
	edge := []string{"a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "b2", "b6", "b8", "c1", "c3", "c4", "c5", "c8", "d1", "d8",
		"f1", "f8", "g1", "g8", "h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8"}
	var want []string
	for _, s := range edge {
		want = append(want, "a1a1,a1"+s)
	}
	tests := []struct {
		fen  string
		want []string
	}{
		{"4k3/8/8/1*6/1*1r4/1*6/8/R3K3 w Q - 0 1", want},
		{"4k3/8/8/1*6/1*2r3/1*6/8/R3K3 w Q - 0 1", nil}, // in check
	}
	for _, tc := range tests {
		pos := position(t, prog, tc.fen)
		var got []string
		for _, m := range moveStrings(pos) {
			if strings.HasPrefix(m, "a1a1,") {
				got = append(got, m)
			}
		}
		slices.Sort(got)
		slices.Sort(tc.want)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: wall-only moves (-want +got):\n%s", tc.fen, diff)
		}
	}
	// Fairy-Stockfish writes a move without a wall with square 0 as its
	// wall square: "e2e4,e4a1" is e2e4
	start := position(t, prog, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if m, err := start.ParseMove("e2e4,e4a1"); err != nil || start.MoveString(m) != "e2e4" {
		t.Errorf("ParseMove(e2e4,e4a1) = %s, %v; want e2e4", start.MoveString(m), err)
	}
	// a wall-only move keeps the rook's castling right
	pos := position(t, prog, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")
	play(t, pos, "a1a1,a1a4")
	if got, want := pos.FEN(), "4k3/8/8/8/*7/8/8/R3K3 b Q - 1 1"; got != want {
		t.Errorf("after a1a1,a1a4: %s, want %s", got, want)
	}
}
