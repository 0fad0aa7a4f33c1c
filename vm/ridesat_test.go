package vm

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestRidesAtByHand: the rides countMC walks from a square and the leaps
// countRoyal tests (rides-at), worked out by hand for chess. From a1 the
// rook goes up and right, from a5 also down, from e4 all four ways; the
// bishop from a1 only up right, from a5 up right and down right, from e4
// all four; the queen from a1 three (its rook's two, its bishop's one),
// from a5 five, from e4 eight; the king leaps where the queen rides.
// Without the shortcut every square keeps all of them.
func TestRidesAtByHand(t *testing.T) {
	prog := builtinProgram(t, "chess")
	want := map[string]map[string]int{
		"R": {"a1": 2, "a5": 3, "e4": 4, "h8": 2},
		"B": {"a1": 1, "a5": 2, "e4": 4, "h8": 1},
		"Q": {"a1": 3, "a5": 5, "e4": 8, "h8": 3},
		"K": {"a1": 3, "a5": 5, "e4": 8, "h8": 3},
	}
	all := map[string]int{"R": 4, "B": 4, "Q": 8, "K": 8}
	for _, off := range []shortcut{0, scRidesAt} {
		tb := tablesWithout(prog, off)
		for c := range 2 {
			got := map[string]map[string]int{}
			w := map[string]map[string]int{}
			for letter, squares := range want {
				i := slices.Index(tb.letters, letter)
				pc := &tb.types[i].col[c]
				got[letter], w[letter] = map[string]int{}, map[string]int{}
				for name, n := range squares {
					sq := tb.sq(int(name[0]-'a'), int(name[1]-'1'))
					got[letter][name] = len(*pc.ridesAt[sq])
					if letter == "K" {
						got[letter][name] = len(*pc.leapsAt[sq])
					}
					w[letter][name] = n
					if off != 0 {
						w[letter][name] = all[letter]
					}
				}
			}
			if d := cmp.Diff(w, got); d != "" {
				t.Errorf("colour %d, shortcuts off %v: rides kept (-want +got):\n%s", c, off, d)
			}
		}
	}
}

// TestRidesAtBySet: on every built-in, a type's rides countMC walks and a
// royal's leaps countRoyal tests are its offsets' square by square,
// taken in ascending order (every one on every square past 64); the
// same offsets in another order share that answer.
func TestRidesAtBySet(t *testing.T) {
	for name, tb := range builtinTables(t) {
		for i := range tb.types {
			for c := range tb.types[i].col {
				pc := &tb.types[i].col[c]
				if !pc.mc {
					continue
				}
				got := map[string]offsAt{"rides": pc.ridesAt}
				offs := map[string][]int32{"rides": pc.rideOffs}
				if pc.count == countRoyalLeaps {
					got["leaps"], offs["leaps"] = pc.leapsAt, pc.leapOffs
				}
				for what, o := range offs {
					sorted := slices.Sorted(slices.Values(o))
					want := onBoardPerSquare(tb, sorted)
					if len(sorted) > 64 {
						want = onBoardPerSquare(tb, nil)
						for _, s := range tb.squares {
							want[s] = sorted
						}
					}
					if diff := cmp.Diff(want, got[what].lists(), cmpopts.EquateEmpty()); diff != "" {
						t.Errorf("%s: %s %d %s (-by square +now):\n%s", name, tb.types[i].letter, c, what, diff)
					}
					backwards := slices.Clone(o)
					slices.Reverse(backwards)
					again := tb.onBoardAt(backwards)
					if len(again) == 0 || &again[0] != &got[what][0] {
						t.Errorf("%s: %s %d %s: another answer for the offsets backwards", name, tb.types[i].letter, c, what)
					}
				}
			}
		}
	}
}
