package vm

import "testing"

// TestKindOf: countPieces's kindOf says of each piece what its moves'
// fields say (swar, countMCLeaps, mcAt, countFreeBents with bentLeaps),
// for every type and colour of a
// few built-ins with each kind.
func TestKindOf(t *testing.T) {
	for _, name := range []string{"chess", "griffon", "hookchess", "capricorn", "shogi", "chushogi", "xiangqi"} {
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
				v := colourBit(c) | uint8(i)
				if got := tb.kindOf[v]; got != want || tb.pcOf[v] != pc {
					t.Errorf("%s: %s colour %d: kindOf %04b, want %04b (pcOf right: %v)", name, tb.types[i].letter, c, got, want, tb.pcOf[v] == pc)
				}
			}
		}
	}
}
