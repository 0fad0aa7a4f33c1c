package rcx

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNewRulesPerft: rules the core learnt late, built with the host
// compiler, count what the VM counts. Makpong's rule (a royal piece in
// check may move only by capturing the one piece that checks it): the
// first two positions count 3 41 126 and 3 65 158 under Makruk's rules.
// Passing when stalemated (Anders' Giveaway): a stalemated side passes,
// two passes in a row end the game.
func TestNewRulesPerft(t *testing.T) {
	tests := []struct{ variant, name, fen string }{
		{"makpong", "the king takes its checker", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"},
		{"makpong", "two checkers: no move", "4k3/8/8/8/8/3n4/4r3/4K3 w - - 0 1"},
		{"makpong", "rooks", "r3k3/8/8/8/8/8/8/R3K2R w - - 0 1"},
		{"makpong", "knights and mets", "r2mk3/3n4/8/8/8/8/3N4/R2MK2R b - - 0 1"},
		{"andersgiveaway", "start", ""},
		{"andersgiveaway", "both pass: over", "8/8/8/8/8/8/p7/P7 w - - 0 1"},
		{"andersgiveaway", "White passes, then Black", "8/8/8/8/p7/P7/8/7K b - - 0 1"},
		{"andersgiveaway", "a king passes", "k7/8/8/8/p7/P7/8/8 w - - 0 1"},
	}
	for _, tc := range tests {
		t.Run(tc.variant+" "+tc.name, func(t *testing.T) {
			p := program(t, tc.variant)
			prog, err := Emit(p, Options{Depth: 3, SearchDepth: -1, FEN: tc.fen})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(vmPerft(t, p, tc.fen, 3), perftOf(hostBuild(t, prog))); diff != "" {
				t.Errorf("perft(1..3) (-VM +C):\n%s", diff)
			}
		})
	}
}
