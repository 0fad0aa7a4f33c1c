package xqboard

import (
	"testing"

	"github.com/betzac/betzac/vm/vmtest"
)

// TestAxisLookups checks every line lookup (each axis, square and
// occupancy of its line, each of the four kinds) against sliding along
// the rays.
func TestAxisLookups(t *testing.T) {
	for _, v := range []string{"xiangqi", "minixiangqi"} {
		tb, err := For(vmtest.Program(t, v))
		if err != nil {
			t.Fatal(err)
		}
		for a, d := range [2]int{0, 2} {
			ax := tb.axes[a]
			if ax == nil {
				t.Fatalf("%s: axis %d has no tables", v, a)
			}
			for s := 0; s < tb.size; s++ {
				line := lineSquares(tb, a, s)
				for occ := 0; occ < 1<<len(line); occ++ {
					b := &Board{t: tb}
					for i, q := range line {
						if occ&(1<<i) != 0 {
							b.put(q, 0, 0)
						}
					}
					want := slideReach(b, s, d, tb.opp[d])
					for k, al := range []axisLine{{quiet: 0xffff}, {first: 0xffff}, {hopQuiet: 0xffff}, {hopFirst: 0xffff}} {
						al.a = a
						if got := b.axisTargets(&al, s); got != want[k] {
							t.Fatalf("%s axis %d square %d occupancy %b kind %d: %v, want %v", v, a, s, occ, k, got, want[k])
						}
					}
				}
			}
		}
	}
}

// lineSquares lists the squares of s's line on axis a, in line order.
func lineSquares(tb *Tables, a, s int) []int {
	var out []int
	for q := 0; q < tb.size; q++ {
		if a == 0 && q%tb.files == s%tb.files || a == 1 && q/tb.files == s/tb.files {
			out = append(out, q)
		}
	}
	return out
}

// slideReach is what rides and hops from s reach along d and e, by
// sliding: quiet, first, hop quiet, hop first.
func slideReach(b *Board, s int, ds ...int) [4]BB {
	var r [4]BB
	for _, d := range ds {
		ray, x := b.slide(s, d)
		r[0] = r[0].or(ray.andNot(b.occ))
		if x < 0 {
			continue
		}
		r[1] = r[1].or(bit(x))
		ray, y := b.slide(x, d)
		r[2] = r[2].or(ray.andNot(b.occ))
		if y >= 0 {
			r[3] = r[3].or(bit(y))
		}
	}
	return r
}
