package vm

import (
	"encoding/binary"
	"slices"
)

// What countPiecesNear reads per square, kept by Make and Unmake
// (count-near, near.go): instead of looking up each piece's directions
// and reading the eight neighbours' words for every scan chunk of every
// node, it reads three words at the chunk's start. Each side's part is
// found when a node of that side first counts, and kept from then on:
// perft counts at the last ply only, where one side is to move, so Make
// keeps nothing for the other. The chunks it visits, those holding a
// piece of the side to move, are chunk-keep's (chunkkeep.go, ownChunks).

// nearKept is count-near's view of the board, for the sides kept
// (chunkKept.on, chunkkeep.go): per mailbox square that holds a piece of
// such a side, the directions (near8) of the piece (nearTables.dirs: to,
// its leaps and first ride steps; ride, its rides); per such side and
// square, which neighbours hold one of its pieces or the guard (mine).
// ver counts the changes of a side kept (nearSet, nearScan), which make
// memo stale (near-memo, nearmemo.go).
type nearKept struct {
	to, ride []uint8
	mine     [2][]uint8
	ver      uint64
	memo     nearMemo
}

// allocNear makes p.nk's arrays where the plan counts by neighbours.
func (p *Position) allocNear() {
	if !p.t.nb.on {
		return
	}
	n := p.t.size
	k := &p.nk
	k.to, k.ride = make([]uint8, n), make([]uint8, n)
	k.mine = [2][]uint8{make([]uint8, n), make([]uint8, n)}
}

// nearScan finds side c's part of p.nk from the board.
func (p *Position) nearScan(c int) {
	k, b, nb := &p.nk, p.board, &p.t.nb
	cb := colourBit(c)
	k.ver++
	clear(k.mine[c])
	for _, s := range p.t.squares {
		if v := b[s]; v&cb != 0 {
			k.to[s], k.ride[s] = uint8(nb.dirs[v]), uint8(nb.dirs[v]>>8)
		}
		for d, off := range nb.off {
			if b[int(s)+int(off)]&cb != 0 {
				k.mine[c][s] |= 1 << d
			}
		}
	}
}

// nearMoved follows a change of the board on the squares sqs (touched's,
// repeats allowed) whose contents were old and are now the board's; back
// (Unmake, before it puts old back): the other way round. Make and
// Unmake call it where the change touches a side kept (keptTouched).
//
// Precondition (count-near's, buildNear): Make changes the board only on
// the squares touched lists.
func (p *Position) nearMoved(sqs []int16, old []uint8, back bool) {
	if len(sqs) == 2 && sqs[0] != sqs[1] { // most moves
		b0, b1, o0, o1 := p.board[sqs[0]], p.board[sqs[1]], old[0], old[1]
		if back {
			b0, b1, o0, o1 = o0, o1, b0, b1
		}
		p.nearSet(int(sqs[0]), o0, b0)
		p.nearSet(int(sqs[1]), o1, b1)
		return
	}
	for i, s := range sqs {
		if slices.Index(sqs[:i], s) >= 0 {
			continue // a repeat
		}
		was, now := old[i], p.board[s]
		if back {
			was, now = now, was
		}
		p.nearSet(int(s), was, now)
	}
}

// nearSet follows the square s, whose content was old and is now nw,
// for the sides kept.
func (p *Position) nearSet(s int, old, nw uint8) {
	k, on := &p.nk, p.ck.on
	k.ver++
	if nw&on != 0 {
		d := p.t.nb.dirs[nw]
		k.to[s], k.ride[s] = uint8(d), uint8(d>>8)
	}
	if x := (old ^ nw) & on; x != 0 {
		if x&whiteBit != 0 {
			flipMine(k.mine[0], s, p.t.stride)
		}
		if x&blackBit != 0 {
			flipMine(k.mine[1], s, p.t.stride)
		}
	}
}

// flipMine flips, in each neighbour of s, the bit for s in mine (a
// side's nearKept.mine): s is the neighbour in direction j (near8) of the
// square s-near8()[j]. Each of the three ranks round s is flipped as one
// word.
func flipMine(mine []uint8, s, stride int) {
	le := binary.LittleEndian
	above, mid, below := mine[s+stride-1:s+stride+3], mine[s-1:s+3], mine[s-stride-1:s-stride+3]
	le.PutUint32(above, le.Uint32(above)^(1<<2|1<<1<<8|1<<16)) // directions 2, 1, 0
	le.PutUint32(mid, le.Uint32(mid)^(1<<4|1<<3<<16))
	le.PutUint32(below, le.Uint32(below)^(1<<7|1<<6<<8|1<<5<<16))
}
