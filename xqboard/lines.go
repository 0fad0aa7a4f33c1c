package xqboard

import "math/bits"

// Rides and hops along files and ranks are looked up by the line's
// occupancy instead of sliding along rays: a file (a rank) is a set of at
// most maxLine squares, its occupancy a few bits kept up to date by the
// Board (lineOcc), and one table entry per (place on the line, occupancy)
// gives what rides and hops reach along both directions of the line.

// maxLine bounds the squares of a line looked up (tables of
// maxLine·2^maxLine entries); maxLines bounds the lines of an axis.
const (
	maxLine  = 12
	maxLines = 16
	// noLine is the lineOcc slot of squares on an axis without tables:
	// flipped, never read.
	noLine = 2 * maxLines
)

// lineReach is what rides and hops reach along a line, as bits of the
// line, both directions ORed: quiet, the empty squares before the first
// occupied one; first, the first occupied ones; hopQuiet, the empty
// squares after those (the screens) before the next occupied ones,
// hopFirst.
type lineReach struct{ quiet, first, hopQuiet, hopFirst uint16 }

// axis is the files (directions 0 and 1) or the ranks (2 and 3) with
// lookup tables.
type axis struct {
	n     int         // squares per line
	reach []lineReach // reach[pos<<n | occ]
	// spread[line][half][m]: the squares of the line's bits m<<(6·half).
	spread [maxLines][2][64]BB
	square [maxLines][16]uint8 // square[line][pos]: the square there (pos < maxLine)
}

// lineSlot is a square's line on one axis: the lineOcc slot and bit.
type lineSlot struct {
	slot uint8
	pos  uint8
}

// axisLine is a piece's rides and hops along both directions of an
// axis, all looked up: the lineReach fields it uses (0 or all ones).
type axisLine struct {
	a                                int
	quiet, first, hopQuiet, hopFirst uint16
}

// buildAxes builds the tables of the axes whose lines fit (files along
// direction 0, ranks along 2: addDir added them first).
func (t *Tables) buildAxes() {
	for s := 0; s < 128; s++ {
		t.lineOf[0][s] = lineSlot{slot: noLine}
		t.lineOf[1][s] = lineSlot{slot: noLine}
	}
	shapes := [2]struct{ n, lines int }{{t.ranks, t.files}, {t.files, t.ranks}}
	for a, sh := range shapes {
		if sh.n > maxLine || sh.lines > maxLines {
			continue
		}
		ax := &axis{n: sh.n, reach: make([]lineReach, sh.n<<sh.n)}
		for s := 0; s < t.size; s++ {
			line, pos := s%t.files, s/t.files
			if a == 1 {
				line, pos = pos, line
			}
			t.lineOf[a][s] = lineSlot{slot: uint8(a*maxLines + line), pos: uint8(pos)}
			ax.spread[line][pos/6][1<<uint(pos%6)] = bit(s)
			ax.square[line][pos] = uint8(s)
		}
		for pos := 0; pos < sh.n; pos++ {
			fillReach(ax.reach[pos<<sh.n:(pos+1)<<sh.n], pos, sh.n)
		}
		t.axes[a] = ax
	}
	t.fillSpread()
}

// fillSpread fills each spread table's entries of several bits from
// those of one.
func (t *Tables) fillSpread() {
	for _, ax := range t.axes {
		if ax == nil {
			continue
		}
		for l := range ax.spread {
			for h := range ax.spread[l] {
				sp := &ax.spread[l][h]
				for m := 1; m < 64; m++ {
					if m&(m-1) != 0 {
						sp[m] = sp[m&(m-1)].or(sp[m&-m])
					}
				}
			}
		}
	}
}

// fillReach fills the entries of place pos on a line of n squares, one
// per occupancy. Each direction's part depends only on the squares on
// its side, so it is walked once per occupancy of that side and the two
// are ORed: 2^pos + 2^(n-pos-1) walks instead of 2^n (xiangqi's tables
// took 0.5 ms of its start-up, issue 31).
func fillReach(reach []lineReach, pos, n int) {
	below := make([]lineReach, 1<<pos)
	for occ := range below {
		below[occ] = walkLine(pos, occ, n, -1)
	}
	above := make([]lineReach, 1<<(n-pos-1))
	for occ := range above {
		above[occ] = walkLine(pos, occ<<(pos+1), n, 1)
	}
	for occ := range reach {
		a, b := above[occ>>(pos+1)], below[occ&(1<<pos-1)]
		reach[occ] = lineReach{a.quiet | b.quiet, a.first | b.first, a.hopQuiet | b.hopQuiet, a.hopFirst | b.hopFirst}
	}
}

