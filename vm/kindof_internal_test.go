package vm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestKindOf: countPieces's kindOf says of each piece what its moves'
// fields say (swar, countMCLeaps, mcAt, countFreeBents with bentLeaps;
// where countMC counts it, rides alone or a leap box), for every type and
// colour of a few built-ins with each kind.
func TestKindOf(t *testing.T) {
	for _, name := range []string{"chess", "griffon", "hookchess", "capricorn", "shogi", "chushogi", "xiangqi", "capablanca"} {
		p, err := NewPosition(builtinProgram(t, name), "")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		tb := p.t
		for i := range tb.types {
			for c := range 2 {
				pc := &tb.types[i].col[c]
				want := uint8(0)
				if pc.swar {
					want |= kindSwar
				}
				if pc.count == countMCLeaps {
					want |= kindMCAll
				}
				if pc.mcAt != nil {
					want |= kindMCAt
				}
				if pc.count == countFreeBents && pc.bentLeaps {
					want |= kindBentLeaps
				}
				if want&(kindMCAll|kindMCAt) != 0 && len(pc.leapOffs) == 0 && len(pc.rideOffs) > 0 {
					want |= kindRides
				} else if want&(kindMCAll|kindMCAt) != 0 && pc.mcBox != nil {
					want |= kindBox
				}
				v := colourBit(c) | uint8(i)
				if got := tb.kindOf[v]; got != want || tb.pcOf[v] != pc {
					t.Errorf("%s: %s colour %d: kindOf %06b, want %06b (pcOf right: %v)", name, tb.types[i].letter, c, got, want, tb.pcOf[v] == pc)
				}
			}
		}
	}
}

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
