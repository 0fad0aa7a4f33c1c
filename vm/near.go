package vm

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"unsafe"
)

// Counting pieces by their eight neighbours (count-near, perft's last
// ply). Make and Unmake keep, per square, one byte whose bit per
// direction (near8) says which neighbours hold a piece of a side
// (nearKept.mine, nearkeep.go), and the directions of the piece there
// (nearTables.dirs, its leaps and first ride steps). For a scan chunk's
// pieces whose leaps and first ride steps all reach neighbours,
// countPiecesNear then counts their moves there together: one popcount
// of the chunk's directions word without the side to move's neighbours.
// Only a piece with a ride whose first square is not the mover's, or
// with a neighbour in its promotion zone, is counted alone
// (countNearRest).

// nearTables is what countPieces reads to count by neighbours.
type nearTables struct {
	on bool
	// dirs: by board byte (a colour bit and a type; 0 where count-near
	// does not apply), the directions (near8) of its leaps and first ride
	// steps, and those of its rides << 8
	dirs [256]uint16
	// zoneAt[c][ci]: some type of colour c has a neighbour of a square
	// of scan chunk ci in its zone (ptcol.nearZone)
	zoneAt [2][]bool
	off    [8]int32 // near8
	memo   bool     // near-memo (nearmemo.go)
}

// near8 returns the offsets of the eight neighbours, by direction: the
// rank below from left to right, the left and the right, the rank above.
func (t *tables) near8() [8]int32 {
	s := int32(t.stride)
	return [8]int32{-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1}
}

// buildNear fills t.nb and ptcol.nearZone for the types countPieces
// counts by their neighbours.
//
// Precondition of count-near, for a type and colour: countOne would count
// an unpinned piece by countMC or countMCZone alone (countFreeLeaps or
// countMCLeaps, pc.mc: every plain leap and slide moves and captures and
// every slide is open; no special leg), and every leap and slide steps
// to a neighbour; a guard band, so that a neighbour is on the same file
// or the next and every on-board square's neighbours are in the mailbox;
// and Make changes the board only on the squares touched lists (no
// blast, no opposite castling's partner move, no walls: as
// lion-squares), so that Make and Unmake keep p.nk (nearkeep.go). It pays only where such pieces are most of the army: it is taken
// where they are at least half the start position's pieces (Chu Shogi
// 42 of 46 a side, Shogi 17 of 20; chess 5 of 16, whose pieces it would
// read to count a few).
func (t *tables) buildNear() {
	if shortcutsOff&scCountNear != 0 || t.gb < 1 || t.blast.on || t.rules.OppositeCastling || t.walls != nil {
		return
	}
	nb := &t.nb
	nb.off = t.near8()
	for i := range t.types {
		for c := range t.types[i].col {
			if pc := &t.types[i].col[c]; pc.countOnly() && pc.mc && len(pc.special) == 0 {
				t.nearShape(pc, colourBit(c)|uint8(i))
			}
		}
	}
	all, near := 0, 0
	for _, v := range t.startBoard {
		if v != 0 && v != guard {
			all++
			near += min(int(nb.dirs[v]), 1)
		}
	}
	if 2*near < all {
		t.nb = nearTables{}
		return
	}
	t.plan.uses |= scCountNear
	nb.on = true
	if nb.memo = shortcutsOff&scNearMemo == 0; nb.memo {
		t.plan.uses |= scNearMemo // nearmemo.go: its precondition is count-near's
	}
	for c := range nb.zoneAt {
		nb.zoneAt[c] = make([]bool, len(t.scan)) // countPieces reads both
	}
	// The zone tables, shared where equal; nearZone's answer depends only
	// on pc.zoneCode and pc.zoneOf[1] (zoneOf[2] is everywhere), so it is
	// worked out once for each of those (a twelfth of chushogi's tables).
	type zoneFrom struct {
		code   []uint8
		zone   []bool
		near   []uint8
		marked [2]bool // markZoneAt done for the colour
	}
	var zones []*zoneFrom
	for i := range t.types {
		for c := range t.types[i].col {
			pc := &t.types[i].col[c]
			if nb.dirs[colourBit(c)|uint8(i)] == 0 {
				continue
			}
			k := slices.IndexFunc(zones, func(y *zoneFrom) bool {
				return string(y.code) == string(pc.zoneCode) && boolsEqual(y.zone, pc.zoneOf[1])
			})
			if k < 0 {
				z := t.nearZone(pc)
				if k = slices.IndexFunc(zones, func(y *zoneFrom) bool { return string(y.near) == string(z) }); k >= 0 {
					z = zones[k].near
				}
				k = len(zones)
				zones = append(zones, &zoneFrom{code: pc.zoneCode, zone: pc.zoneOf[1], near: z})
			}
			zf := zones[k]
			pc.nearZone = zf.near
			if !zf.marked[c] {
				t.markZoneAt(c, zf.near)
				zf.marked[c] = true
			}
		}
	}
}

