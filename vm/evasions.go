package vm

import (
	"encoding/binary"
	"math/bits"
)

// Counting the moves out of check (CountLegal in the fast mode with
// simple attackers only: markEvasions has marked the checkers and, with
// one checker, the squares between it and the royal in p.block).

// countEvasions is countPieces for a node in check (p.evade): the royal
// piece is counted by countRoyal (which tests each destination with the
// royal lifted off its square, as legalSimple does), an unpinned countOnly
// piece by countBlocks, every other piece through genPiece.
func (p *Position) countEvasions() {
	t := p.t
	us := p.stm & 1
	b := p.board
	for _, c := range t.scan {
		m := colourBytes(binary.LittleEndian.Uint64(b[c.start:]), us) & c.mask
		for m != 0 {
			from := int(c.start) + bits.TrailingZeros64(m)>>3
			m &= m - 1
			pc := t.pcOf[b[from]]
			switch {
			case pc.count == countRoyalLeaps:
				p.countRoyal(from, pc.typ, pc)
			case !pc.countOnly() || p.pin[from] == p.pinStamp:
				p.genPiece(from, pc.typ)
			default:
				p.countBlocks(from, pc)
			}
		}
	}
}

// countBlocks counts the moves of the unpinned countOnly piece on from
// that end the check: with one checker, its plain leaps and slides that
// end on a marked square (legalSimple's evade test), through push where
// they may promote; its special legs go through genSpecial and its
// legality tests.
func (p *Position) countBlocks(from int, pc *ptcol) {
	ty := pc.ty
	if p.checkers == 1 {
		var zone []bool
		if pc.zoneFar == nil || !pc.zoneFar[from] {
			zone = p.promoZone(from, ty)
		}
		b, block, stamp := p.board, p.block, p.pinStamp
		n := 0
		for _, l := range pc.plain {
			to := from + int(l.off)
			if b[to]&l.end.mask == l.end.want && block[to] == stamp {
				if zone != nil && zone[to] {
					p.push(Move{From: int16(from), To: int16(to)}, ty)
				} else {
					n++
				}
			}
		}
		for _, l := range pc.slides {
			to := from
			for k := int32(0); k < l.max; k++ {
				to += int(l.off)
				v := b[to]
				if v&l.end.mask == l.end.want && block[to] == stamp {
					if zone != nil && zone[to] {
						p.push(Move{From: int16(from), To: int16(to)}, ty)
					} else {
						n++
					}
				}
				if v != 0 {
					break
				}
			}
		}
		p.nCounted += n
	}
	for i := range pc.special {
		p.genSpecial(from, ty, &pc.special[i], false)
	}
}
