package vm_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestRelayByHand checks relay (x) moves against the lists worked out by
// hand in vmtest.RelayCases.
func TestRelayByHand(t *testing.T) {
	for _, tc := range vmtest.RelayCases {
		t.Run(tc.Name, func(t *testing.T) {
			p := betza(t, 8, 8, tc.FEN, append(slices.Clip(tc.Pieces), blocker)...)
			tc.Check(t, moveStrings(position(t, p, "")))
		})
	}
}

// TestRelayCheck: a royal piece attacked only through a relay is in check.
// The black xK on e5 borrows the moves of the rook on e6 beside it, so it
// attacks rank 5 from e5 (d5 c5 b5 a5) and the e-file; the rook itself
// attacks rank 6. The white king on a5 is in check and may go only to a4
// and b4: b5 is on rank 5, a6 and b6 on the rook's rank.
func TestRelayCheck(t *testing.T) {
	for _, slow := range []bool{false, true} {
		vm.SetForceSlow(slow)
		defer vm.SetForceSlow(false)
		p := betza(t, 8, 8, "8/8/4r3/K3m3/8/8/8/7k w - - 0 1", vmtest.RelayRoyals...)
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
	p := betza(t, 8, 8, "r6k/8/8/8/8/2K5/8/1N6 w - - 0 1", vmtest.RelayRoyals...)
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