// markZoneAt marks in t.nb.zoneAt[c] the scan chunks with a square
// where zone (a type's ptcol.nearZone) has a neighbour.
func (t *tables) markZoneAt(c int, zone []uint8) {
	za := t.nb.zoneAt[c]
	for ci, ch := range t.scan {
		for k := 0; k < 8; k++ {
			za[ci] = za[ci] || ch.mask>>(8*k)&1 != 0 && zone[int(ch.start)+k] != 0
		}
	}
}

// nearDir returns the direction (near8) of the neighbour at offset off,
// and false if off is not a neighbour's.
func (t *tables) nearDir(off int32) (uint8, bool) {
	for d, o := range t.nb.off {
		if o == off {
			return 1 << d, true
		}
	}
	return 0, false
}

// nearShape fills t.nb's entry for board byte v (moves pc) where every
// leap and slide of pc steps to a neighbour, each to its own.
func (t *tables) nearShape(pc *ptcol, v uint8) {
	var to, ride uint8
	for k, off := range append(slices.Clip(pc.leapOffs), pc.rideOffs...) {
		d, ok := t.nearDir(off)
		if !ok || to&d != 0 {
			return
		}
		to |= d
		if k >= len(pc.leapOffs) {
			ride |= d
		}
	}
	t.nb.dirs[v] = uint16(to) | uint16(ride)<<8
}

// nearZone returns pc.nearZone: per square, the directions whose
// neighbour is in the zone countOne counts the piece there with.
func (t *tables) nearZone(pc *ptcol) []uint8 {
	m := make([]uint8, t.size)
	for _, s := range t.squares {
		zone := pc.zoneOf[pc.zoneCode[s]]
		if zone == nil { // zoneFar, or a type that does not promote
			continue
		}
		for d, off := range t.nb.off {
			if zone[int(s)+int(off)] {
				m[s] |= 1 << d
			}
		}
	}
	return m
}

// countPiecesNear is countPieces with count-near: the unpinned pieces of
// count-near types of each scan chunk with pieces of the side to move
// together, the others alone. Those with a free first ride square or a
// free neighbour in their zone are counted alone too (countNearRest). It
// reads the chunks' directions and neighbours from p.nk (nearkeep.go),
// and visits the chunks countPieces would (ownChunks). In a node without
// pins, where near-memo holds, it counts from what the last node of the
// side found (nearmemo.go).
func (p *Position) countPiecesNear() {
	us := p.stm & 1
	if p.ck.on&colourBit(us) == 0 {
		p.keepSide(us) // chunkkeep.go
	}
	if pins := p.anyPin && p.lmode != lmAll; pins || !p.t.nb.memo {
		p.nearChunks(pins, nil)
		return
	}
	p.countNearMemo(us) // nearmemo.go
}

// nearChunks is countPiecesNear's walk over the scan chunks: pins says
// whether the node has pins to look up. With mm, it counts only the moves
// that depend on nothing but the side's pieces (near-memo, nearmemo.go:
// count-near's, and the leap-box leapers' and Lions' leaps) and lists the
// other pieces in mm.rest, in the order it meets them, instead of
// counting them.
func (p *Position) nearChunks(pins bool, mm *nearMemo) {
	t := p.t
	us := p.stm & 1
	b := p.board
	k := &p.nk
	zoneAt := t.nb.zoneAt[us]
	scan := t.scan
	// the four arrays read at each chunk's start, of one length, so that
	// one bounds check there (word8's caller) serves the four words
	size := len(k.to)
	b, dirs, mine, ride := b[:size], k.to, k.mine[us][:size], k.ride[:size]
	// colourBytes without its branch: where the other colour's bit is
	// flipped, a piece of the side to move has both colour bits (6, 7)
	flip := uint64(highBytes) >> us
	n := 0
	for base := 0; base < len(scan); base += 64 {
		for occ := p.ownChunks(base); occ != 0; occ &= occ - 1 { // chunkkeep.go
			ci := base + bits.TrailingZeros64(occ)
			start := int(scan[ci].start)
			_ = b[start : start+8]
			v := word8(b, start) ^ flip
			m := (v & (v >> 1)) >> 6 & scan[ci].mask
			// the directions of the pieces count-near counts, byte by byte
			to := word8(dirs, start) & (m * 0xFF)
			if pins && to != 0 {
				to = p.nearUnpinned(start, m, to)
			}
			if to != 0 {
				// which of their neighbours in their directions hold no
				// piece of the side to move (near8): byte j's bit d for the
				// neighbour in direction d of square start+j
				hit := to &^ word8(mine, start)
				slow := nonZeroBytes(hit&word8(ride, start)) * 0xFF
				if zoneAt[ci] {
					slow |= p.nearZoned(start, m, hit)
				}
				n += bits.OnesCount64(hit &^ slow)
				for x := slow & lowBytes; x != 0; x &= x - 1 {
					at := uint(bits.TrailingZeros64(x))
					from := start + int(at>>3)
					if mm != nil {
						n += mm.slow(p, from, t.pcOf[b[from]], uint8(hit>>at))
						continue
					}
					p.countNearRest(from, t.pcOf[b[from]], uint8(hit>>at))
				}
			}
			for m &^= nonZeroBytes(to); m != 0; m &= m - 1 {
				from := start + bits.TrailingZeros64(m)>>3
				if mm != nil {
					n += mm.alone(p, from, t.pcOf[b[from]])
					continue
				}
				p.countAlone(from, t.pcOf[b[from]])
			}
		}
	}
	if mm != nil {
		mm.n = n
		return
	}
	p.nCounted += n
}

