package vm

// Leap-checks: checksAndPins reads the 5×5 box round the royal piece (as
// leap-box reads it, leapbox.go) and walks the attack leaps only where
// an enemy piece stands on a square one of them comes from: far from the
// enemy (a Chu Shogi king behind its army) no leap can give check.

// leapChecksMin is the fewest leaps on a target for which checksAndPins
// reads the box (buildLeapChecks).
const leapChecksMin = 8

// buildLeapChecks sets sqRays.box on the targets where checksAndPins
// reads the box: for the attack leaps of a colour, the masks of the five
// ranks of the box round a target that they come from (byte dx of rank
// dy: bit 6).
//
// Precondition of leap-checks, for a colour: every attack leap (t.att's
// leaps) comes from at most two files and two ranks away; and leap-box's
// guard band of two, narrower than half a rank, so that an offset names
// one file and rank and the box's words lie inside the mailbox. It pays
// only on a target with many leaps (sqRays.box): at least eight, Chu
// Shogi's king on its start square has nine (the Kirin's, the Phoenix's
// and the Lion's), chess's and Griffon's four (the knight's), shogi's
// two; read on every target, the box took Griffon's perft 5 0.5 % more
// instructions and shogi's perft 4 1.6 % more.
func (t *tables) buildLeapChecks() bool {
	if shortcutsOff&scLeapChecks != 0 || t.gb < 2 || 2*t.gb >= t.stride {
		return false
	}
	on := false
	for c := range t.att {
		var box [5]uint64
		ok := t.attLeaps[c] >= leapChecksMin
		for _, r := range t.att[c][:t.attLeaps[c]] {
			dx, dy, in := boxAt(-r.off, int32(t.stride))
			if !in {
				ok = false
				break
			}
			box[dy] |= 0x40 << (8 * dx)
		}
		if !ok {
			continue
		}
		for sq := range t.attAt[c] {
			if at := &t.attAt[c][sq]; at.leaps >= leapChecksMin && t.sqFile[sq] >= 0 {
				at.box = &box
				on = true
			}
		}
	}
	return on
}

// leapsNear reports whether a piece of colour them stands on a square of
// box (sqRays.box) round sq.
func (p *Position) leapsNear(sq, them int, box *[5]uint64) bool {
	b := p.board
	s := p.t.stride
	at := sq - 2*s - 2
	// an enemy piece has both colour bits (6, 7) once the other colour's
	// is flipped (colourBytes without its branch), the guard neither
	flip := uint64(highBytes) >> uint(them&1)
	_ = b[at : at+4*s+8] // the five words, each checked no more (word8)
	near := func(r int) uint64 {
		v := word8(b, at+r*s) ^ flip
		return v & (v >> 1) & box[r]
	}
	return near(0)|near(1)|near(2)|near(3)|near(4) != 0
}