// walkLine walks from pos by step (+1 or -1) on a line of n squares with
// occupancy occ, up to the second occupied square.
func walkLine(pos, occ, n, step int) lineReach {
	var r lineReach
	screens := 0
	for q := pos + step; q >= 0 && q < n && screens < 2; q += step {
		b := uint16(1) << uint(q)
		occupied := occ&int(b) != 0
		switch {
		case screens == 0 && !occupied:
			r.quiet |= b
		case screens == 0:
			r.first |= b
		case !occupied:
			r.hopQuiet |= b
		default:
			r.hopFirst |= b
		}
		if occupied {
			screens++
		}
	}
	return r
}

// spreadLine turns the bits m of line slot into squares.
func (ax *axis) spreadLine(line int, m uint16) BB {
	return ax.spread[line][0][m&63].or(ax.spread[line][1][m>>6])
}

// splitAxes moves p's rides and hops along an axis with tables, the same
// both ways, from p.lines to p.axisLines, or to p.barredAxes if p may
// not hop over some types.
func (t *Tables) splitAxes(p *pieceTables) {
	for a, d := range [2]int{0, 2} {
		if t.axes[a] == nil {
			continue
		}
		i, j := p.lineIndex(d), p.lineIndex(t.opp[d])
		if i < 0 || j < 0 {
			continue
		}
		l, o := p.lines[i], p.lines[j]
		if l.rideM != o.rideM || l.rideC != o.rideC || l.hopM != o.hopM || l.hopC != o.hopC {
			continue
		}
		all := func(on bool) uint16 {
			if on {
				return ^uint16(0)
			}
			return 0
		}
		al := axisLine{a: a, quiet: all(l.rideM), first: all(l.rideC), hopQuiet: all(l.hopM), hopFirst: all(l.hopC)}
		if p.noHop != 0 {
			p.barredAxes = append(p.barredAxes, al)
		} else {
			p.axisLines = append(p.axisLines, al)
		}
		p.lines = removeLines(p.lines, d, t.opp[d])
	}
}

func (p *pieceTables) lineIndex(d int) int {
	for i := range p.lines {
		if p.lines[i].d == d {
			return i
		}
	}
	return -1
}

func removeLines(ls []line, d, e int) []line {
	out := ls[:0]
	for _, l := range ls {
		if l.d != d && l.d != e {
			out = append(out, l)
		}
	}
	return out
}

// flipLines toggles square s in the line occupancies.
func (b *Board) flipLines(s int) {
	l0, l1 := b.t.lineOf[0][s&127], b.t.lineOf[1][s&127]
	b.lineOcc[l0.slot&63] ^= 1 << l0.pos
	b.lineOcc[l1.slot&63] ^= 1 << l1.pos
}

// flipMove updates lineOcc for move m, which captured capt, made or
// taken back.
func (b *Board) flipMove(m move, capt uint8) {
	b.flipLines(int(m.from))
	if capt == 0 {
		b.flipLines(int(m.to))
	}
}

// axisTargets returns what the piece on s reaches along axis line al
// (own pieces not yet taken out).
func (b *Board) axisTargets(al *axisLine, s int) BB {
	ax := b.t.axes[al.a&1]
	ls := b.t.lineOf[al.a&1][s&127]
	line := int(ls.slot) - al.a*maxLines
	r := ax.reach[int(ls.pos)<<uint(ax.n)|int(b.lineOcc[ls.slot&63])]
	m := r.quiet&al.quiet | r.first&al.first | r.hopQuiet&al.hopQuiet | r.hopFirst&al.hopFirst
	return ax.spreadLine(line, m)
}

// barredAxisTargets is axisTargets for the piece with tables p, which may
// not hop over some types (noHop): the hops past a first occupied square
// (a screen) of such a type are dropped, on that side of s only.
func (b *Board) barredAxisTargets(p *pieceTables, al *axisLine, s int) BB {
	ax := b.t.axes[al.a&1]
	ls := b.t.lineOf[al.a&1][s&127]
	line := int(ls.slot) - al.a*maxLines
	r := ax.reach[int(ls.pos)<<uint(ax.n)|int(b.lineOcc[ls.slot&63])]
	hop := r.hopQuiet&al.hopQuiet | r.hopFirst&al.hopFirst
	for f := r.first; f != 0; f &= f - 1 {
		q := bits.TrailingZeros16(f) & 15
		if p.noHop>>(b.sq[ax.square[line&(maxLines-1)][q]&127]&0x7f-1)&1 == 0 {
			continue
		}
		if q > int(ls.pos) {
			hop &= 2<<uint(q) - 1 // keep what is before the screen
		} else {
			hop &^= 1<<uint(q) - 1
		}
	}
	return ax.spreadLine(line, r.quiet&al.quiet|r.first&al.first|hop)
}
