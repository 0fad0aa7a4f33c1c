package vm

import "math/bits"

// Ride-memo: the children of one node differ from each other only on
// the squares their moves touch, and the side to move in them (the
// node's opponent) keeps its royal piece where it was. checksAndPins
// keeps what each attack ride back from the royal found at the first
// child it walks (a check, a pinned piece), and whether the attack leaps
// found a check; at a sibling it walks again only the rides that pass a
// square the first child's move or its own touched, and the leaps only
// where one of those squares is a leap away, and takes the rest from
// the memo. Most nodes are the last ply's, the children of one node one
// after the other.
//
// A node is known by an id: Make gives the position a fresh one and
// saves its parent's in the undo record, Unmake restores it, and a
// position set from a FEN gets a fresh one; so two nodes whose undo
// records hold one id are children of one position.
//
// Which rides pass a square is a table by displacement (rideAlign): a
// ride's bit (attRay.bit) is set for every displacement k steps of it
// back from the target, k from 1 to the board's length, and leapBit for
// every attack leap's. A mailbox
// displacement may name two squares' differences (one across the guard
// band), so the table may name a ride a square is not on: it is walked
// again, as without the memo. It never leaves out one a square is on.

// newID gives the position a fresh id.
func (p *Position) newID() {
	p.nextID++
	p.id = p.nextID
}

// rideMemo is what the attack rides of colour them found back from ksq,
// on the board of the child of position parent that a move made: moved,
// the rides (and leapBit) that pass a square the move touched (found
// once, for every sibling); checks, the rides that found a check
// (leapBit: a leap); pins, those that found a pin, of the piece on
// pinSq[i] (ride i).
type rideMemo struct {
	parent uint64 // 0: none (ids start at 1)
	ksq    int
	moved  uint64
	checks uint64
	pins   uint64
	pinSq  [63]int16
}

// leapBit is the attack leaps' bit in rideAlign and rideMemo.checks, the
// rides' being 0 to 62.
const leapBit = 1 << 63

// buildRideMemo marks the attack rides' bits (attRay.bit) and their
// squares by displacement (rideAlign) where on, the plan's precondition,
// and the tables' own hold (1 to 63 rides a colour: with none, as in
// Janggi, the memo only costs); it reports whether the memo is on.
// Before buildRaysAt, which copies the rays.
func (t *tables) buildRideMemo(on bool) bool {
	for c := range t.att {
		rides := len(t.att[c]) - t.attLeaps[c]
		on = on && rides > 0 && rides < 64
	}
	if !on {
		return false
	}
	for c := range t.att {
		t.memoRides[c] = t.att[c][t.attLeaps[c]:]
		t.rideAlign[c] = make([]uint64, 2*t.size-1)
		for _, r := range t.att[c][:t.attLeaps[c]] {
			if d := t.size - 1 - int(r.off); d >= 0 && d < len(t.rideAlign[c]) {
				t.rideAlign[c][d] |= leapBit
			}
		}
		for i := t.attLeaps[c]; i < len(t.att[c]); i++ {
			r := &t.att[c][i]
			r.bit = 1 << (i - t.attLeaps[c])
			for k := 1; k <= max(t.files, t.ranks); k++ {
				if d := t.size - 1 - k*int(r.off); d >= 0 && d < len(t.rideAlign[c]) {
					t.rideAlign[c][d] |= r.bit
				}
			}
		}
	}
	return true
}

// memoChecks is checksAndPins where the memo is on: from the memo at a
// sibling of the node that made it (u: the record of the move that made
// this node), else every leap and ride walked and the memo made.
func (p *Position) memoChecks(ksq, them int, u *undoRec) bool {
	them &= 1 // 0 or 1: the per-colour tables' indexes unchecked
	m := &p.rm
	if m.parent != u.id || m.ksq != ksq {
		return p.memoMake(ksq, them, u)
	}
	align := p.t.rideAlign[them]
	d := p.t.size - 1 - ksq // align[d+s]: the rides square s may be on
	var again uint64
	if u.n == 2 { // a plain move (makePlain's), written out
		again = m.moved | align[d+int(u.sq[0])] | align[d+int(u.sq[1])]
	} else {
		again = m.moved | movedAlign(align[d:], u)
	}
	for x := m.pins &^ again; x != 0; x &= x - 1 {
		p.markPin(int(m.pinSq[bits.TrailingZeros64(x)]))
	}
	check := m.checks&^again != 0
	if again == 0 {
		return check
	}
	if again&leapBit != 0 {
		check = check || p.leapChecks(ksq, them, &p.t.attAt[them][ksq])
		again &^= leapBit
	}
	rides := p.t.memoRides[them]
	for x := again; x != 0; x &= x - 1 {
		c, pin := p.rideBack(ksq, &rides[bits.TrailingZeros64(x)], colourBit(them^1), colourBit(them))
		check = check || c
		if pin >= 0 {
			p.markPin(pin)
		}
	}
	return check
}

// movedAlign returns the rides (align: rideAlign from the royal square)
// that pass a square u's move touched.
func movedAlign(align []uint64, u *undoRec) uint64 {
	var again uint64
	for _, s := range u.sq[:u.n] {
		again |= align[s]
	}
	return again
}

// memoMake walks every attack ride of colour them back from ksq and
// keeps what each found in the memo, for the siblings of the node that
// u's move made.
func (p *Position) memoMake(ksq, them int, u *undoRec) bool {
	m := &p.rm
	m.parent, m.ksq = u.id, ksq
	m.moved = movedAlign(p.t.rideAlign[them][p.t.size-1-ksq:], u)
	m.checks, m.pins = 0, 0
	check := p.leapChecks(ksq, them, &p.t.attAt[them][ksq])
	if check {
		m.checks = leapBit
	}
	rides := p.t.memoRides[them]
	for i := range rides {
		r := &rides[i]
		c, pin := p.rideBack(ksq, r, colourBit(them^1), colourBit(them))
		if c {
			check = true
			m.checks |= r.bit
		}
		if pin >= 0 {
			p.markPin(pin)
			m.pins |= r.bit
			m.pinSq[i] = int16(pin)
		}
	}
	return check
}

// rideBack walks the attack ride r back from ksq: it reports whether it
// finds a check (at distance 1 by mask1, further by maskN within maxK)
// and the square of the piece of the side to move (colour bit ub) it
// pins, or -1 (tb: the attackers' colour bit). checksAndPins's ride
// loop, for one ride.
func (p *Position) rideBack(ksq int, r *attRay, ub, tb uint8) (bool, int) {
	b := p.board
	off := int(r.off)
	s := ksq - off
	v := b[s]
	if v != 0 {
		if v&colMask != ub {
			return v&colMask == tb && r.mask1>>(v&typeMask)&1 != 0, -1
		}
	} else {
		var k int32
		s, v, k = slideBack(b, s, off)
		if v&colMask == tb {
			return r.maskN>>(v&typeMask)&1 != 0 && (r.maxK == 0 || k <= r.maxK), -1
		}
		if v&colMask != ub {
			return false, -1
		}
	}
	x := s - off
	for b[x] == 0 {
		x -= off
	}
	if v := b[x]; v&colMask != tb || r.maskN>>(v&typeMask)&1 == 0 || r.maxK != 0 && int32((ksq-x)/off) > r.maxK {
		return false, -1
	}
	return false, s
}
