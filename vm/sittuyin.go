package vm

import (
	"encoding/binary"
	"math/bits"

	"github.com/betzac/betzac/legdefs"
)

// Sittuyin promotion (legdefs.PieceType.Sittuyin): instead of moving, a
// pawn may become a general (Sittuyin.To) on its square or by one of the
// general's non-capturing moves, when its side has no general, on the
// promotion squares or as its side's last pawn, and only where the new
// general attacks no enemy piece and gives no check.

// sittRule is legdefs.PieceType.Sittuyin.
type sittRule struct {
	squares [2][]bool
	to      int // the type it becomes
}

// buildSittuyin precomputes pt's Sittuyin promotion, if any.
func (t *tables) buildSittuyin(z *zoneType, pt *legdefs.PieceType) {
	sp := pt.Sittuyin
	if sp == nil {
		return
	}
	z.sitt = &sittRule{to: sp.To}
	for c := 0; c < 2; c++ {
		z.sitt.squares[c] = t.regionMask(sp.Squares, c)
	}
	t.sittuyin = true
}

// genSittuyin adds the Sittuyin promotions of the side to move.
func (p *Position) genSittuyin() {
	t := p.t
	us := p.stm & 1
	ub := colourBit(us)
	b := p.board
	for _, k := range t.sittTypes {
		st := t.types[k].zones.sitt
		n, has := p.sittCount(us, k, st.to)
		if has || n == 0 {
			continue
		}
		tc := &t.types[st.to].col[us]
		for _, c := range t.scan {
			m := colourBytes(binary.LittleEndian.Uint64(b[c.start:]), us) & c.mask
			for m != 0 {
				s := int(c.start) + bits.TrailingZeros64(m)>>3
				m &= m - 1
				if b[s] != ub|uint8(k) || n > 1 && (st.squares[us] == nil || !st.squares[us][s]) {
					continue
				}
				p.sittuyinFrom(s, st, tc)
			}
		}
	}
}

// sittCount returns the number of pieces of type k colour us has, and
// whether it has one of type to, from its pieces eight board bytes at a
// time.
func (p *Position) sittCount(us, k, to int) (int, bool) {
	b := p.board
	n := 0
	for _, c := range p.t.scan {
		m := colourBytes(binary.LittleEndian.Uint64(b[c.start:]), us) & c.mask
		for m != 0 {
			switch int(b[int(c.start)+bits.TrailingZeros64(m)>>3] & typeMask) {
			case k:
				n++
			case to:
				return n, true
			}
			m &= m - 1
		}
	}
	return n, false
}

// sittuyinFrom adds the Sittuyin promotions of the piece on s: in place
// and by the new type's non-capturing moves tc.
func (p *Position) sittuyinFrom(s int, st *sittRule, tc *ptcol) {
	b := p.board
	p.sittuyinTo(s, s, st)
	for _, l := range tc.plain {
		if to := s + int(l.off); l.move && b[to] == 0 {
			p.sittuyinTo(s, to, st)
		}
	}
	for _, l := range tc.slides {
		if !l.move {
			continue
		}
		for to, v := range ride(b, s, int(l.off), l.max) {
			if v == 0 {
				p.sittuyinTo(s, to, st)
			}
		}
	}
}

// sittuyinTo adds the Sittuyin promotion from -> to if the new piece
// attacks no enemy piece, gives no check and the move is legal.
func (p *Position) sittuyinTo(from, to int, st *sittRule) {
	t := p.t
	us := p.stm
	b := p.board
	m := Move{From: int16(from), To: int16(to), Promo: uint8(st.to) + 1}
	pc, old := b[from], b[to]
	b[from] = 0
	b[to] = colourBit(us) | uint8(st.to)
	them := colourBit(us ^ 1)
	nt := &t.types[st.to]
	forward := nt.simple && t.plan.uses&scSittForward != 0
	var bad bool
	if forward {
		bad = p.attacksColour(to, &nt.col[us], them)
	} else {
		for _, s := range t.squares {
			if b[s]&colMask == them && p.pieceAttacks(to, st.to, us, int(s)) {
				bad = true
				break
			}
		}
	}
	// in place, a check could only come from the new piece, tested above
	bad = bad || !(forward && from == to) && !p.royalsSafe(us^1)
	b[to] = old
	b[from] = pc
	if bad || !p.sittFree(from, pc, nt) && !p.legalAfter(&m) {
		return
	}
	p.out = append(p.out, m)
}

// sittFree reports whether a Sittuyin promotion of the piece pc on from
// to type nt, a non-capturing move, is legal untested: genMoves's free
// plain move (no royal piece; or the fast mode, not in check, unpinned).
func (p *Position) sittFree(from int, pc uint8, nt *ptype) bool {
	return p.needsNoTest(from, p.t.types[pc&typeMask].royal || nt.royal)
}

// attacksColour reports whether the piece with moves pc on from attacks a
// piece of colour bit them: pieceAttacks for each such piece, walked
// forward from from, where pc's type is simple (its captures are its
// plain, special and slide capture legs, as colAttacks reads them).
func (p *Position) attacksColour(from int, pc *ptcol, them uint8) bool {
	b := p.board
	for _, l := range pc.plain {
		if l.capt && b[from+int(l.off)]&colMask == them {
			return true
		}
	}
	for i := range pc.special {
		if l := &pc.special[i]; (l.capt || l.royalOnly) && b[from+int(l.off)]&colMask == them {
			return true
		}
	}
	for _, l := range pc.slides {
		if !l.capt {
			continue
		}
		for _, v := range ride(b, from, int(l.off), l.max) {
			if v&colMask == them {
				return true
			}
		}
	}
	return false
}