// nearUnpinned returns to (countPiecesNear's directions of the pieces m
// of the scan chunk at start) without the pinned pieces', which
// countAlone counts by genPiece.
func (p *Position) nearUnpinned(start int, m, to uint64) uint64 {
	for x := m; x != 0; x &= x - 1 {
		if at := bits.TrailingZeros64(x); p.pinned(start + at>>3) {
			to &^= 0xFF << at
		}
	}
	return to
}

// nearZoned returns, as bytes of 0xFF, the pieces among m of the scan
// chunk at start with a free neighbour in their directions (hit, as in
// countPiecesNear) in the zone they promote in (ptcol.nearZone).
func (p *Position) nearZoned(start int, m, hit uint64) uint64 {
	slow := uint64(0)
	for x := m; x != 0; x &= x - 1 {
		at := uint(bits.TrailingZeros64(x))
		from := start + int(at>>3)
		if z := p.t.pcOf[p.board[from]].nearZone; z != nil && uint8(hit>>at)&z[from] != 0 {
			slow |= 0xFF << at
		}
	}
	return slow
}

// word8 returns the little-endian word of x[i:i+8] without a bounds
// check: its caller has checked once that these bytes lie in x (or in a
// slice of x's length), for several words read there (countPiecesNear's
// four arrays at a chunk's start, countBox's five ranks, lionBoxed's three).
func word8(x []uint8, i int) uint64 {
	return binary.LittleEndian.Uint64((*[8]uint8)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(x)), i))[:])
}

// nonZeroBytes returns the bytes of x that are not 0 (bit 0 of each).
func nonZeroBytes(x uint64) uint64 {
	return ((x&low7Bytes + low7Bytes) | x) & highBytes >> 7
}

// countNearRest counts the moves of the unpinned piece on from, whose
// moves are pc (count-near) and whose free neighbours in its directions
// are d, as countMCZone would: those in the zone through push, and a
// ride whose first square is empty goes on (rideOn).
func (p *Position) countNearRest(from int, pc *ptcol, d uint8) {
	in, r := d&pc.nearZone[from], d&uint8(p.t.nb.dirs[p.board[from]]>>8)
	n := bits.OnesCount8(d &^ in)
	p.pushNear(from, in, pc)
	if r != 0 {
		n += p.rideOn(from, r, pc)
	}
	p.nCounted += n
}

// pushNear pushes the moves of the piece on from (moves pc) to its
// neighbours in the directions in (near8), in its zone.
func (p *Position) pushNear(from int, in uint8, pc *ptcol) {
	for ; in != 0; in &= in - 1 {
		p.push(Move{From: int16(from), To: int16(from + int(p.t.nb.off[bits.TrailingZeros8(in)]))}, pc.ty)
	}
}

// rideOn counts the rides of the piece on from (moves pc) in directions r
// whose first square, counted by countPiecesNear, is empty: from the second
// square on, up to and including an enemy, those in the zone through
// push.
func (p *Position) rideOn(from int, r uint8, pc *ptcol) int {
	b := p.board
	ub := colourBit(p.stm)
	zone := pc.zoneOf[pc.zoneCode[from]]
	n := 0
	for ; r != 0; r &= r - 1 {
		off := int(p.t.nb.off[bits.TrailingZeros8(r)])
		if b[from+off] != 0 {
			continue // an enemy, counted
		}
		for to := from + 2*off; b[to]&ub == 0; to += off {
			if zone != nil && zone[to] {
				p.push(Move{From: int16(from), To: int16(to)}, pc.ty)
			} else {
				n++
			}
			if b[to] != 0 {
				break // an enemy
			}
		}
	}
	return n
}

// boolsEqual is slices.Equal for bools, compared as bytes (memequal, not
// a loop: buildNear compares a mailbox of them per type and zone).
func boolsEqual(a, b []bool) bool {
	return len(a) == len(b) &&
		string(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(a))), len(a))) ==
			string(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(b))), len(b)))
}
