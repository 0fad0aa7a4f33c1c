package vm

import (
	"encoding/binary"
	"math/bits"
)

// Bent riders seen from where they stand. Looking backward from a target
// (revAttacked's walk, attackrev.go) visits every empty square of the
// second leg's lines and, from each, walks the first leg's line: a hook
// mover's test reads most of the board. There are few bent riders on the
// board, so setupLegality lists the enemy's (findBents) and the attack
// test and the pins look up, for the displacement from each to the
// target, the paths that reach it (two for a hook mover, one corner each)
// and read only their squares.
//
// The list holds for the node being generated: setupLegality makes it,
// appendLegal drops it when generation ends (and epCapturable, which sets
// up legality without generating). Meanwhile the only board changes are
// the moves the legality test tries, which never move an enemy piece:
// a capture replaces one (each listed square is read again), and a move
// that unloads a piece (u) might put an enemy rider on a square the list
// lacks, so tables with unload legs never use it (tables.bentList).
// Where the plan's bent-keep holds, findBents copies the squares Make
// keeps (bentkeep.go) instead of scanning.

// maxBentList is the most bent riders listed; with more the node walks.
const maxBentList = 16

// bentList is the enemy's bent riders of the node being generated.
type bentList struct {
	ok  bool // valid for colour col
	col int
	n   int
	sq  [maxBentList]int16
	// checks: setupLegality's attack test leaves the listed riders to
	// bentListPins, which finds their checks on the same walk (scBentCheck)
	checks bool
}

// bentPath is one way a bent rider reaches a displacement: k0 steps of
// off0 (the last on the turn square), then k1 of off1 (the last on the
// target), by pattern rev.bents[r]; cond: r has zone conditions or
// captures royal pieces only.
type bentPath struct {
	off0, off1 int32
	k0, k1     int32
	r          int32
	cond       bool
}

// bentType indexes the paths of one bent-rider type (one colour) by
// displacement (bentDisp): paths[spans[d].lo:spans[d].hi] reach d.
type bentType struct {
	spans []bentSpan
	paths []bentPath
}

// bentSpan is where the paths of one displacement lie in
// bentType.paths: one load for both ends, read for each listed rider at
// each node (bentListPins, bentListAttacks).
type bentSpan struct{ lo, hi int32 }

// bentDisp is the index of the displacement (dx, dy) between two squares
// of the board: from a to s, bentKey[s] - bentKey[a] + bentDisp(0, 0).
func (t *tables) bentDisp(dx, dy int) int {
	return (dx+t.files-1)*(2*t.ranks-1) + dy + t.ranks - 1
}

// buildBentTypes indexes the paths of rt's bent riders (after group).
func (t *tables) buildBentTypes(rt *revTable, c int) {
	if len(rt.bents) == 0 {
		return
	}
	n := (2*t.files - 1) * (2*t.ranks - 1)
	if t.bentKey == nil {
		t.bentKey = make([]int32, t.size)
		for _, s := range t.squares {
			t.bentKey[s] = int32(t.bentDisp(int(t.sqFile[s]), int(t.sqRank[s])) - t.bentDisp(0, 0))
		}
		t.bentKey0 = int32(t.bentDisp(0, 0))
	}
	rt.bentOf = [maxTypes]*bentType{}
	for _, r := range rt.bents {
		if rt.bentOf[r.typ] != nil {
			continue
		}
		lists := make([][]bentPath, n)
		for ri := range rt.bents {
			r2 := &rt.bents[ri]
			if r2.typ != r.typ {
				continue
			}
			for k0 := int32(1); k0 <= min(r2.max0, int32(max(t.files, t.ranks))); k0++ {
				for k1 := int32(1); k1 <= min(r2.max1, int32(max(t.files, t.ranks))); k1++ {
					dx, dy := k0*r2.dx0+k1*r2.dx1, k0*r2.dy0+k1*r2.dy1
					if abs32(dx) >= int32(t.files) || abs32(dy) >= int32(t.ranks) {
						continue
					}
					d := t.bentDisp(int(dx), int(dy))
					z := &r2.zoneMasks
					cond := r2.royalOnly || z.confine != nil || z.from != nil || z.to != nil || z.noCapt != 0
					lists[d] = append(lists[d], bentPath{off0: r2.off0, off1: r2.off1, k0: k0, k1: k1, r: int32(ri), cond: cond})
				}
			}
		}
		bt := &bentType{spans: make([]bentSpan, n)}
		for d, l := range lists {
			lo := int32(len(bt.paths))
			bt.paths = append(bt.paths, l...)
			bt.spans[d] = bentSpan{lo, int32(len(bt.paths))}
		}
		rt.bentOf[r.typ] = bt
		rt.bentMask |= 1 << r.typ
		rt.bentPats = append(rt.bentPats, uint64(colourBit(c)|r.typ)*0x0101010101010101)
	}
}

