package xqboard

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
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

// TestBarredAxisLookups checks the line lookups of Janggi's cannon, which
// may not hop over a cannon (barredAxisTargets), against sliding along
// the rays (lineTargets): each axis, square and occupancy of its line,
// the pieces on it all cannons, none, or every other one.
func TestBarredAxisLookups(t *testing.T) {
	prog := vmtest.Program(t, "janggi")
	tb, err := For(prog)
	if err != nil {
		t.Fatal(err)
	}
	cannon, horse := typeOf(t, prog.Pieces, "C"), typeOf(t, prog.Pieces, "N")
	p := &tb.pt[0][cannon]
	if len(p.barredAxes) != 2 || len(p.axisLines) != 0 || len(p.lines) != 0 {
		t.Fatalf("cannon: %d barred axes, %d axis lines, %d lines; want 2, 0, 0", len(p.barredAxes), len(p.axisLines), len(p.lines))
	}
	for _, al := range p.barredAxes {
		d := [2]int{0, 2}[al.a]
		for s := 0; s < tb.size; s++ {
			sqs := lineSquares(tb, al.a, s)
			for occ := 0; occ < 1<<len(sqs); occ++ {
				for kind := 0; kind < 4; kind++ {
					b := &Board{t: tb}
					for i, q := range sqs {
						if occ&(1<<i) != 0 && q != s {
							b.put(q, i&1, [2]int{cannon, horse}[(kind>>(i&1))&1])
						}
					}
					hop := line{hopM: true, hopC: true}
					want := BB{}
					for _, dd := range []int{d, tb.opp[d]} {
						hop.d = dd
						want = want.or(b.lineTargets(p, hop, s, b.occ))
					}
					if got := b.barredAxisTargets(p, &al, s); got != want {
						t.Fatalf("axis %d square %d occupancy %b kind %d: %v, want %v", al.a, s, occ, kind, got, want)
					}
				}
			}
		}
	}
}

func typeOf(t *testing.T, pieces []legdefs.PieceType, letter string) int {
	t.Helper()
	for i := range pieces {
		if pieces[i].Letter == letter {
			return i
		}
	}
	t.Fatalf("no piece %s", letter)
	return -1
}
