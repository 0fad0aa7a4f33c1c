package bitboard

import "math/bits"

// ray is the squares a ride from s in direction d reaches on occupancy
// occ: the empty ones and the first occupied one.
func (t *Tables) ray(d, s int, occ uint64) uint64 {
	r := t.rays[d][s]
	return r ^ t.rays[d][firstOn(d, r&occ)]
}

// Without a blocker firstOn gives a sentinel square whose ray in that
// direction is empty: 63 for the rising directions (the top right
// corner, or off the board), 0 for the others (the bottom left corner).

// firstOn is the square of bl nearest the start of a ray in direction d.
func firstOn(d int, bl uint64) int {
	if d < 4 {
		return bits.TrailingZeros64(bl | 1<<63)
	}
	return 63 - bits.LeadingZeros64(bl|1)
}

// rook and bishop are the four orthogonal, diagonal rays from s, each
// with its direction a constant so that firstOn compiles to one scan.
func (t *Tables) rook(s int, occ uint64) uint64 {
	s &= 63 // no bounds check
	r0, r2, r4, r6 := t.rays[0][s], t.rays[2][s], t.rays[4][s], t.rays[6][s]
	a := r0 ^ t.rays[0][bits.TrailingZeros64(r0&occ|1<<63)]
	a |= r2 ^ t.rays[2][bits.TrailingZeros64(r2&occ|1<<63)]
	a |= r4 ^ t.rays[4][63-bits.LeadingZeros64(r4&occ|1)]
	return a | r6 ^ t.rays[6][63-bits.LeadingZeros64(r6&occ|1)]
}

func (t *Tables) bishop(s int, occ uint64) uint64 {
	s &= 63
	r1, r3, r5, r7 := t.rays[1][s], t.rays[3][s], t.rays[5][s], t.rays[7][s]
	a := r1 ^ t.rays[1][bits.TrailingZeros64(r1&occ|1<<63)]
	a |= r3 ^ t.rays[3][bits.TrailingZeros64(r3&occ|1<<63)]
	a |= r5 ^ t.rays[5][63-bits.LeadingZeros64(r5&occ|1)]
	return a | r7 ^ t.rays[7][63-bits.LeadingZeros64(r7&occ|1)]
}

// ride is the union of the rays from s in the directions of dm.
func (t *Tables) ride(s int, dm uint8, occ uint64) uint64 {
	switch dm {
	case orthDirs:
		return t.rook(s, occ)
	case diagDirs:
		return t.bishop(s, occ)
	case orthDirs | diagDirs:
		return t.rook(s, occ) | t.bishop(s, occ)
	}
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
	orth, diag := t.sliders(b, c)
	return t.attackersBy(b, s, c, occ, orth, diag)
}

// attackersBy is attackers with colour c's full-line riders given.
func (t *Tables) attackersBy(b *Board, s, c int, occ, orth, diag uint64) uint64 {
	a := t.plainAttackers(b, s, c, occ, orth, diag)
	if !t.more[c] {
		return a
	}
	if t.bentAtk[c] != nil {
		a |= t.bentAttackers(b, s, c, occ)
	}
	return a | t.restAttackers(b, s, c, occ)
}

// plainAttackers is attackersBy's leapers and full-line riders.
func (t *Tables) plainAttackers(b *Board, s, c int, occ, orth, diag uint64) uint64 {
	var a uint64
	la := t.leapAtk[c]
	for i := range la {
		a |= la[i].rev[s&63] & b.typ[la[i].typ&(maxTypes-1)]
	}
	a &= b.col[c]
	if orth&t.lines[s] != 0 { // a rider on a line through s at all
		a |= t.rook(s, occ) & orth
	}
	if diag&t.diags[s] != 0 {
		a |= t.bishop(s, occ) & diag
	}
	return a & occ
}

// restAttackers is attackersBy's riders along fewer than all four lines
// of a kind that capture on s.
func (t *Tables) restAttackers(b *Board, s, c int, occ uint64) uint64 {
	var a uint64
	for d := 0; d < 8 && t.rest[c]; d++ {
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

// sliders returns colour c's pieces that capture along all orthogonal,
// all diagonal lines.
func (t *Tables) sliders(b *Board, c int) (orth, diag uint64) {
	for _, typ := range t.orthTypes[c] {
		orth |= b.typ[typ]
	}
	for _, typ := range t.diagTypes[c] {
		diag |= b.typ[typ]
	}
	return orth & b.col[c], diag & b.col[c]
}

// pins fills pin[s] with the line a pinned piece of colour us on s may
// move along (the squares towards the pinner and the pinner's) and
// returns the pinned pieces; orth, diag are the enemy's full-line
// riders (sliders).
func (t *Tables) pins(b *Board, us int, occ, orth, diag uint64, pin *[64]uint64) uint64 {
	k := int(b.king[us])
	them := us ^ 1
	var pinned uint64
	cand := t.lines[k]&orth | t.diags[k]&diag
	for cand != 0 {
		p := bits.TrailingZeros64(cand)
		cand &= cand - 1
		bt := t.between[k][p] & occ
		if bt != 0 && bt&(bt-1) == 0 && bt&b.col[us] != 0 {
			pinned |= bt
			pin[bits.TrailingZeros64(bt)] = t.between[k][p] | bit(p)
		}
	}
	for d := 0; d < 8 && t.rest[them]; d++ {
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