// anyUnload reports whether some move of some type has an unload (u) leg.
func (t *tables) anyUnload() bool {
	has := func(pc *ptcol) bool {
		for _, ms := range [][]gmove{pc.general, pc.borrow} {
			for i := range ms {
				for k := range ms[i].legs {
					if ms[i].legs[k].unload {
						return true
					}
				}
			}
		}
		return false
	}
	for i := range t.types {
		ty := &t.types[i]
		for c := range ty.col {
			if has(&ty.col[c]) {
				return true
			}
			if ty.zones != nil {
				for k := range ty.zones.sets {
					if has(&ty.zones.sets[k].col[c]) {
						return true
					}
				}
			}
		}
	}
	return false
}

// findBents lists the bent riders of colour them (see above).
func (p *Position) findBents(them int) {
	bl := &p.bents
	bl.ok = false
	t := p.t
	rt := t.rev[them]
	if !t.bentList || rt == nil || len(rt.bentPats) == 0 {
		return
	}
	if t.bentTrack && p.bk.state == keptOK { // kept by Make (bentkeep.go)
		bl.n = int(p.bk.n[them])
		bl.sq = p.bk.sq[them]
		bl.ok, bl.col = true, them
		return
	}
	if len(rt.bentPats) > 2 {
		return // the scan below matches two patterns
	}
	b := p.board
	n := 0
	pat0, pat1 := rt.bentPats[0], rt.bentPats[len(rt.bentPats)-1]
	two := pat1 != pat0
	// eight bytes at a time from the first square to the last: a guard
	// byte (0xC0) or an empty square never equals a piece
	last := int(t.squares[len(t.squares)-1])
	for s := int(t.squares[0]); s <= last; s += 8 {
		w := binary.LittleEndian.Uint64(b[s:])
		m := equalBytes(w, pat0)
		if two {
			m |= equalBytes(w, pat1)
		}
		m &= 0x0101010101010101
		for m != 0 {
			if n == maxBentList {
				return // too many: revAttacked and bentPins walk
			}
			bl.sq[n] = int16(s + bits.TrailingZeros64(m)>>3)
			n++
			m &= m - 1
		}
	}
	bl.ok, bl.col, bl.n = true, them, n
}

// equalBytes returns the bytes of w equal to those of pat: in bit 8i,
// whether byte i is.
func equalBytes(w, pat uint64) uint64 {
	const low7 = 0x7f7f7f7f7f7f7f7f
	x := w ^ pat
	return ^((x&low7 + low7) | x | low7) >> 7
}

// pathClear reports whether the squares of path pa from a are empty (the
// turn square and those passed; not a, nor the target).
func (p *Position) pathClear(a int, pa *bentPath) bool {
	b := p.board
	s, off := a, int(pa.off0)
	for k := pa.k0; k > 0; k-- {
		if s += off; b[s] != 0 {
			return false
		}
	}
	off = int(pa.off1)
	for k := pa.k1; k > 1; k-- {
		if s += off; b[s] != 0 {
			return false
		}
	}
	return true
}

// pathBlockers returns the occupied squares of path pa from a (as
// pathClear reads it): n is 0, 1 (first is it) or 2 for several or a path
// that leaves the board.
func (p *Position) pathBlockers(a int, pa *bentPath) (first, n int) {
	b := p.board
	first = -1
	s, off, k := a, int(pa.off0), pa.k0+pa.k1-1
	for ; k > 0; k-- {
		if k == pa.k1-1 {
			off = int(pa.off1)
		}
		if s += off; b[s] == 0 {
			continue
		}
		if first >= 0 || b[s] == guard {
			return -1, 2
		}
		first = s
	}
	if first < 0 {
		return -1, 0
	}
	return first, 1
}

