package refgen_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
)

// TestRelay checks relay (x) against the move lists worked out by hand in
// vm/relay_test.go (the same positions; see refgen/doc.go for the rule).
func TestRelay(t *testing.T) {
	tests := []struct {
		name, fen string
		pieces    []string // letter, Betza pairs; X is a blocker
		from      []string
		want      string
	}{
		{name: "xQ borrows a knight", fen: "8/8/3Nx3/8/3M1X2/8/1x6/8 w - - 0 1",
			pieces: []string{"M", "xQ", "N", "N"}, from: []string{"d4"},
			want: "d4b3 d4b5 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5"},
		{name: "xK borrows a rook and a bishop", fen: "8/8/8/4R3/4M2x/3B4/8/8 w - - 0 1",
			pieces: []string{"M", "xK", "R", "R", "B", "B"}, from: []string{"e4"},
			want: "e4a4 e4a8 e4b4 e4b7 e4c4 e4c6 e4d4 e4d5 e4e1 e4e2 e4e3 e4f3 e4f4 e4f5 e4g2 e4g4 e4g6 e4h1 e4h4 e4h7"},
		{name: "same type lends nothing", fen: "8/8/8/8/3MM3/8/8/8 w - - 0 1",
			pieces: []string{"M", "xK"}, from: []string{"d4", "e4"}, want: ""},
		{name: "knight relay", fen: "8/8/8/8/4x3/2X5/8/1M6 w - - 0 1",
			pieces: []string{"M", "mNxaN"}, from: []string{"b1", "c3"},
			want: "b1a3 b1d2 c3a2 c3a4 c3b5 c3d1 c3d5 c3e2 c3e4"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := custom(t, 8, 8, append(tc.pieces, "X", "")...)
			all := legal(t, g, tc.fen)
			var got []string
			for _, sq := range tc.from {
				got = append(got, from(all, sq)...)
			}
			if diff := cmp.Diff(split(tc.want), got, cmpEmpty, sortStrings); diff != "" {
				t.Errorf("moves differ (-want +got):\n%s", diff)
			}
		})
	}
}

// TestRelayCheck is vm's TestRelayCheck and TestRelayInducedLegality: a
// king attacked only through a borrowed rook move, and a king made to
// jump like a knight by a knight-relay knight, not onto the a-file a rook
// holds.
func TestRelayCheck(t *testing.T) {
	v := &variants.Variant{Name: "relay", Files: 8, Ranks: 8, Pieces: []variants.Piece{
		{Letter: "K", Betza: "K", Royal: true}, {Letter: "M", Betza: "xK"}, {Letter: "R", Betza: "R"}, {Letter: "N", Betza: "mNxaN"},
	}}
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
