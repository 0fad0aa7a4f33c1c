package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestRelayByHand checks relay (x) moves against lists worked out by hand
// from the Interactive Diagram's rule (betza.js NextLeg; H.G. Muller's
// comments of 2020 on chessvariants.com, see vm/doc.go "Relay"): a final x
// leg that reaches a friend of another type gives the mover that friend's
// moves, from the mover's own square; a non-final x leg has the friend
// make the remaining legs. x alone gives no move of its own. Only the
// moves from the squares in from are compared.
func TestRelayByHand(t *testing.T) {
	tests := []struct {
		name, fen string
		pieces    []vmtest.BetzaPiece
		from      []string
		want      []string
	}{
		{
			// xQ on d4 looks along the queen lines for the first piece:
			// up, the knight on d6 (d5 empty): it borrows the knight's
			// moves from d4, b3 b5 c2 c6 e2 e6 (taking the enemy there) f3
			// f5. Right, the blocker on f4 has no moves to lend; down-left,
			// the enemy on b2 lends nothing; the other lines reach the
			// edge.
			name: "xQ borrows a knight", fen: "8/8/3Nx3/8/3M1X2/8/1x6/8 w - - 0 1",
			pieces: []vmtest.BetzaPiece{{Letter: "M", Betza: "xQ"}, {Letter: "N", Betza: "N"}},
			from:   []string{"d4"},
			want:   []string{"d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5"},
		},
		{
			// Odin's Rune Chess king, xK, on e4 with a rook on e5 and a
			// bishop on d3 beside it: rook moves from e4 (e5 is the rook
			// itself: up is blocked; down e3 e2 e1; right f4 g4 and the
			// enemy on h4; left d4 c4 b4 a4) and bishop moves (d3 blocked;
			// f5 g6 h7, f3 g2 h1, d5 c6 b7 a8): 20 moves.
			name: "xK borrows a rook and a bishop", fen: "8/8/8/4R3/4M2x/3B4/8/8 w - - 0 1",
			pieces: []vmtest.BetzaPiece{{Letter: "M", Betza: "xK"}, {Letter: "R", Betza: "R"}, {Letter: "B", Betza: "B"}},
			from:   []string{"e4"},
			want: []string{"e4a4", "e4a8", "e4b4", "e4b7", "e4c4", "e4c6", "e4d4", "e4d5", "e4e1", "e4e2",
				"e4e3", "e4f3", "e4f4", "e4f5", "e4g2", "e4g4", "e4g6", "e4h1", "e4h4", "e4h7"},
		},
		{
			// A friend of the mover's own type lends nothing (betza.js:
			// "but not if same type"): two xK side by side have no moves.
			name: "same type lends nothing", fen: "8/8/8/8/3MM3/8/8/8 w - - 0 1",
			pieces: []vmtest.BetzaPiece{{Letter: "M", Betza: "xK"}},
			from:   []string{"d4", "e4"},
			want:   nil,
		},
		{
			// Knight-relay knight mNxaN on b1 (H.G. Muller's example): it
			// moves without capturing to a3 and d2, and makes the friendly
			// blocker on c3, a knight's move away, jump like a knight: a2
			// a4 b5 d5 d1 e2 and the capture on e4 (not back to b1, which
			// is straight back and occupied anyway). The induced moves are
			// the blocker's: they start on c3.
			name: "knight relay", fen: "8/8/8/8/4x3/2X5/8/1M6 w - - 0 1",
			pieces: []vmtest.BetzaPiece{{Letter: "M", Betza: "mNxaN"}},
			from:   []string{"b1", "c3"},
			want:   []string{"b1a3", "b1d2", "c3a2", "c3a4", "c3b5", "c3d1", "c3d5", "c3e2", "c3e4"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pieces := append(tc.pieces, blocker)
			p := betza(t, 8, 8, tc.fen, pieces...)
			pos := position(t, p, "")
			var got []string
			for _, m := range moveStrings(pos) {
				for _, f := range tc.from {
					if strings.HasPrefix(m, f) {
						got = append(got, m)
					}
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("moves (-want +got):\n%s", diff)
			}
		})
	}
}

// TestRelayCheck: a royal piece attacked only through a relay is in check.
// The black xK on e5 borrows the moves of the rook on e6 beside it, so it
// attacks rank 5 from e5 (d5 c5 b5 a5) and the e-file; the rook itself
// attacks rank 6. The white king on a5 is in check and may go only to a4
// and b4: b5 is on rank 5, a6 and b6 on the rook's rank.
func TestRelayCheck(t *testing.T) {
	pieces := []vmtest.BetzaPiece{
		{Letter: "K", Betza: "K", Royal: true},
		{Letter: "M", Betza: "xK"},
		{Letter: "R", Betza: "R"},
	}
	for _, slow := range []bool{false, true} {
		vm.SetForceSlow(slow)
		defer vm.SetForceSlow(false)
		p := betza(t, 8, 8, "8/8/4r3/K3m3/8/8/8/7k w - - 0 1", pieces...)
		pos := position(t, p, "")
		if !pos.InCheck() {
			t.Errorf("InCheck = false, want true (the relayed rook move reaches a5)")
		}
		if diff := cmp.Diff([]string{"a5a4", "a5b4"}, moveStrings(pos)); diff != "" {
			t.Errorf("moves (-want +got):\n%s", diff)
		}
	}
}

// TestRelayInducedLegality: induced moves of a royal piece obey the usual
// rule. The knight-relay knight on b1 makes its own king on c3 jump like a
// knight; the black rook on a8 holds the a-file, so of the induced jumps
// a2 and a4 are illegal and b5 d5 d1 e2 e4 legal; with the king's own
// steps (b1 is the knight's) that is every move from c3.
func TestRelayInducedLegality(t *testing.T) {
	pieces := []vmtest.BetzaPiece{
		{Letter: "K", Betza: "K", Royal: true},
		{Letter: "M", Betza: "mNxaN"},
		{Letter: "R", Betza: "R"},
	}
	p := betza(t, 8, 8, "r6k/8/8/8/8/2K5/8/1M6 w - - 0 1", pieces...)
	pos := position(t, p, "")
	var got []string
	for _, m := range moveStrings(pos) {
		if strings.HasPrefix(m, "c3") {
			got = append(got, m)
		}
	}
	want := []string{"c3b2", "c3b3", "c3b4", "c3b5", "c3c2", "c3c4", "c3d1", "c3d2", "c3d3", "c3d4", "c3d5", "c3e2", "c3e4"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("king moves (-want +got):\n%s", diff)
	}
}
