package xqboard

import (
	"fmt"
	"math/bits"

	"github.com/betzac/betzac/legdefs"
)

// Region lines and barred screens and captures (Janggi's chariot and
// cannon on the palace diagonals, and its cannon that neither hops over
// nor takes a cannon), as package vm has them (vm/confine.go,
// vm/cannot.go):
//
//   - a ride or hop of PieceType.RegionMoves is made only from a square
//     of From and kept only where it ends on a square of To (the squares
//     it passes may be anywhere). Its capture of the royal is looked up as
//     a plain line's is, by direction, with From holding the attacker and
//     To the royal (Tables.zoneFrom, zoneTo; isOf). So that one direction
//     of a type has one pair, Fits refuses a region line in a direction
//     where the type has a plain line or another region line. The
//     royal is looked at only along the directions where such a capture
//     could end on its square (Tables.lookDirs, built from isOf's
//     conditions): Janggi's diagonals only from the palace lines.
//   - CannotHopOver: a hop over a piece of such a type is no move: the
//     piece's lines looked up by line tables (lines.go) are its
//     barredAxes, whose hops past such a screen barredAxisTargets drops
//     (its other lines slide along rays and ask the screen), and an
//     attack through a screen asks the screen's type (cantHop). A
//     capture can then change a screen's type without changing the
//     occupancy, so the guard tests captures on the first square of a
//     line a barred hopper looks along (guard.go).
//   - CannotCapture: those targets are dropped from the piece's moves;
//     Fits refuses a piece that cannot capture the royal type (its
//     attacks would need the same).

// regionLine is a ride or hop of a region move: made from the squares of
// from, ending only on those of to.
type regionLine struct {
	line
	from, to BB
}

// addRegionLine adds the ride or hop (class k) m of a region move in
// direction d to p.
func (p *pieceTables) addRegionLine(k class, d int, mv, cp bool, from, to BB) {
	ln := line{d: d, rideM: k == ride && mv, rideC: k == ride && cp, hopM: k == hop && mv, hopC: k == hop && cp}
	p.regionLines = append(p.regionLines, regionLine{ln, from, to})
	p.regionFrom = p.regionFrom.or(from)
}

// buildZones checks the region lines of every piece (one pair of regions
// per direction of a type) and builds zoneFrom, zoneTo, cantHop and the
// barred types; types are the Program's pieces.
func (t *Tables) buildZones(types []legdefs.PieceType) error {
	for c := 0; c < 2; c++ {
		for i := range t.pt[c] {
			p := &t.pt[c][i]
			for e := range p.zoneFrom {
				p.zoneFrom[e], p.zoneTo[e] = t.full, t.full
			}
			var seen uint32 // the directions with a region line
			for _, rl := range p.regionLines {
				if p.plainDir(rl.d) || seen&(1<<uint(rl.d)) != 0 {
					return fmt.Errorf("piece %s: PieceType.RegionMoves: a ride or hop in direction (%d,%d) beside another line that way",
						types[i].Letter, t.dirs[rl.d].dx, t.dirs[rl.d].dy)
				}
				seen |= 1 << uint(rl.d)
				e := t.opp[rl.d]
				p.zoneFrom[e], p.zoneTo[e] = rl.from, rl.to
				if rl.rideC {
					t.rideLook[c][e] |= 1 << uint(i)
				}
				if rl.hopC {
					t.hopLook[c][e] |= 1 << uint(i)
				}
				if rl.rideC || rl.hopC {
					t.lineTypes[c] |= 1 << uint(i)
				}
			}
		}
	}
	for i := range types {
		noHop := t.pt[0][i].noHop
		if t.pt[0][i].noCapt&(1<<uint(t.royal)) != 0 {
			return fmt.Errorf("piece %s: cannot capture the royal type", types[i].Letter)
		}
		for c := 0; c < 2; c++ {
			for ty := 0; ty < len(types); ty++ {
				if noHop&(1<<uint(ty)) != 0 {
					t.cantHop[code(c, ty)] |= 1 << uint(i)
				}
			}
		}
		t.barredHops = t.barredHops || noHop != 0
	}
	return nil
}

// buildLookDirs builds lookDirs from isOf's conditions, so that a
// direction is looked along only where a capture that way could end:
// bit e of lookDirs[c][k] is set if some type of colour c capturing by a
// ride or hop in the direction opposite e (rideLook, hopLook) may end on
// k (its confinement and zoneTo[e] hold k) and start on the ray from k
// along e (zoneFrom[e] meets it). Janggi's palace diagonals are then
// looked along only from the palace lines, each only inward.
func (t *Tables) buildLookDirs() {
	for c := 0; c < 2; c++ {
		for e := range t.dirs {
			for m := t.rideLook[c][e] | t.hopLook[c][e]; m != 0; m &= m - 1 {
				p := &t.pt[c][bits.TrailingZeros32(m)]
				for k := 0; k < t.size; k++ {
					if p.confine.has(k) && p.zoneTo[e].has(k) && !t.rays[e][k].and(p.zoneFrom[e]).empty() {
						t.lookDirs[c][k] |= 1 << uint(e)
					}
				}
			}
		}
		for k := 0; k < t.size; k++ {
			for ds := t.lookDirs[c][k] | t.flyDirs; ds != 0; ds &= ds - 1 {
				t.lookRays[c][k] = t.lookRays[c][k].or(t.rays[bits.TrailingZeros16(ds)][k])
			}
		}
	}
}

func typeBits(types []int) uint32 {
	var m uint32
	for _, ty := range types {
		m |= 1 << uint(ty)
	}
	return m
}

// hopsOver reports whether the piece on s may hop over the one on x.
func (b *Board) hopsOver(s, x int) bool {
	return b.t.cantHop[b.sq[x]]>>(b.sq[s]&0x7f-1)&1 == 0
}

// plainDir reports whether p has a plain ride or hop in direction d.
func (p *pieceTables) plainDir(d int) bool {
	for _, l := range [][]int{p.rideM, p.rideC, p.hopM, p.hopC} {
		for _, x := range l {
			if x == d {
				return true
			}
		}
	}
	return false
}

// specialTargets adds to tg, the targets of the piece with tables p of
// colour c on s, those of its region lines and lame leaps of three steps,
// and drops its barred captures.
func (b *Board) specialTargets(p *pieceTables, c, s int, tg BB) BB {
	for _, l := range p.lame3[s&127] {
		if b.lameOpen(l) {
			tg = tg.or(bit(int(l.to)))
		}
	}
	for i := range p.barredAxes {
		tg = tg.or(b.barredAxisTargets(p, &p.barredAxes[i], s))
	}
	if p.regionFrom.has(s) {
		them := b.byCol[(c^1)&1]
		for i := range p.regionLines {
			rl := &p.regionLines[i]
			if rl.from.has(s) {
				tg = tg.or(b.lineTargets(p, rl.line, s, them).and(rl.to))
			}
		}
	}
	return tg.andNot(b.barred(p, c))
}

// barred returns the enemy pieces (colour c^1) p may not capture.
func (b *Board) barred(p *pieceTables, c int) BB {
	var x BB
	for m := p.noCapt; m != 0; m &= m - 1 {
		x = x.or(b.byType[(c^1)&1][bits.TrailingZeros32(m)&(maxTypes-1)])
	}
	return x
}
