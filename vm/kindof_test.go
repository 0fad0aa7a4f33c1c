package vm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestKindOfMC: the count kinds countPieces reads (kindOf) for
// Capablanca's pieces, by letter, with every shortcut and without
// leap-box. The Rook, Bishop and Queen only ride (kindRides: countPieces
// walks their rides itself); the Knight, Archbishop and Chancellor read
// their leaps from a box (kindBox: countPieces calls countMCBox), and
// without leap-box none does; the King and the Pawn are neither. So the
// counts compared in TestLeapBox and the golden corpus go through both.
func TestKindOfMC(t *testing.T) {
	prog := builtinProgram(t, "capablanca")
	kinds := func(off shortcut) map[string]string {
		tb := tablesWithout(prog, off)
		got := map[string]string{}
		for i, letter := range tb.letters {
			for c := range 2 {
				k := tb.kindOf[colourBit(c)|uint8(i)]
				name := ""
				if k&kindRides != 0 {
					name += "rides "
				}
				if k&kindBox != 0 {
					name += "box "
				}
				got[[]string{"w", "b"}[c]+letter] = name
			}
		}
		return got
	}
	want := map[string]string{"R": "rides ", "B": "rides ", "Q": "rides ", "N": "box ", "A": "box ", "C": "box ", "K": "", "P": ""}
	for _, tc := range []struct {
		off  shortcut
		want map[string]string
	}{
		{0, want},
		{scLeapBox, map[string]string{"R": "rides ", "B": "rides ", "Q": "rides ", "N": "", "A": "", "C": "", "K": "", "P": ""}},
	} {
		w := map[string]string{}
		for letter, k := range tc.want {
			w["w"+letter], w["b"+letter] = k, k
		}
		if d := cmp.Diff(w, kinds(tc.off)); d != "" {
			t.Errorf("shortcuts off %v: kinds (-want +got):\n%s", tc.off, d)
		}
	}
}
