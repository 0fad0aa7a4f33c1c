package vm

// The mailbox geometry: a board of files x ranks inside a guard band as
// wide as the longest step, so that one step from any square lands on the
// board or on a guard square; and steps that wrap round its edges.

// wrapStep steps from s by (dx, dy) on a cylinder (the files wrap round)
// or, with torus, a torus (the ranks too). It returns the square reached,
// 0 (a guard square) if that is off the board, and whether the step
// crossed an edge.
func (t *tables) wrapStep(s int, dx, dy int32, torus bool) (int, bool) {
	f, r := int(t.sqFile[s])+int(dx), int(t.sqRank[s])+int(dy)
	nf, nr := (f%t.files+t.files)%t.files, r
	if torus {
		nr = (r%t.ranks + t.ranks) % t.ranks
	}
	if nr < 0 || nr >= t.ranks {
		return 0, false
	}
	return t.sq(nf, nr), nf != f || nr != r
}

// step makes one step of leg l from x: the square reached (a guard square
// off the board) and whether it wrapped round the board's edge.
func (t *tables) step(l *cleg, x int) (int, bool) {
	if !l.wrap {
		return x + int(l.off), false
	}
	return t.wrapStep(x, l.dx, l.dy, l.torus)
}

// interSquare is the square io (an entry of l.inter) from the start of a
// step of l at prev, wrapping round the board like the step.
func (t *tables) interSquare(l *cleg, prev int, k int) int {
	if !l.wrap {
		return prev + int(l.inter[k])
	}
	s, _ := t.wrapStep(prev, l.interD[k][0], l.interD[k][1], l.torus)
	return s
}

// sq returns the mailbox index of (file, rank), both 0-based.
func (t *tables) sq(f, r int) int { return (r+t.gb)*t.stride + f + t.gb }

// inZone reports whether square s is in the promotion zone of depth zone
// for colour c.
func (t *tables) inZone(c int, s int, zone int) bool {
	r := int(t.sqRank[s])
	if c == 0 {
		return r >= t.ranks-zone
	}
	return r < zone
}

func abs32(a int32) int32 {
	if a < 0 {
		return -a
	}
	return a
}

// buildMailbox lays out the mailbox (gb must be set): its size, the
// on-board squares rank by rank (not the holes), and each index's file and
// rank.
func (t *tables) buildMailbox() {
	t.stride = t.files + t.gb
	t.size = (t.ranks+2*t.gb+1)*t.stride + 2*t.gb
	t.sqFile = make([]int8, t.size)
	t.sqRank = make([]int8, t.size)
	for i := range t.sqFile {
		t.sqFile[i], t.sqRank[i] = -1, -1
	}
	t.markHoles() // holes.go
	for r := 0; r < t.ranks; r++ {
		for f := 0; f < t.files; f++ {
			s := t.sq(f, r)
			if t.isHole(s) {
				continue
			}
			t.squares = append(t.squares, int16(s))
			t.sqFile[s], t.sqRank[s] = int8(f), int8(r)
		}
	}
	t.buildEdgeClasses() // ridesat.go
}

// boardEnd returns one past the last on-board square's mailbox index:
// the length of a per-square table read only on the board's squares
// (the guard band's rows above it are left out).
func (t *tables) boardEnd() int {
	if len(t.squares) == 0 {
		return 0
	}
	return int(t.squares[len(t.squares)-1]) + 1
}

// scanChunk is eight mailbox bytes from start, read as one word by
// countPieces: mask has 0x01 in the bytes that are on-board squares of no
// earlier chunk (guard bytes hold both colour bits and never match).
type scanChunk struct {
	start int32
	mask  uint64
}

// buildScan groups the on-board squares, in order, into scanChunks. A
// chunk that would read past the mailbox starts earlier, the bytes before
// its first square left out of its mask (the mailbox has more than 8).
func (t *tables) buildScan() {
	for _, s := range t.squares {
		if n := len(t.scan); n > 0 && int(s) < int(t.scan[n-1].start)+8 {
			t.scan[n-1].mask |= 1 << (8 * uint(int(s)-int(t.scan[n-1].start)))
			continue
		}
		start := min(int(s), t.size-8)
		t.scan = append(t.scan, scanChunk{int32(start), 1 << (8 * uint(int(s)-start))})
	}
}

// scanOf returns the squares where on is true as scan chunks (t.scan's,
// masked; chunks with none left out).
func (t *tables) scanOf(on []bool) []scanChunk {
	var out []scanChunk
	for _, c := range t.scan {
		m := uint64(0)
		for i := 0; i < 8; i++ {
			if c.mask>>(8*i)&1 != 0 && on[int(c.start)+i] {
				m |= 1 << (8 * i)
			}
		}
		if m != 0 {
			out = append(out, scanChunk{c.start, m})
		}
	}
	return out
}

// emptyBytes returns the empty bytes of w: in bit 8i, whether byte i is 0.
func emptyBytes(w uint64) uint64 {
	const low7 = 0x7F7F7F7F7F7F7F7F
	nz := (w&low7 + low7) | w // bit 7 of a byte: it is not 0
	return ^nz >> 7 & 0x0101010101010101
}

// colourBytes returns the bytes of w that hold a piece of colour c: in bit
// 8i, whether byte i has c's colour bit and not the other's.
func colourBytes(w uint64, c int) uint64 {
	if c == 0 {
		return w >> 6 &^ (w >> 7)
	}
	return w >> 7 &^ (w >> 6)
}
