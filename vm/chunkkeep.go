package vm

import "encoding/binary"

// The scan chunks holding each side's pieces, kept by Make and Unmake
// where the plan's chunk-keep shortcut holds (chunkTrack), so that
// countPieces (and countPiecesNear, with count-near) reads only the
// chunks with a piece of the side to move instead of every chunk of the
// board (Griffon: 15, most of them empty of one side's pieces; Chu Shogi:
// 24, a side's pieces in 10 at the start).

// chunkKept is what Make and Unmake keep for countPieces, for the sides
// whose colour bits are in on (those whose nodes countPieces has counted;
// 0 in a new position or clone): with chunk-keep, the scan chunks (bit
// ci) holding one of the side's pieces; with count-near, its view of the
// board (Position.nk, nearkeep.go). A side is found from the board when a
// node of it first counts (keepSide) and followed from then on: perft
// counts at the last ply only, where one side is to move, so most moves
// there touch no piece of a side kept.
type chunkKept struct {
	occ [2]uint64
	on  uint8
}

// markChunkTrack decides chunk-keep and fills t.chunkOf.
//
// Precondition of chunk-keep: perft's last ply counts by countPieces
// (bulk; with or without count-near); at most 64 scan chunks (one bit
// each); and Make changes the board only on the squares touched lists (no
// blast, no opposite castling's partner move, no walls), as bent-keep.
func (t *tables) markChunkTrack(on bool) bool {
	t.chunkTrack = on && shortcutsOff&scChunkKeep == 0 && len(t.scan) <= 64
	if !t.chunkTrack {
		return false
	}
	t.buildChunkOf()
	return true
}

// buildChunkOf fills t.chunkOf, which chunk-keep reads.
func (t *tables) buildChunkOf() {
	if t.chunkOf != nil {
		return
	}
	t.chunkOf = make([]uint8, t.size)
	for ci, c := range t.scan {
		for k := range 8 {
			if c.mask>>(8*k)&1 != 0 {
				t.chunkOf[int(c.start)+k] = uint8(ci)
			}
		}
	}
}

// chunkOcc returns the colours' bits for scan chunk ci: bit ci in each
// colour's word where the chunk holds a piece of it.
func (p *Position) chunkOcc(ci int) (white, black uint64) {
	c := &p.t.scan[ci]
	start := int(c.start)
	w := binary.LittleEndian.Uint64(p.board[start : start+8])
	x, y := w>>6&^(w>>7)&c.mask, w>>7&^(w>>6)&c.mask // colourBytes
	// (x | -x) >> 63: 1 where x is not 0
	return (x | -x) >> 63 << (ci & 63), (y | -y) >> 63 << (ci & 63)
}

// keepSide finds side c's part of what Make keeps for countPieces from
// the board, and has Make and Unmake keep it from then on.
func (p *Position) keepSide(c int) {
	t := p.t
	if t.chunkTrack {
		p.ck.occ[c] = p.chunksOf(c)
	}
	if t.nb.on {
		p.nearScan(c) // nearkeep.go
	}
	if t.chunkTrack || t.nb.on {
		p.ck.on |= colourBit(c)
	}
}

// chunksOf returns the scan chunks holding side c's pieces on the board.
func (p *Position) chunksOf(c int) uint64 {
	occ := uint64(0)
	for ci := range p.t.scan {
		occ |= p.chunkHas(ci, uint8(c))
	}
	return occ
}

// keptTouched reports whether a change of the board on the squares sqs
// (touched's) between the contents old and the board's touches a piece
// of a side kept (or the guard): then what Make keeps must follow it
// (chunkMoved, nearMoved).
func (p *Position) keptTouched(sqs []int16, old []uint8) bool {
	if len(sqs) == 2 { // most moves
		return p.keptTouched2(sqs[0], sqs[1], old[0], old[1])
	}
	on, b := p.ck.on, p.board
	for i, s := range sqs {
		if (old[i]|b[s])&on != 0 {
			return true
		}
	}
	return false
}

// keptTouched2 is keptTouched for two squares, s0 and s1, that held o0
// and o1 (short, to be inlined: Unmake's plain moves).
func (p *Position) keptTouched2(s0, s1 int16, o0, o1 uint8) bool {
	b := p.board
	return (o0|o1|b[s0]|b[s1])&p.ck.on != 0
}

// chunkMoved follows the pieces over a change of the board on the squares
// sqs (touched's, repeats allowed; Make after it changed them, Unmake
// after it put them back): each one's chunk is read again.
//
// Precondition (chunk-keep's, markChunkTrack): Make changes the board
// only on the squares touched lists.
func (p *Position) chunkMoved(sqs []int16) {
	k := &p.ck
	chunkOf := p.t.chunkOf
	for _, s := range sqs {
		ci := int(chunkOf[s])
		w, b := p.chunkOcc(ci)
		k.occ[0] = k.occ[0]&^(1<<(ci&63)) | w
		k.occ[1] = k.occ[1]&^(1<<(ci&63)) | b
	}
}

// chunkMovedPlain is chunkMoved for makePlain's move from from to to,
// which put nw on to and took victim there (0: none): only the chunk the
// piece left, for its colour, and the chunk of to, for the victim's, are
// read again.
func (p *Position) chunkMovedPlain(from, to int, nw, victim uint8) {
	t := p.t
	k := &p.ck
	ct := uint(t.chunkOf[to])
	mc := nw >> 7 // a piece's colour: bit 6 white, bit 7 black
	k.occ[mc&1] |= 1 << (ct & 63)
	k.occ[mc&1] = k.occ[mc&1]&^(1<<(uint(t.chunkOf[from])&63)) | p.chunkHas(int(t.chunkOf[from]), mc&1)
	if vc := victim >> 7; victim != 0 && vc != mc {
		k.occ[vc&1] = k.occ[vc&1]&^(1<<(ct&63)) | p.chunkHas(int(ct), vc&1)
	}
}

// chunkHas returns bit ci where scan chunk ci holds a piece of colour c.
func (p *Position) chunkHas(ci int, c uint8) uint64 {
	ch := &p.t.scan[ci]
	start := int(ch.start)
	w := binary.LittleEndian.Uint64(p.board[start : start+8])
	v := w ^ uint64(highBytes)>>c // as countPieces reads it
	x := (v & (v >> 1)) >> 6 & ch.mask
	return (x | -x) >> 63 << (ci & 63)
}

// ownChunks returns the scan chunks from base to base+63 (bit ci-base)
// that countPieces reads: those holding a piece of the side to move where
// chunk-keep holds and they are kept (then there are at most 64), else
// every one.
func (p *Position) ownChunks(base int) uint64 {
	if p.t.chunkTrack && p.ck.on&colourBit(p.stm) != 0 {
		return p.ck.occ[p.stm&1]
	}
	return 1<<min(len(p.t.scan)-base, 64) - 1
}