// bentListAttacks is revAttacked's test of the bent riders for a listed
// colour by (tb its colour bit). The loop over the list reads one span a
// rider (most reach no target) and leaves the paths to bentSpanAttacks,
// so that its registers hold across riders.
func (p *Position) bentListAttacks(sq int, rt *revTable, tb uint8) bool {
	b := p.board
	bl := &p.bents
	key := p.t.bentKey
	kt := key[sq] + p.t.bentKey0
	for _, a := range bl.sq[:bl.n] {
		v := b[a]
		if v&colMask != tb || rt.bentMask>>(v&typeMask)&1 == 0 {
			continue // taken by the move being tested
		}
		bt := rt.bentOf[v&typeMask]
		if sp := bt.spans[kt-key[a]]; sp.lo < sp.hi && p.bentSpanAttacks(int(a), sq, rt, bt.paths[sp.lo:sp.hi]) {
			return true
		}
	}
	return false
}

// bentsOnlyAttacked is attackedExotic's answer for colour by where
// t.bentsOnly holds and the list is made for by: revScan is 0, so it is
// revAttacked's, whose leaps and lines have no patterns (every reverse
// pattern is a bent rider), so its bent part alone, reached as there.
func (p *Position) bentsOnlyAttacked(sq, by int) bool {
	if _, lines := p.reachParts(sq, by); !lines { // revreach.go
		return false
	}
	return !p.bents.checks && p.bentListAttacks(sq, p.t.rev[by], colourBit(by))
}

// bentsOnlyPins is revPins for colour them where t.bentsOnly holds, the
// list is made for them and no flying general: its rides, hops and lame
// leaps have no patterns (bentsOnly), so its bent pins alone, reached as
// there.
func (p *Position) bentsOnlyPins(ksq, them int) {
	if _, lines := p.reachParts(ksq, them); lines { // revreach.go
		p.bentListPins(ksq, p.t.rev[them], colourBit(them^1))
	}
}

// bentSpanAttacks reports whether one of paths, the paths of the rider
// on a to sq, attacks sq.
func (p *Position) bentSpanAttacks(a, sq int, rt *revTable, paths []bentPath) bool {
	for j := range paths {
		pa := &paths[j]
		if pa.cond && !p.bentPathChecks(rt, pa, a, sq) {
			continue
		}
		if p.pathClear(a, pa) {
			return true
		}
	}
	return false
}

// bentListPins is bentPins from the list: a friend alone on a path from a
// listed rider to the royal is pinned (zone conditions ignored: the marks
// may be too many). With bl.checks a path with no piece on it checks
// (bentListAttacks's test, on the same walk). As in bentListAttacks, the
// loop reads a span a rider, bentSpanPins the paths.
func (p *Position) bentListPins(ksq int, rt *revTable, ub uint8) {
	b := p.board
	bl := &p.bents
	key := p.t.bentKey
	kt := key[ksq] + p.t.bentKey0
	for _, a := range bl.sq[:bl.n] {
		bt := rt.bentOf[b[a]&typeMask]
		if sp := bt.spans[kt-key[a]]; sp.lo < sp.hi {
			p.bentSpanPins(int(a), ksq, rt, bt.paths[sp.lo:sp.hi], ub)
		}
	}
}

// bentSpanPins is bentListPins for paths, the paths of the rider on a to
// the royal on ksq.
func (p *Position) bentSpanPins(a, ksq int, rt *revTable, paths []bentPath, ub uint8) {
	b := p.board
	for j := range paths {
		pa := &paths[j]
		s, n := p.pathBlockers(a, pa)
		if n == 1 && b[s]&colMask == ub {
			p.markPin(s)
		}
		if n == 0 && p.bents.checks && !p.inCheck {
			p.inCheck = !pa.cond || p.bentPathChecks(rt, pa, a, ksq)
		}
	}
}

// bentPathChecks reports whether the clear path pa of the rider on a
// checks the royal on ksq under its pattern's conditions (pa.cond).
func (p *Position) bentPathChecks(rt *revTable, pa *bentPath, a, ksq int) bool {
	b := p.board
	r := &rt.bents[pa.r]
	return !(r.royalOnly && !p.t.types[b[ksq]&typeMask].royal) && r.ok(a, ksq, b[ksq])
}
