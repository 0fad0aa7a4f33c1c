package refgen_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestRelay checks relay (x) against the move lists worked out by hand in
// vmtest.RelayCases (see refgen/doc.go for the rule).
func TestRelay(t *testing.T) {
	for _, tc := range vmtest.RelayCases {
		t.Run(tc.Name, func(t *testing.T) {
			g := custom(t, 8, 8, append(letterBetza(tc.Pieces), "X", "")...)
			got := tc.Moves(legal(t, g, tc.FEN))
			if diff := cmp.Diff(tc.Want, got, cmpEmpty); diff != "" {
				t.Errorf("moves differ (-want +got):\n%s", diff)
			}
		})
	}
}

// letterBetza lists the pieces as letter, Betza pairs for custom.
func letterBetza(pieces []vmtest.BetzaPiece) []string {
	var out []string
	for _, p := range pieces {
		out = append(out, p.Letter, p.Betza)
	}
	return out
}

// TestRelayCheck is vm's TestRelayCheck and TestRelayInducedLegality: a
// king attacked only through a borrowed rook move, and a king made to
// jump like a knight by a knight-relay knight, not onto the a-file a rook
// holds.
func TestRelayCheck(t *testing.T) {
	v := &variants.Variant{Name: "relay", Files: 8, Ranks: 8}
	for _, p := range vmtest.RelayRoyals {
		v.Pieces = append(v.Pieces, variants.Piece{Letter: p.Letter, Betza: p.Betza, Royal: p.Royal})
	}
	g, err := refgen.New(v)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(split("a5a4 a5b4"), legal(t, g, "8/8/4r3/K3m3/8/8/8/7k w - - 0 1"), sortStrings); diff != "" {
		t.Errorf("king in check by relay (-want +got):\n%s", diff)
	}
	got := from(legal(t, g, "r6k/8/8/8/8/2K5/8/1N6 w - - 0 1"), "c3")
	want := split("c3b2 c3b3 c3b4 c3b5 c3c2 c3c4 c3d1 c3d2 c3d3 c3d4 c3d5 c3e2 c3e4")
	if diff := cmp.Diff(want, got, sortStrings); diff != "" {
		t.Errorf("induced king moves (-want +got):\n%s", diff)
	}
}
