package xqboard

import (
	"math/bits"
	"sync/atomic"

	"github.com/betzac/betzac/vm"
)

// attacked reports whether a piece of colour by could capture on k.
func (b *Board) attacked(k, by int) bool {
	if b.leapAttack(k, by) {
		return true
	}
	near := b.lineAttackers(by)
	if near.and(b.t.lookRays[by&1][k&127]).empty() {
		return false
	}
	for ds := b.t.lookDirs[by&1][k&127]; ds != 0; ds &= ds - 1 {
		e := bits.TrailingZeros16(ds) & 15
		if !b.t.rays[e][k&127].and(near).empty() && b.lineAttack(k, e, by) {
			return true
		}
	}
	return false
}

// lineAttackers is the set of colour by's pieces that capture by a ride
// or hop in some direction.
func (b *Board) lineAttackers(by int) BB {
	var a BB
	for m := b.t.lineTypes[by&1]; m != 0; m &= m - 1 {
		a = a.or(b.byType[by&1][bits.TrailingZeros32(m)&(maxTypes-1)])
	}
	return a
}

// leapAttack reports whether a leap or lame leap of colour by could
// capture on k.
func (b *Board) leapAttack(k, by int) bool {
	t := b.t
	by &= 1
	near := t.leapNear[by][k&127].or(t.lameNear[by][k&127])
	if near.and(b.byCol[by]).empty() {
		return false
	}
	for m := t.leapAt[by][k&127]; m != 0; m &= m - 1 {
		ty := bits.TrailingZeros32(m) & (maxTypes - 1)
		if !t.pt[by][ty].revLeapC[k&127].and(b.byType[by][ty]).empty() {
			return true
		}
	}
	for m := t.lameAt[by][k&127]; m != 0; m &= m - 1 {
		ty := bits.TrailingZeros32(m) & (maxTypes - 1)
		p := &t.pt[by][ty]
		if p.revLameFrom[k].and(b.byType[by][ty]).empty() {
			continue
		}
		for _, l := range p.revLame[k] {
			if b.sq[l.from] == code(by, ty) && b.lameOpen(l) {
				return true
			}
		}
	}
	return false
}

// lineAttack reports whether a ride or hop of colour by along direction
// e, looking from k, could capture on k.
func (b *Board) lineAttack(k, e, by int) bool {
	t := b.t
	rl, hl := t.rideLook[by&1][e&15], t.hopLook[by&1][e&15]
	if rl|hl == 0 {
		return false
	}
	x := b.next(k, e)
	if x < 0 {
		return false
	}
	if rl != 0 && b.isOf(x, by, rl, k, e) {
		return true
	}
	if hl != 0 {
		if y := b.next(x, e); y >= 0 && b.isOf(y, by, hl, k, e) && b.hopsOver(y, x) {
			return true
		}
	}
	return false
}

// exposed reports, after colour c's move from from to to of a piece not
// royal, made when c was not in check, whether c's royal can now be
// taken: only what looks at it through from or to can have changed
// (leaps do not depend on occupancy; a capture leaves to occupied).
func (b *Board) exposed(c, from, to int) bool {
	t := b.t
	k := b.king[c]
	ds := (t.dirsTo[k][from] | t.dirsTo[k][to]) & (t.lookDirs[(c^1)&1][k&127] | t.flyDirs)
	for ds != 0 {
		e := bits.TrailingZeros16(ds)
		ds &= ds - 1
		if b.lineAttack(k, e, c^1) {
			return true
		}
		if t.flying && e < 4 {
			if x := b.next(k, e); x == b.king[c^1] {
				return true
			}
		}
	}
	if !t.lamePass[c^1][k].has(from) {
		return false
	}
	for _, ty := range t.lameTypes[c^1] {
		for _, l := range t.pt[c^1][ty].revLame[k] {
			if (int(l.pass) == from || int(l.pass2) == from) && b.sq[l.from] == code(c^1, ty) && b.lameOpen(l) {
				return true
			}
		}
	}
	return false
}

// legalAfter reports whether colour c's move m, just made, was legal;
// check says whether c was in check before it.
func (b *Board) legalAfter(c int, m move, check bool) bool {
	if check || int(m.to) == b.king[c] {
		return !b.inCheck(c)
	}
	return !b.exposed(c, int(m.from), int(m.to))
}

