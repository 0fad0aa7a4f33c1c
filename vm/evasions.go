package vm

import (
	"encoding/binary"
	"math/bits"
)

// countEvasions is genPieces when CountLegal counts a node in check on
// the fast legality path, where markEvasions has marked the squares that
// end the check (p.evade): an unpinned piece whose moves are countOnly,
// with no special move, is counted here, its plain moves and slide steps
// that end on a marked square (legalSimple's evade branch, without its
// call per move); every other piece goes through genPiece. Under a double
// check such a piece has no legal move.
func (p *Position) countEvasions() {
	t := p.t
	us := p.stm & 1
	b := p.board
	for _, c := range t.scan {
		m := colourBytes(binary.LittleEndian.Uint64(b[c.start:]), us) & c.mask
		for m != 0 {
			from := int(c.start) + bits.TrailingZeros64(m)>>3
			m &= m - 1
			typ := int(b[from] & typeMask)
			ty := &t.types[typ]
			pc := &ty.col[us]
			if !pc.countOnly || len(pc.special) > 0 || p.pin[from] == p.pinStamp {
				p.genPiece(from, typ)
				continue
			}
			if p.checkers == 1 {
				p.countBlocks(from, pc, ty)
			}
		}
	}
}

// countBlocks counts the moves of the unpinned piece on from that end on
// a square markEvasions marked, each through push (which counts it, or
// lists its promotion choices).
func (p *Position) countBlocks(from int, pc *ptcol, ty *ptype) {
	b := p.board
	block, stamp := p.block, p.pinStamp
	themBit := colourBit(p.stm ^ 1)
	for _, l := range pc.plain {
		to := from + int(l.off)
		if block[to] == stamp && mayEnd(b[to], themBit, l.move, l.capt) {
			p.push(Move{From: int16(from), To: int16(to)}, ty)
		}
	}
	for _, l := range pc.slides {
		to := from
		off := int(l.off)
		for k := int32(0); k < l.max; k++ {
			to += off
			v := b[to]
			if block[to] == stamp && mayEnd(v, themBit, l.move, l.capt) {
				p.push(Move{From: int16(from), To: int16(to)}, ty)
			}
			if v != 0 {
				break
			}
		}
	}
}
