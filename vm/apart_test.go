package vm

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm/vmtest"
)

// TestCoveredAndApart checks, by hand from the notation, which multi-leg
// pieces attack as simple ones (capturesCovered: every square a leg
// captures on is one a plain leap or a slide's first step of the type
// captures on) and which deduplicate their general moves only
// (apartFromSingle: each general move has a locust victim or ends on its
// own square).
func TestCoveredAndApart(t *testing.T) {
	type flags struct{ Simple, Dedupe, DedupeSingle bool }
	tests := []struct {
		name, betza string
		want        flags
	}{
		// caK and cabK capture next to the Lion, then at most two steps
		// away: K, N, A and D capture there too; mabK captures nothing.
		{"lion", "KNADcaKcabKmabK", flags{true, true, false}},
		// fcafW captures on fW and fD, both plain leaps of the type; the
		// pass fmabW ends at home.
		{"horned falcon", "BsbRfWfDfcafWfcabWfmabW", flags{true, true, false}},
		{"soaring eagle", "RbBfFfAfcafFfcabFfmabF", flags{true, true, false}},
		// The locust victim square (a W step) is no plain capture (mW).
		{"locust on a move-only step", "mWcafW", flags{false, true, false}},
		// The second step captures two squares away; K reaches one.
		{"capture beyond the leaps", "KcafK", flags{false, true, false}},
		// mcafW steps (moving, or capturing as a locust) and steps on:
		// it captures on W and D squares, covered, but its non-capture
		// first step makes D's moves, which a single leg repeats.
		{"two steps beside W and D", "WDmcafW", flags{true, true, true}},
		// A bent slider: neither.
		{"hook mover", "RmasR", flags{false, true, true}},
		// A pass: back home, apart; it captures nothing.
		{"king with a pass", "KmabK", flags{true, true, false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := vmtest.BuildBetza("test", 8, 8, "8/8/8/8/8/8/8/X7 w - - 0 1",
				[]vmtest.BetzaPiece{{Letter: "X", Betza: tt.betza}})
			if err != nil {
				t.Fatal(err)
			}
			tb, err := newTables(p)
			if err != nil {
				t.Fatal(err)
			}
			ty := &tb.types[0]
			got := flags{ty.simple, ty.dedupe, ty.dedupeSingle}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("%s (-want +got):\n%s", tt.betza, d)
			}
		})
	}
}
