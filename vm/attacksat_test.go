package vm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRaysAt: the attack rays kept per target square, worked out by hand
// for chess. The king's steps share their offsets with the rook's and
// bishop's rides, and the pawn's captures with the bishop's, so a
// colour's rays are the knight's 8 leaps and 8 rides. Back from a1 only
// b3 and c2 (knight) and a2, b2, b1 (rides) are on the board; from e4
// every one; from h8 f7, g6, h7, g7 and g8. Without the shortcut every
// square keeps all 16.
func TestRaysAt(t *testing.T) {
	prog := builtinProgram(t, "chess")
	type kept struct{ Leaps, Rides int }
	want := map[string]kept{"a1": {2, 3}, "e4": {8, 8}, "h8": {2, 3}, "a5": {4, 5}}
	for _, off := range []shortcut{0, scRaysAt} {
		tb := tablesWithout(prog, off)
		for c := range 2 {
			got := map[string]kept{}
			for name := range want {
				sq := tb.sq(int(name[0]-'a'), int(name[1]-'1'))
				at := tb.attAt[c][sq]
				got[name] = kept{at.leaps, len(at.rays) - at.leaps}
			}
			w := want
			if off != 0 {
				w = map[string]kept{"a1": {8, 8}, "e4": {8, 8}, "h8": {8, 8}, "a5": {8, 8}}
			}
			if d := cmp.Diff(w, got); d != "" {
				t.Errorf("colour %d, shortcuts off %v: rays kept (-want +got):\n%s", c, off, d)
			}
		}
	}
}
