package xqboard

import (
	"fmt"

	"github.com/betzac/betzac/vm"
)

// move is a move from one square to another (every class moves one
// piece, capturing at most the piece on its destination).
type move struct{ from, to uint8 }

// Board is a position on the bitboards.
type Board struct {
	t      *Tables
	occ    BB
	byCol  [2]BB
	byType [2][maxTypes]BB
	sq     [128]uint8 // 0: empty; else 1+type, 0x80 set for Black
	king   [2]int
	stm    int
	ps     passState // the pass history (pass.go)
	bufs   [][]move  // per-depth move buffers
	// lineOcc: the occupancy of each line of Tables.axes (lines.go).
	lineOcc [64]uint16 // slots up to noLine, indexed &63
}

func code(c, ty int) uint8 { return uint8(1+ty) | uint8(c)<<7 }

// FromPosition converts pos to a Board, or says why it does not fit: the
// variant (Fits), or the position (a side without exactly one royal
// piece, or the side not to move in check: a position no game reaches,
// which vm.NewAnyPosition keeps and the VM counts by its general rules,
// while the guard's shortcuts assume only the side to move can be in
// check).
func FromPosition(pos *vm.Position) (*Board, error) {
	t, err := For(pos.Program())
	if err != nil {
		return nil, err
	}
	b := &Board{t: t, stm: pos.SideToMove(), king: [2]int{-1, -1}, ps: passStateOf(pos)}
	for s := 0; s < t.size; s++ {
		sq := pos.Square(s%t.files, s/t.files)
		if sq < 0 {
			return nil, fmt.Errorf("square %d is off the board", s)
		}
		ty, c := pos.PieceAt(sq)
		if ty < 0 {
			continue
		}
		if ty == t.royal {
			if b.king[c] >= 0 {
				return nil, fmt.Errorf("side %d has more than one royal piece", c)
			}
			b.king[c] = s
		}
		b.put(s, c, ty)
	}
	for c := 0; c < 2; c++ {
		if b.king[c] < 0 {
			return nil, fmt.Errorf("side %d has no royal piece", c)
		}
	}
	if b.inCheck(b.stm ^ 1) {
		return nil, fmt.Errorf("the side not to move is in check")
	}
	return b, nil
}

func (b *Board) put(s, c, ty int) {
	x := bit(s)
	b.occ = b.occ.or(x)
	b.byCol[c] = b.byCol[c].or(x)
	b.byType[c][ty] = b.byType[c][ty].or(x)
	b.sq[s] = code(c, ty)
	b.flipLines(s)
}

// make makes m and returns the code of the piece it captured (0: none).
// It leaves lineOcc as it was (the royal tests do not read it): perft
// calls flipMove beside it where moves are generated below.
func (b *Board) make(m move) uint8 {
	from, to := int(m.from), int(m.to)
	pc, capt := b.sq[from], b.sq[to]
	c, ty := int(pc>>7), int(pc&0x7f)-1
	fb, tb := bit(from), bit(to)
	ft := fb.or(tb)
	if capt != 0 {
		cc, ct := int(capt>>7), int(capt&0x7f)-1
		b.byCol[cc] = b.byCol[cc].xor(tb)
		b.byType[cc][ct] = b.byType[cc][ct].xor(tb)
		b.occ = b.occ.xor(fb)
	} else {
		b.occ = b.occ.xor(ft)
	}
	b.byCol[c] = b.byCol[c].xor(ft)
	b.byType[c][ty] = b.byType[c][ty].xor(ft)
	b.sq[to], b.sq[from] = pc, 0
	if ty == b.t.royal {
		b.king[c] = to
	}
	b.stm ^= 1
	return capt
}

// unmake takes back m, which captured capt. Its bitboard updates are
// make's (XOR is its own inverse), written twice on purpose: one shared
// helper, however cut, cost 1.0 to 1.7 % more instructions on xiangqi
// perft 4 (cachegrind): an extra call, or square codes XOR-ed and the
// moving piece picked at run time.
func (b *Board) unmake(m move, capt uint8) {
	from, to := int(m.from), int(m.to)
	pc := b.sq[to]
	c, ty := int(pc>>7), int(pc&0x7f)-1
	fb, tb := bit(from), bit(to)
	ft := fb.or(tb)
	if capt != 0 {
		cc, ct := int(capt>>7), int(capt&0x7f)-1
		b.byCol[cc] = b.byCol[cc].xor(tb)
		b.byType[cc][ct] = b.byType[cc][ct].xor(tb)
		b.occ = b.occ.xor(fb)
	} else {
		b.occ = b.occ.xor(ft)
	}
	b.byCol[c] = b.byCol[c].xor(ft)
	b.byType[c][ty] = b.byType[c][ty].xor(ft)
	b.sq[from], b.sq[to] = pc, capt
	if ty == b.t.royal {
		b.king[c] = from
	}
	b.stm ^= 1
}

// first is the first square of the non-empty set r along direction d.
func (t *Tables) first(r BB, d int) int {
	if t.up[d] {
		return r.low()
	}
	return r.high()
}

// slide returns the squares from s along d up to and with the first
// occupied one, and that square (-1: none).
func (b *Board) slide(s, d int) (BB, int) {
	ray := b.t.rays[d][s]
	blk := ray.and(b.occ)
	if blk.empty() {
		return ray, -1
	}
	x := b.t.first(blk, d)
	return ray.andNot(b.t.rays[d][x]), x
}

// next is the first occupied square from s along d, or -1.
func (b *Board) next(s, d int) int {
	blk := b.t.rays[d][s].and(b.occ)
	if blk.empty() {
		return -1
	}
	return b.t.first(blk, d)
}

// isOf reports whether square s holds a piece of colour c of one of the
// types in the set types that can end a capture looked up from k along e
// on k: its confinement holds k and, for a region line, its regions hold
// s and k (zones.go).
func (b *Board) isOf(s, c int, types uint32, k, e int) bool {
	pc := b.sq[s]
	if pc == 0 || int(pc>>7) != c {
		return false
	}
	ty := int(pc&0x7f) - 1
	if types&(1<<uint(ty)) == 0 {
		return false
	}
	if b.t.free[c]&(1<<uint(ty)) != 0 {
		return true
	}
	p := &b.t.pt[c][ty]
	return p.confine.has(k) && p.zoneFrom[e&15].has(s) && p.zoneTo[e&15].has(k)
}
