package vm

import "math/bits"

// Counting a leaper by the 5×5 box round it (leap-box, countMC): the box's
// five ranks are five words of the board, read from two files left of
// the piece; a byte's bit 0 after a shift by the mover's colour bit says
// whether the square holds a piece of the side to move (or the guard).
// The squares the piece leaps to are a mask per rank, so its moves are
// one popcount of the five ranks' free squares, rank r shifted by r bits.
// A piece that also rides (the Capablanca Archbishop and Chancellor) has
// its leaps counted so, then its rides walked (countMCBox).

// buildLeapBox fills pc.mcBox for the types whose leaps countMC counts by
// their box, and pc.leapBox for those of them without a ride (countMC
// counts them by the box alone; the Capablanca Archbishop and Chancellor
// ride too).
//
// Precondition of leap-box, for a type and colour: pc.mc (every plain
// leap and slide moves and captures) and its leaps, at least three, each
// to its own square, at most two files and two ranks away; and a guard band of two,
// narrower than half a rank (so that an offset names one file and rank),
// so that the box's bytes on each rank are that rank's or the guard's and
// its words lie inside the mailbox.
func (t *tables) buildLeapBox() {
	if shortcutsOff&scLeapBox != 0 || t.gb < 2 || 2*t.gb >= t.stride {
		return
	}
	s := int32(t.stride)
	for i := range t.types {
		for c := range t.types[i].col {
			pc := &t.types[i].col[c]
			if !pc.mc || len(pc.leapOffs) < 3 {
				continue
			}
			var box [5]uint64
			ok := true
			for _, off := range pc.leapOffs {
				dx, dy, in := boxAt(off, s)
				if !in || box[dy]>>(8*dx)&1 != 0 {
					ok = false
					break
				}
				box[dy] |= 1 << (8 * dx)
			}
			if !ok {
				continue
			}
			pc.mcBox = &box
			if len(pc.rideOffs) == 0 {
				pc.leapBox = &box
			}
			t.plan.uses |= scLeapBox
		}
	}
}

// boxAt returns the file and rank (0 to 4) in the 5×5 box round a square
// of the square off away, stride s, and whether it lies in the box; the
// guard band is narrower than half a rank, so that off names one file
// and rank: off = dy*stride + dx with |dx| <= gb < stride/2.
func boxAt(off, s int32) (dx, dy int32, in bool) {
	dy = (off + 2*s + s/2) / s
	dx = off - (dy-2)*s + 2
	return dx, dy, dy >= 0 && dy <= 4 && dx >= 0 && dx <= 4
}

// countBox is countMC for a type with a leap box (pc.leapBox): the number
// of its leaps from from that end on a square not of its colour.
func (p *Position) countBox(from int, box *[5]uint64) int {
	b := p.board
	s := p.t.stride
	sh := 6 + uint(p.stm&1) // the mover's colour bit
	at := from - 2*s - 2
	_ = b[at : at+4*s+8] // the five words, each checked no more (word8)
	free := func(r int) uint64 {
		return (^word8(b, at+r*s) >> sh & box[r]) << uint(r)
	}
	return bits.OnesCount64(free(0) | free(1) | free(2) | free(3) | free(4))
}

// countMCBox is countMC for a type with a box (pc.mcBox): countBox
// written out, then the rides of a type that has some (without leapBox).
func (p *Position) countMCBox(from int, pc *ptcol) int {
	b := p.board
	box := pc.mcBox
	s := p.t.stride
	sh := 6 + uint(p.stm&1) // the mover's colour bit
	at := from - 2*s - 2
	_ = b[at : at+4*s+8] // the five words, each checked no more (word8)
	free := ^word8(b, at)>>sh&box[0] | (^word8(b, at+s)>>sh&box[1])<<1 |
		(^word8(b, at+2*s)>>sh&box[2])<<2 | (^word8(b, at+3*s)>>sh&box[3])<<3 |
		(^word8(b, at+4*s)>>sh&box[4])<<4
	n := bits.OnesCount64(free)
	if pc.leapBox != nil { // no ride
		return n
	}
	return n + countRides(b, from, *pc.ridesAt[from], colourBit(p.stm))
}