// legal reports whether colour c's move m (not made) is legal; check
// says whether c is in check. A quiet move of the royal is tested
// without being made (royalSafe); any other is made and taken back.
func (b *Board) legal(c int, m move, check bool) bool {
	if int(m.from) == b.king[c&1] && b.sq[m.to] == 0 {
		return b.royalSafe(c, int(m.from), int(m.to))
	}
	capt := b.make(m)
	ok := b.legalAfter(c, m, check)
	b.unmake(m, capt)
	return ok
}

// royalSafe reports whether colour c's royal, moved from from to the
// empty square to, would be safe there (inCheck), with only the
// occupancy and the royal's square changed for the test: inCheck and
// attacked read the rest only at squares occupied then (found along
// lines from to, which leave to out, or the enemy's pieces, none on
// from or to) or as the enemy's sets (byType, byCol), which a quiet
// move leaves as they are.
func (b *Board) royalSafe(c, from, to int) bool {
	occ := b.occ
	b.occ = occ.xor(bit(from).or(bit(to)))
	b.king[c&1] = to
	safe := !b.inCheck(c)
	b.king[c&1] = from
	b.occ = occ
	return safe
}

// inCheck reports whether colour c's royal could be taken, or (flying
// general) faces the enemy royal on an open file or rank.
func (b *Board) inCheck(c int) bool {
	k := b.king[c]
	if b.t.flying {
		e := b.king[c^1]
		if d := b.t.lineDir(k, e); d >= 0 {
			if b.next(k, d) == e {
				return true
			}
		}
	}
	return b.attacked(k, c^1)
}

// lineDir is the direction (0-3: up, down, right, left: build added
// them first) from k to e on their common file or rank, or -1, read
// from dirsTo (no division by the files).
func (t *Tables) lineDir(k, e int) int {
	ds := t.dirsTo[k&127][e&127] & 0xf
	if ds == 0 {
		return -1
	}
	return bits.TrailingZeros16(ds)
}

// anyTargets is targets for a piece of any shape.
func (b *Board) anyTargets(p *pieceTables, c, s int, excl BB) BB {
	c &= 1
	var tg BB
	if p.hasLeap {
		tg = p.leapM[s&127].andNot(b.occ).or(p.leapC[s&127].and(b.byCol[c^1]))
	}
	if p.hasLame {
		for i := range p.lame[s&127] {
			if l := &p.lame[s&127][i]; !b.occ.has(int(l.pass)) {
				tg = tg.or(l.to)
			}
		}
	}
	for i := range p.axisLines {
		tg = tg.or(b.axisTargets(&p.axisLines[i], s))
	}
	if len(p.lines) > 0 {
		tg = tg.or(b.rayTargets(p, s, b.byCol[c^1]))
	}
	if !p.free {
		if p.special {
			tg = b.specialTargets(p, c, s, tg)
		}
		tg = tg.and(p.confine)
	}
	return tg.andNot(excl)
}

// rayTargets returns what the piece with tables p on s reaches along its
// lines by sliding (own pieces not yet taken out); them are the enemy
// pieces.
func (b *Board) rayTargets(p *pieceTables, s int, them BB) BB {
	var tg BB
	for _, ln := range p.lines {
		tg = tg.or(b.lineTargets(p, ln, s, them))
	}
	return tg
}

// lineTargets returns what the piece with tables p on s reaches along ln
// (own pieces not yet taken out); them are the enemy pieces.
func (b *Board) lineTargets(p *pieceTables, ln line, s int, them BB) BB {
	var tg BB
	r, x := b.slide(s, ln.d)
	switch {
	case ln.rideM && ln.rideC: // own pieces are taken out at the end
		tg = r
	case ln.rideM:
		tg = r.andNot(b.occ)
	case ln.rideC && x >= 0:
		tg = bit(x).and(them)
	}
	if x < 0 || !(ln.hopM || ln.hopC) || p.noHop>>(b.sq[x]&0x7f-1)&1 != 0 {
		return tg
	}
	r, y := b.slide(x, ln.d)
	if ln.hopM {
		tg = tg.or(r.andNot(b.occ))
	}
	if ln.hopC && y >= 0 {
		tg = tg.or(bit(y).and(them))
	}
	return tg
}

// gen appends the pseudo-legal moves of the side to move to buf.
func (b *Board) gen(buf []move) []move {
	c := b.stm
	pts := b.t.pt[c]
	for ty := range pts {
		pcs := b.byType[c][ty]
		for !pcs.empty() {
			s := pcs.pop()
			tg := b.targets(&pts[ty], c, s, b.byCol[c])
			for !tg.empty() {
				buf = append(buf, move{uint8(s), uint8(tg.pop())})
			}
		}
	}
	return buf
}

