package vm

import (
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
	us := p.stm
	ub := colourBit(us)
	b := p.board
	for k := range t.types {
		z := t.types[k].zones
		if z == nil || z.sitt == nil {
			continue
		}
		st := z.sitt
		n, has := 0, false
		for _, s := range t.squares {
			switch b[s] {
			case ub | uint8(k):
				n++
			case ub | uint8(st.to):
				has = true
			}
		}
		if has || n == 0 {
			continue
		}
		tc := &t.types[st.to].col[us]
		for _, s16 := range t.squares {
			s := int(s16)
			if b[s] != ub|uint8(k) || n > 1 && (st.squares[us] == nil || !st.squares[us][s]) {
				continue
			}
			p.sittuyinTo(s, s, st)
			for _, l := range tc.plain {
				if to := s + int(l.off); l.move && b[to] == 0 {
					p.sittuyinTo(s, to, st)
				}
			}
			for _, l := range tc.slides {
				for to, k := s+int(l.off), int32(0); l.move && k < l.max && b[to] == 0; to, k = to+int(l.off), k+1 {
					p.sittuyinTo(s, to, st)
				}
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
	bad := false
	them := colourBit(us ^ 1)
	for _, s := range t.squares {
		if b[s]&colMask == them && p.pieceAttacks(to, st.to, us, int(s)) {
			bad = true
			break
		}
	}
	bad = bad || !p.royalsSafe(us^1)
	b[to] = old
	b[from] = pc
	if bad || p.lmode != lmAll && !p.legalAfter(&m) {
		return
	}
	p.out = append(p.out, m)
}
