package bitboard

import "math/bits"

// ray is the squares a ride from s in direction d reaches on occupancy
// occ: the empty ones and the first occupied one.
func (t *Tables) ray(d, s int, occ uint64) uint64 {
	r := t.rays[d][s]
	bl := r & occ
	if bl == 0 {
		return r
	}
	return r ^ t.rays[d][firstOn(d, bl)]
}

// firstOn is the square of bl nearest the start of a ray in direction d.
func firstOn(d int, bl uint64) int {
	if d < 4 {
		return bits.TrailingZeros64(bl)
	}
	return 63 - bits.LeadingZeros64(bl)
}

// ride is the union of the rays from s in the directions of dm.
func (t *Tables) ride(s int, dm uint8, occ uint64) uint64 {
	var a uint64
	for dm != 0 {
		d := bits.TrailingZeros8(dm)
		dm &= dm - 1
		a |= t.ray(d, s, occ)
	}
	return a
}

// attackers returns the pieces of colour c that capture on s with the
// board's pieces standing as occ says (the pieces of b, less any square
// occ leaves out, are the candidates).
func (t *Tables) attackers(b *Board, s, c int, occ uint64) uint64 {
	var a uint64
	for _, typ := range t.leapCTypes[c] {
		a |= t.pc[c][typ].revC[s] & b.typ[typ]
	}
	a &= b.col[c] & occ
	for d := 0; d < 8; d++ {
		tm := t.rideCDirs[c][d]
		if tm == 0 {
			continue
		}
		bl := t.rays[d^4][s] & occ
		if bl == 0 {
			continue
		}
		q := firstOn(d^4, bl)
		if b.col[c]&bit(q) != 0 && tm>>uint(b.mail[q])&1 != 0 {
			a |= bit(q)
		}
	}
	return a
}

// pins fills pin[s] with the line a pinned piece of colour us on s may
// move along (the squares towards the pinner and the pinner's) and
// returns the pinned pieces.
func (t *Tables) pins(b *Board, us int, occ uint64, pin *[64]uint64) uint64 {
	k := int(b.king[us])
	them := us ^ 1
	var pinned uint64
	for d := 0; d < 8; d++ {
		tm := t.rideCDirs[them][d^4]
		if tm == 0 {
			continue
		}
		bl := t.rays[d][k] & occ
		if bl == 0 {
			continue
		}
		q1 := firstOn(d, bl)
		if b.col[us]&bit(q1) == 0 {
			continue
		}
		bl2 := t.rays[d][q1] & occ
		if bl2 == 0 {
			continue
		}
		q2 := firstOn(d, bl2)
		if b.col[them]&bit(q2) != 0 && tm>>uint(b.mail[q2])&1 != 0 {
			pinned |= bit(q1)
			pin[q1] = t.between[k][q2] | bit(q2)
		}
	}
	return pinned
}