// Poll is how a count reports progress and is stopped, as package perft
// does: every node Depth plies above the leaves checks Stop (if not nil)
// and passes its count to Publish (if not nil).
type Poll struct {
	Stop    *atomic.Bool
	Depth   int
	Publish func(uint64)
}

// Count counts the leaves depth plies below pos on this back end; ok is
// false, with nothing counted, if pos does not fit (FromPosition).
func Count(pos *vm.Position, depth int, poll Poll) (n uint64, ok bool) {
	b, err := FromPosition(pos)
	if err != nil {
		return 0, false
	}
	return b.Perft(depth, poll), true
}

// Perft counts the leaves depth plies below b.
func (b *Board) Perft(depth int, poll Poll) uint64 {
	if depth <= 0 {
		return 1
	}
	for len(b.bufs) <= depth {
		b.bufs = append(b.bufs, make([]move, 0, 256))
	}
	return b.perft(depth, &poll)
}

// perft counts the leaves depth ≥ 1 plies below b. A move is tested
// (made, and the royal tested) only where the node's guard says it may
// expose the royal.
func (b *Board) perft(depth int, poll *Poll) uint64 {
	c := b.stm
	if b.t.zoneRules {
		face := b.t.bikjang && b.facing()
		if b.ps.ended(face) {
			return 0
		}
		if face {
			return b.perftFacing(depth, poll)
		}
	}
	g := b.guard(c)
	if depth == 1 {
		return b.countLeaf(c, &g) + b.passes(&g)
	}
	moves := b.gen(b.bufs[depth][:0])
	b.bufs[depth] = moves[:0]
	in := b.ps
	b.ps = in.after(false, false)
	var n uint64
	for _, m := range moves {
		safe := !g.risky(int(m.from)).has(int(m.to))
		capt := b.make(m)
		if safe || b.legalAfter(c, m, g.check) {
			b.flipMove(m, capt)
			n += b.perft(depth-1, poll)
			b.flipMove(m, capt)
		}
		b.unmake(m, capt)
		if depth > poll.Depth && poll.Stop != nil && poll.Stop.Load() {
			b.ps = in
			return n
		}
	}
	b.ps = in
	n += b.perftPass(depth, poll, &g)
	if depth == poll.Depth && poll.Publish != nil {
		poll.Publish(n)
	}
	return n
}

// countLeaf counts the legal moves of colour c (to move). Out of check,
// where the screens are illegal targets for all but the royal
// (screensCheck) or there are none, the targets of a piece neither
// pinned nor royal are all legal: counted by popcount; the others are
// tested one by one (countTested does so for every risky target).
func (b *Board) countLeaf(c int, g *guard) uint64 {
	c &= 1
	own := b.byCol[c]
	if g.check || !g.screen.empty() && !b.t.screensCheck() {
		return b.countTested(c, g, own)
	}
	excl, pinned := own.or(g.screen), g.pinned
	var n uint64
	pts := b.t.pt[c]
	for ty := range pts {
		pcs := b.byType[c][ty].andNot(pinned)
		for !pcs.empty() {
			s := pcs.pop()
			n += uint64(b.targets(&pts[ty], c, s, excl).count())
		}
	}
	for pcs := pinned; !pcs.empty(); {
		s := pcs.pop()
		ex := excl
		if s == b.king[c] {
			ex = own // the royal may step onto a screen
		}
		tg := b.targets(&pts[int(b.sq[s]&0x7f)-1], c, s, ex)
		for !tg.empty() {
			if b.legal(c, move{uint8(s), uint8(tg.pop())}, false) {
				n++
			}
		}
	}
	return n
}

// countTested counts the legal moves of colour c (to move), own its
// pieces: each piece's targets, the risky ones (guard.risky) made and
// tested.
func (b *Board) countTested(c int, g *guard, own BB) uint64 {
	var n uint64
	pts := b.t.pt[c]
	for ty := range pts {
		pcs := b.byType[c][ty]
		for !pcs.empty() {
			s := pcs.pop()
			tg := b.targets(&pts[ty], c, s, own)
			risky := tg.and(g.risky(s))
			n += uint64(tg.andNot(risky).count())
			for !risky.empty() {
				if b.legal(c, move{uint8(s), uint8(risky.pop())}, g.check) {
					n++
				}
			}
		}
	}
	return n
}
