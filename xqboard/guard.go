package xqboard

import "math/bits"

// guard is what a node knows about the safety of its side's royal, found
// once, so that most moves need no test (perft, countLeaf).
//
// Leaps do not depend on occupancy, and a capture changes none; so a
// move of a piece that is not royal, made when not in check, can expose
// the royal only by emptying its square or filling an empty one on a
// line the royal is looked at along (rides, hops, flying general), or by
// emptying a square a lame leap onto the royal passes. Along a line from
// the royal with first occupied squares x1, x2, x3: emptying x1 opens x2
// to rides and the flying general and x3 to hops; emptying x2 opens x3
// to hops with x1 as screen; filling an empty square before x1 makes x1
// a hop target.
//
// A move that does both on one line needs no test of its own: after it,
// an enemy rider first on the line is the old x1 (already check) or the
// old x2 with x1 lifted (pinned); an enemy hopper second is the old x1
// with the filled square before it (screen), the old x2 (already check,
// or x1 lifted and the filled square before x2: the old order) or the old
// x3 with x1 or x2 lifted (pinned). The filled square itself holds a
// piece of the side that moved.
//
// Where some hopper may not hop over some type (zones.go), a capture
// also changes what a screen is: a capture on x1 is tested (screen), and
// the pins are found as if any piece could be a screen (more than
// needed, never fewer); the check through x1 asks x1's type. A lame leap
// of three steps pins our pieces on both its squares (again more than
// needed when the other is taken). Region lines and barred captures of
// the royal type need nothing here: isOf asks the regions, Fits refuses
// the latter. Only the directions of lookDirs (and of the flying
// general) are looked along: along the others isOf is false for every
// square, so nothing there checks, pins or needs a screen.
type guard struct {
	check bool
	// pinned: the pieces whose lifting alone exposes the royal, and the
	// royal; every move of theirs is tested.
	pinned BB
	// screen: the empty squares between the royal and an enemy hopper
	// that is the line's x1; every move onto one is tested, or, where
	// screensCheck, counted illegal at the last ply.
	screen BB
}

// screensCheck reports whether a move onto a guard.screen square of a
// piece not royal, made when not in check, is always illegal: true
// unless some hopper may not hop over some type (barredHops). The square
// is empty and strictly between the royal and an enemy hopper x1 that
// could capture it by a hop (isOf: its type, confinement and regions),
// with nothing else between; the move fills it (a quiet move: nothing to
// capture there) and empties a square off that segment, so afterwards
// the piece moved is the hopper's one screen and the royal the next
// occupied square: the hopper can take it. Where a hop over some type
// is barred, the piece moved may be no screen, and the move is tested.
// The royal's own moves onto the line are tested (it is in pinned).
func (t *Tables) screensCheck() bool { return !t.barredHops }

// risky returns the targets of the piece on s that need a test.
func (g *guard) risky(s int) BB {
	if g.check || g.pinned.has(s) {
		return allSquares
	}
	return g.screen
}

var allSquares = BB{^uint64(0), ^uint64(0)}

// guard finds the guard of colour c's royal, and whether it is in check
// (then nothing else). The royal's own square is pinned: its moves are
// always tested.
func (b *Board) guard(c int) guard {
	k := b.king[c]
	t := b.t
	us, them := b.byCol[c], c^1
	check := guard{check: true}
	if b.leapAttack(k, them) {
		return check
	}
	g := guard{pinned: bit(k)}
	near := b.lineAttackers(them)
	if t.flying {
		near = near.or(bit(b.king[them]))
	}
	ds := t.lookDirs[them&1][k&127] | t.flyDirs
	if near.and(t.lookRays[them&1][k&127]).empty() {
		ds = 0 // nothing on any line can check or pin
	}
	for ; ds != 0; ds &= ds - 1 {
		e := bits.TrailingZeros16(ds) & 15
		if t.rays[e][k&127].and(near).empty() {
			continue // nothing on this line can check or pin
		}
		rl, hl := t.rideLook[them&1][e], t.hopLook[them&1][e]
		fly := t.flying && e < 4
		x1 := b.next(k, e)
		if x1 < 0 {
			continue
		}
		if b.isOf(x1, them, rl, k, e) || fly && x1 == b.king[them] {
			return check
		}
		x2 := b.next(x1, e)
		if x2 >= 0 && b.isOf(x2, them, hl, k, e) && b.hopsOver(x2, x1) {
			return check
		}
		if hl != 0 {
			if b.isOf(x1, them, hl, k, e) {
				g.screen = g.screen.or(b.t.rays[e][k].andNot(b.t.rays[e][x1]).xor(bit(x1)))
			}
			if t.barredHops {
				g.screen = g.screen.or(bit(x1)) // a capture there changes the screen's type
			}
		}
		if x2 < 0 {
			continue
		}
		x3 := -1
		if hl != 0 {
			x3 = b.next(x2, e)
		}
		// (hop3 asks no screen's type: more pins than needed, never fewer)
		hop3 := x3 >= 0 && b.isOf(x3, them, hl, k, e)
		if us.has(x1) && (b.isOf(x2, them, rl, k, e) || fly && x2 == b.king[them] || hop3) {
			g.pinned = g.pinned.or(bit(x1))
		}
		if us.has(x2) && hop3 {
			g.pinned = g.pinned.or(bit(x2))
		}
	}
	if t.lameNear[them&1][k&127].and(b.byCol[them&1]).empty() {
		return g // no lame leap onto k can start from an enemy piece
	}
	for _, ty := range t.lameTypes[them] {
		p := &t.pt[them][ty]
		if p.revLameFrom[k].and(b.byType[them][ty]).empty() {
			continue
		}
		for _, l := range p.revLame[k] {
			if b.sq[l.from] == code(them, ty) {
				// both pass squares pinned if ours: more than needed
				// when the other is taken, never less
				g.pinned = g.pinned.or(bit(int(l.pass)).or(bit(int(l.pass2))).and(us))
			}
		}
	}
	return g
}
