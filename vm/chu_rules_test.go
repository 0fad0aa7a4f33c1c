package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestChuRoyalExtinction checks royal-extinction (Program.RoyalExtinction)
// in chushogi, whose King and Crown Prince (+E) are both royal, by hand
// (and in shoshogi, where the rule is the same).
func TestChuRoyalExtinction(t *testing.T) {
	tests := []struct {
		variant, name, fen string // variant "": chushogi
		want               string // the full legal move list, sorted; "": not checked
		has, not           string // or some moves that must be legal / illegal
	}{
		// The rook attacks the lone King on a1: only b1 and b2 are safe.
		{"", "one royal must be safe", "r10k/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1",
			"a1b1 a1b2", "", ""},
		// With the Prince on l1 the rook can take only one of them: every
		// King and Prince step is legal, a2 included.
		{"", "two royals, one attacked", "r10k/12/12/12/12/12/12/12/12/12/12/K10+E w - - 0 1",
			"a1a2 a1b1 a1b2 l1k1 l1k2 l1l2", "", ""},
		// The Lion on f3 can take e2 and then any square next to it in one
		// move (caK). Every King step stays next to the Prince on e2, so
		// none is legal; every Prince step leaves the pair out of one
		// Lion move's reach, except e2f2 (f3xf2, then f2xe1).
		{"", "lion double capture", "11k/12/12/12/12/12/12/12/12/5n6/4+E7/4K7 w - - 0 1",
			"e2d1 e2d2 e2d3 e2e3 e2f1 e2f3", "", ""},
		// The King is attacked: the Drunk Elephant may enter the zone only
		// if it promotes to a second royal piece (the rook takes one).
		{"", "promotion to a royal", "r10k/12/12/12/4E7/12/12/12/12/12/12/K11 w - - 0 1",
			"a1b1 a1b2 e8d9+ e8e9+ e8f9+", "", ""},
		// The Drunk Elephant on a8 is pinned to the lone King by the rook
		// (the fast legality path, soleRoyal): off the a-file it
		// may go only to b9 promoting, where the Prince it becomes is out
		// of the rook's reach; a8b9, a8b8 and a8b7 leave the King alone
		// and attacked.
		{"", "pinned piece promotes to a royal", "r10k/12/12/12/E11/12/12/12/12/12/12/K11 w - - 0 1",
			"a1a2 a1b1 a1b2 a8a9 a8a9+ a8b9+", "", ""},
		// Two rooks: each royal is attacked, but by separate moves only.
		{"", "two royals each attacked", "r3r6k/12/12/12/12/12/12/12/12/12/12/K3+E7 w - - 0 1",
			"", "a1a2 e1e2 e1d1", ""},
		// Found by betzac fsfplay; Fairy-Stockfish omits b6b7+
		// (CI/fsf-wasm/fsf-wrong.tsv says why). Black's Drunk Elephant on
		// e6 attacks the King on e5. Taking the rook on b7 and promoting
		// makes a Crown Prince next to Black's King, but no single Black
		// move takes both royals; unpromoted, the lone King stays attacked.
		{"shoshogi", "promotion to a second royal, Sho Shogi", "3g4b/2k1s4/+PrN1p1npl/1Ep1ep2P/L3KP1PL/6P2/B6S1/2S1+n4/6RN1 w - - 0 57",
			"", "b6b7+", "b6b7"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := tt.variant
			if v == "" {
				v = "chushogi"
			}
			pos := position(t, builtin(t, v), tt.fen)
			got := wantMoves(t, pos, strings.Fields(tt.has), strings.Fields(tt.not))
			if tt.want != "" {
				if d := cmp.Diff(strings.Fields(tt.want), got); d != "" {
					t.Errorf("moves (-want +got):\n%s", d)
				}
			}
		})
	}
}

// TestChuPromotion checks the capture-inside promotion rule
// (Promotion.CaptureInside) in chushogi by hand: a non-capture promotes
// only when it enters the zone (ranks 9-12 for White); a capture that
// starts or ends in the zone may promote; promotion stays optional.
func TestChuPromotion(t *testing.T) {
	p := builtin(t, "chushogi")
	tests := []struct{ name, fen, want string }{
		// Go-Between (vW) on e6: no zone square in reach.
		{"outside the zone", "11k/12/12/12/12/12/4I7/12/12/12/12/K11 w - - 0 1",
			"a1a2 a1b1 a1b2 e6e5 e6e7"},
		{"into the zone", "11k/12/12/12/4I7/12/12/12/12/12/12/K11 w - - 0 1",
			"a1a2 a1b1 a1b2 e8e7 e8e9 e8e9+"},
		// Inside the zone a non-capture cannot promote; a capture can.
		{"inside the zone", "11k/12/4p7/4I7/12/12/12/12/12/12/12/K11 w - - 0 1",
			"a1a2 a1b1 a1b2 e9e10 e9e10+ e9e8"},
		{"inside, no capture", "11k/12/12/4I7/12/12/12/12/12/12/12/K11 w - - 0 1",
			"a1a2 a1b1 a1b2 e9e10 e9e8"},
		// Leaving the zone: only a capture promotes.
		{"leaving with capture", "11k/12/12/4I7/4p7/12/12/12/12/12/12/K11 w - - 0 1",
			"a1a2 a1b1 a1b2 e9e10 e9e8 e9e8+"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := moveStrings(position(t, p, tt.fen))
			if d := cmp.Diff(strings.Fields(tt.want), got); d != "" {
				t.Errorf("moves (-want +got):\n%s", d)
			}
		})
	}
}
